// How the page cache answers (docs/decisions/011-page-cache.md): a kept page's
// headers and bytes for a request (304, or the page in its best encoding, each
// header block made the same way for Hono and for Node's fast path), and a page
// that is not kept, compressed once for its request ("Uncached renders").
import type { Context } from "hono";
import { bytesOf, compressOnce, etagMatches, preferredEncoding } from "./compression";

export type Entry = {
  status: number;
  headers: [string, string][];
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  scriptHashes: string[];
  expiresAt: number;
};

/** Response headers the cache keeps (security headers are added per response, outside). */
const KEPT_HEADERS = [
  "content-type",
  "cache-control",
  "vary",
  "link",
  "x-robots-tag",
  "content-language",
];

export function keptHeaders(res: Response) {
  return KEPT_HEADERS.flatMap((name) => {
    const value = res.headers.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });
}

type Kept = Pick<Entry, "status" | "headers" | "raw" | "gzip" | "br" | "etag">;
type CacheRequest = {
  method: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
};
/** What a kept page answers: 304, or its status in an encoding (null: none). */
type Variant = { status: number; encoding: "br" | "gzip" | null };

/** The answer a request gets of a kept page: 304, or the page in its best encoding. */
export function variantOf(entry: Kept, request: CacheRequest): Variant {
  if (entry.status === 200 && etagMatches(request.ifNoneMatch, entry.etag)) {
    return { status: 304, encoding: null };
  }
  return { status: entry.status, encoding: preferredEncoding(request.acceptEncoding) ?? null };
}

/** The body of a variant (none for a 304 or a HEAD). */
export function bodyOf(entry: Kept, { status, encoding }: Variant, method: string) {
  if (status === 304 || method === "HEAD") return null;
  return encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.raw;
}

/** The headers of a variant: the kept ones, the ETag, Vary, and for a body its encoding and length. */
export function headersOf(entry: Kept, { status, encoding }: Variant): [string, string][] {
  const headers: [string, string][] = [];
  let vary: string | undefined;
  for (const [name, value] of entry.headers) {
    if (name === "vary") vary = value;
    else headers.push([name, value]);
  }
  headers.push(
    ["etag", entry.etag],
    ["vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"],
  );
  if (status === 304) return headers;
  if (encoding) headers.push(["content-encoding", encoding]);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.raw;
  headers.push(["content-length", String(body.length)]);
  return headers;
}

/** What a kept page answers to a request with these headers: 304, or the page in its best encoding. */
function answerOf(entry: Kept, request: CacheRequest) {
  const variant = variantOf(entry, request);
  return {
    status: variant.status,
    headers: headersOf(entry, variant),
    body: bodyOf(entry, variant, request.method),
  };
}

export function answer(
  c: Context,
  entry: Pick<Entry, "status" | "headers" | "raw" | "gzip" | "br" | "etag">,
) {
  const { status, headers, body } = answerOf(entry, {
    method: c.req.method,
    ifNoneMatch: c.req.header("if-none-match"),
    acceptEncoding: c.req.header("accept-encoding"),
  });
  return new Response(body ? bytesOf(body) : null, { status, headers });
}

/** A page that is not kept (an error, a private or no-store answer): its own headers, compressed for this request. */
export async function answerOnce(c: Context, res: Response, raw: Buffer) {
  const headers = new Headers(res.headers);
  const { body, encoding } = await compressOnce(
    raw,
    preferredEncoding(c.req.header("accept-encoding")),
  );
  headers.delete("Content-Length");
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Length", String(body.length));
  return new Response(bytesOf(body), { status: res.status, statusText: res.statusText, headers });
}
