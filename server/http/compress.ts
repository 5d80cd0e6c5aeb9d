// Response compression: Hono's compress middleware (the same choices: gzip or
// deflate by Accept-Encoding, compressible types only, 1 KB and up, never a
// `no-transform` or ranged answer), with one difference: whenever the app
// pauses (its next chunk is not ready at once: a query runs, a part of a page
// waits for its data), what it has handed over so far is flushed to the client.
// Hono's CompressionStream keeps its output until about 16 KB of it have piled
// up, which held a streamed CSV export back until it was nearly done
// (docs/benchmarks.md "Back office at scale"). A page rendered in one go still
// leaves in zlib's own blocks: a flush costs a few bytes and a write.
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { once } from "node:events";
import { Readable } from "node:stream";
import { constants, createDeflate, createGzip } from "node:zlib";

const THRESHOLD = 1024;
const ENCODINGS = ["gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The client's preferred encoding of ours (gzip on a tie), as Hono picks it. */
export function selectEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === "*")?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

const PENDING = Symbol("pending");
/** Whether a promise is settled now (within a microtask): a stream's next chunk already queued. */
const settledNow = async (promise: Promise<unknown>) =>
  (await Promise.race([promise, Promise.resolve().then(() => PENDING)])) !== PENDING;

/** The body through zlib, flushed each time the body has no next chunk ready. */
export function compressedBody(body: ReadableStream<Uint8Array>, encoding: Encoding) {
  const zlib = encoding === "gzip" ? createGzip() : createDeflate();
  const reader = body.getReader();
  // A client that goes away destroys zlib (through the web stream below): stop reading the body.
  zlib.once("close", () => void reader.cancel().catch(() => {}));
  const closed = once(zlib, "close").catch(() => {});
  async function pump() {
    let next = reader.read();
    for (;;) {
      const { done, value } = await next;
      if (done) return void zlib.end();
      if (!zlib.write(value)) await Promise.race([once(zlib, "drain"), closed]);
      if (zlib.destroyed) return;
      next = reader.read();
      if (!(await settledNow(next))) zlib.flush(constants.Z_SYNC_FLUSH);
    }
  }
  pump().catch((error: unknown) => zlib.destroy(error as Error));
  return Readable.toWeb(zlib) as ReadableStream<Uint8Array>;
}

export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get("Content-Length");
    const type = res.headers.get("Content-Type");
    if (
      !res.body ||
      res.status === 206 ||
      c.req.method === "HEAD" ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      (length && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = selectEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    // Hono's setter carries the old response's headers over, so they are changed after it.
    c.res = new Response(compressedBody(res.body, encoding), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
