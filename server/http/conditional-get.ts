// DESIGN "Caching", docs/decisions/003: pages and their data (.data) carry an ETag, and a request
// whose If-None-Match still matches gets 304 with no body. The tag is weak: the
// same content may travel gzip-compressed or not. API routes and fingerprinted
// or uploaded files are left alone (their names never change).
import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { createHash } from "node:crypto";

const SKIPPED = /^\/(?:api|assets|uploads|img)\//;

/**
 * docs/security.md §1: a page's inline scripts carry this response's CSP nonce, which is
 * new on every request; the tag is taken over the page without it, so an
 * unchanged page still revalidates to 304 (whose browser copy keeps its own
 * nonce and policy: server/http/security-headers.ts sends no CSP on a 304).
 */
function digestWithout(nonce: string) {
  return (body: Uint8Array) => {
    const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("latin1");
    const digest = createHash("sha1").update(text.split(nonce).join(""), "latin1").digest();
    return digest.buffer.slice(
      digest.byteOffset,
      digest.byteOffset + digest.byteLength,
    ) as ArrayBuffer;
  };
}

/** Pages and their data: what a validator is for (a CSV download or a file is not revalidated). */
const TAGGED_TYPES = /^(?:text\/html|text\/x-script|application\/json)/;
const noop = async () => {};

export function conditionalGet(): MiddlewareHandler {
  const withEtag = etag({ weak: true });
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || SKIPPED.test(c.req.path))
      return next();
    await next();
    // Only responses a cache may keep get a validator (no-store ones are personal or volatile),
    // decided before the body is read: a streamed export starts at once.
    if (/no-store/i.test(c.res.headers.get("Cache-Control") ?? "")) return;
    if (!TAGGED_TYPES.test(c.res.headers.get("Content-Type") ?? "")) return;
    const nonce = c.get("cspNonce");
    await (nonce ? etag({ weak: true, generateDigest: digestWithout(nonce) }) : withEtag)(c, noop);
  };
}
