// docs/security.md §2: the JSON API refuses other content types. A form or text/plain
// body (what a cross-site <form> can send without a CORS preflight) is a 415
// before any handler reads it. Body-less requests (a bare POST) pass.
import type { MiddlewareHandler } from "hono";
import { unsupportedMediaType } from "../errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isJsonContentType(value: string | null | undefined) {
  const type = value?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || Boolean(type?.match(/^application\/[a-z0-9.+-]+\+json$/));
}

/**
 * Whether the request carries a body. The Node adapter gives every POST or
 * DELETE a body stream, empty or not, so without a Content-Length the body is
 * read (a copy; the 1 MB limit already applies) to tell.
 */
async function hasBody(request: Request) {
  const length = request.headers.get("content-length");
  if (length !== null) return length.trim() !== "0";
  if (request.body === null) return false;
  return (await request.clone().arrayBuffer()).byteLength > 0;
}

/** `multipart`: the paths that take a file upload as multipart/form-data instead (the image upload API). */
export function jsonOnly(options: { multipart?: string[] } = {}): MiddlewareHandler {
  const multipart = new Set(options.multipart ?? []);
  const allowed = (path: string, type: string | undefined) =>
    isJsonContentType(type) ||
    (multipart.has(path) && type?.toLowerCase().startsWith("multipart/form-data"));
  return async (c, next) => {
    if (
      UNSAFE.has(c.req.method) &&
      !allowed(c.req.path, c.req.header("content-type")) &&
      (await hasBody(c.req.raw))
    ) {
      throw unsupportedMediaType();
    }
    await next();
  };
}
