// docs/security.md §3 (found by the fuzzer): PostgreSQL text cannot hold the NUL
// character, so a NUL anywhere in an id, a query value or a form field made
// the query fail (a 500, or a 503 that blamed the database). No person types
// one; the request is refused at the edge, for every route at once.
import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";

const ENCODED_NUL = /%00/i;
/** JSON's escape for NUL: \u0000, not preceded by another backslash. */
const JSON_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

export const nulRefused = () =>
  new AppError(400, "bad_request", "The request contains a NUL character, which is not allowed.");

/** Whether the request carries a NUL in its URL or in a text body (files in multipart bodies may). */
export async function hasNul(
  request: Request,
  options: { skipBodyOf?: (path: string) => boolean } = {},
) {
  const url = new URL(request.url);
  if (ENCODED_NUL.test(url.pathname) || ENCODED_NUL.test(url.search) || request.url.includes("\0"))
    return true;
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return false;
  if (options.skipBodyOf?.(url.pathname)) return false;
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    if (!form) return false; // unreadable: the route answers 400 for that itself
    for (const [name, value] of form)
      if (name.includes("\0") || (typeof value === "string" && value.includes("\0"))) return true;
    return false;
  }
  const text = await request
    .clone()
    .text()
    .catch(() => "");
  if (text.includes("\0")) return true;
  if (type.startsWith("application/x-www-form-urlencoded")) return ENCODED_NUL.test(text);
  return JSON_NUL.test(text);
}

export function refuseNul(
  options: { skipBodyOf?: (path: string) => boolean } = {},
): MiddlewareHandler {
  return async (c, next) => {
    if (await hasNul(c.req.raw, options)) throw nulRefused();
    await next();
  };
}
