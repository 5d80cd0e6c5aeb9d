// DESIGN "Caching", docs/decisions/003: pages and their data (.data) carry an ETag, and a
// request whose If-None-Match still matches gets 304 with no body. The tag is weak: the
// same content travels compressed or not. A page the page cache does not answer
// (docs/decisions/011-page-cache.md) is read whole once here: hashed for its tag,
// then compressed for this one response (./compression.ts). Hono's compress, outside,
// sees it encoded and leaves it alone; it still streams everything else.
// API routes and fingerprinted or uploaded files are left alone (their names never change).
import type { MiddlewareHandler } from "hono";
import { bytesOf, compressOnce, etagMatches, preferredEncoding, weakEtag } from "./compression";

const SKIPPED = /^\/(?:api|assets|uploads|img)\//;

/** Pages and their data: what a validator is for (a CSV download or a file is not revalidated). */
const TAGGED_TYPES = /^(?:text\/html|text\/x-script|application\/json)/;

/** What a 304 keeps of the 200 it stands for (RFC 9110 §15.4.5); security headers are added outside. */
const KEPT_ON_304 = ["cache-control", "content-location", "date", "expires", "vary"];

export function pageResponses(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== "GET" && method !== "HEAD") || SKIPPED.test(c.req.path)) return next();
    await next();
    const res = c.res;
    // Only responses a cache may keep get a validator (no-store ones are personal or volatile),
    // decided before the body is read: a streamed export starts at once.
    if (!res.ok || !res.body || res.headers.has("Content-Encoding")) return;
    if (/no-store/i.test(res.headers.get("Cache-Control") ?? "")) return;
    if (!TAGGED_TYPES.test(res.headers.get("Content-Type") ?? "")) return;
    const raw = Buffer.from(await res.arrayBuffer());
    // docs/security.md §1: the nonce is new on every request; the tag is taken without it.
    const etag = weakEtag(raw, c.get("cspNonce"));
    c.res = undefined as never; // else Hono copies the rendered response's headers over the new ones
    if (etagMatches(c.req.header("If-None-Match"), etag)) {
      const headers = new Headers({ ETag: etag });
      for (const name of KEPT_ON_304) {
        const value = res.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    const { body, encoding } = await compressOnce(
      raw,
      preferredEncoding(c.req.header("Accept-Encoding")),
    );
    const headers = new Headers(res.headers);
    headers.set("ETag", etag);
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    const vary = headers.get("Vary");
    if (vary !== "*" && !/accept-encoding/i.test(vary ?? ""))
      headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    c.res = new Response(bytesOf(body), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
