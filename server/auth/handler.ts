import type { Context } from "hono";
import type { AppServices } from "../context";
import { clientAddress } from "../http/client-address";

export const CLIENT_IP_HEADER = "x-homefront-client-ip";

/**
 * Better Auth's own routes (/api/auth/*). The client's address (server/http/client-address.ts) is passed in a
 * header of our own (any copy sent by the client is replaced) so its rate
 * limits are per client; its error bodies are reshaped to our error contract.
 */
export async function authHandler(services: AppServices, c: Context) {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientAddress(c, services.env.TRUST_PROXY));
  const request = new Request(c.req.raw, { headers });
  const response = await services.auth.handler(request);
  if (response.status < 400) return response;
  // Issue 9 §3: an empty error (e.g. 404 for a GET to a POST-only route) gets the contract too.
  const isJson = response.headers.get("content-type")?.includes("json");
  const body = (isJson ? await response.json().catch(() => null) : null) as { message?: string; code?: string } | null;
  const reshaped = {
    error: {
      code: (body?.code ?? (response.status === 404 ? "not_found" : "auth_error")).toLowerCase(),
      message: body?.message ?? (response.status === 404 ? "There is no such API route." : "The request could not be completed."),
    },
  };
  const out = new Headers(response.headers);
  out.delete("content-length");
  out.set("content-type", "application/json");
  return new Response(JSON.stringify(reshaped), { status: response.status, headers: out });
}

