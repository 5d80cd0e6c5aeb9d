import type { Context } from "hono";
import type { AppServices } from "../context";
import { AppError } from "../errors";
import { clientAddress, withClientAddress } from "../http/client-address";

/**
 * Better Auth's own routes (/api/auth/*). The client's address (server/http/client-address.ts) is passed in a
 * header of our own (any copy sent by the client is replaced) so its rate
 * limits are per client; its error bodies are reshaped to our error contract.
 */
export async function authHandler(services: AppServices, c: Context) {
  refuseUnusableRedirects(new URL(c.req.url).searchParams);
  const headers = withClientAddress(c.req.raw.headers, clientAddress(c, services.env.TRUST_PROXY));
  const request = new Request(c.req.raw, { headers });
  const response = await services.auth.handler(request);
  if (response.status < 400) return response;
  // docs/security.md §3: an empty error (e.g. 404 for a GET to a POST-only route) gets the contract too.
  const isJson = response.headers.get("content-type")?.includes("json");
  const body = (isJson ? await response.json().catch(() => null) : null) as {
    message?: string;
    code?: string;
  } | null;
  const reshaped = {
    error: {
      code: (body?.code ?? (response.status === 404 ? "not_found" : "auth_error")).toLowerCase(),
      message:
        body?.message ??
        (response.status === 404
          ? "There is no such API route."
          : "The request could not be completed."),
    },
  };
  const out = new Headers(response.headers);
  out.delete("content-length");
  out.set("content-type", "application/json");
  return new Response(JSON.stringify(reshaped), { status: response.status, headers: out });
}

const REDIRECT_PARAMS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];
const REFERENCE_ORIGIN = "https://reference.invalid";

/** What Better Auth's appendQueryParams accepts: a root-relative path that stays on the site, or an absolute URL. */
function isUsableRedirect(value: string) {
  if (value.startsWith("//") || value.startsWith("/\\")) return false;
  if (!value.startsWith("/")) return URL.canParse(value);
  return (
    URL.canParse(value, REFERENCE_ORIGIN) &&
    new URL(value, REFERENCE_ORIGIN).origin === REFERENCE_ORIGIN
  );
}

/**
 * Better Auth appends `?error=…` to a redirect target from the query string
 * with `new URL()`, which throws (a 500) on anything else: the fuzzer found it
 * on GET /api/auth/verify-email with a junk `callbackURL`. Such a target can
 * never work, so it is a 400 here. Which sites a well-formed target may name
 * is still Better Auth's check (trustedOrigins).
 */
function refuseUnusableRedirects(query: URLSearchParams) {
  for (const name of REDIRECT_PARAMS) {
    if (query.getAll(name).some((value) => !isUsableRedirect(value))) {
      throw new AppError(
        400,
        "invalid_callback_url",
        `The ${name} must be a path on this site or a full address.`,
      );
    }
  }
}
