// Issue #4 "Caching": pages and their data (.data) carry an ETag, and a request
// whose If-None-Match still matches gets 304 with no body. The tag is weak: the
// same content may travel gzip-compressed or not. API routes and fingerprinted
// or uploaded files are left alone (their names never change).
import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";

const SKIPPED = /^\/(?:api|assets|uploads|img)\//;

export function conditionalGet(): MiddlewareHandler {
  const withEtag = etag({ weak: true });
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || SKIPPED.test(c.req.path)) return next();
    await withEtag(c, next);
    // Only responses a cache may keep get a validator (no-store ones are personal or volatile).
    if (/no-store/i.test(c.res.headers.get("Cache-Control") ?? "")) c.res.headers.delete("ETag");
  };
}
