// How pages and their data are compressed: once per response for a page rendered
// for one visitor, once per change for a page the page cache keeps
// (docs/decisions/011-page-cache.md "Uncached renders"). Figures behind the levels, for
// the ~90-100 KB pages the stylesheet inlined by decision 012 makes (2-core machine):
// brotli 4 ≈ 0.8 ms and 18.7 KB, gzip 6 ≈ 1.1 ms and 19.1 KB, brotli 6 ≈ 1.3 ms and
// 17.3 KB, brotli 9 ≈ 13 ms and 17.1 KB.
//
// Brotli's window is sized to the body: at its default (4 MB) each encoder's buffers,
// which Node reports to V8 as external memory, made V8 run a full collection every
// few responses (71 mark-compacts instead of 16 over the same 750 renders of /, and
// 20 ms of CPU per page instead of 8).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type Encoding = "br" | "gzip";

/** Below this, compressing costs more than the bytes it saves (Hono's compress uses the same). */
export const COMPRESS_THRESHOLD = 1024;

/** The encoding a response to this Accept-Encoding gets: brotli first, as every current browser takes it. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

/** Brotli's parameters for a body of this size: the smallest window that holds all of it. */
function brotliParams(quality: number, size: number) {
  const window = Math.min(
    zlib.BROTLI_DEFAULT_WINDOW,
    Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))),
  );
  return {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.BROTLI_PARAM_LGWIN]: window,
  };
}

/** One encoding, quickly: a response compressed for this request only. */
export async function compressOnce(raw: Buffer, encoding: Encoding | undefined) {
  if (!encoding || raw.length < COMPRESS_THRESHOLD) return { body: raw, encoding: undefined };
  const body =
    encoding === "br"
      ? await brotli(raw, { params: brotliParams(4, raw.length) })
      : await gzipped(raw, { level: 6 });
  return { body, encoding };
}

/**
 * Both encodings, smaller: a kept page is compressed once per change and sent many
 * times. Brotli 6 is within 2% of 9's size at a tenth of its time, and every write
 * to a watched table makes each visited page compress again.
 */
export async function compressToKeep(raw: Buffer) {
  const [br, gz] = await Promise.all([
    brotli(raw, { params: brotliParams(6, raw.length) }),
    gzipped(raw, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/**
 * A weak validator over the body; `without` (a response's CSP nonce, new on every
 * request) is left out of the hash, so an unchanged page still matches (docs/security.md §1).
 */
export function weakEtag(raw: Buffer, without?: string) {
  const hash = createHash("sha1");
  let from = 0;
  if (without) {
    for (
      let at = raw.indexOf(without, 0, "latin1");
      at !== -1;
      at = raw.indexOf(without, from, "latin1")
    ) {
      hash.update(raw.subarray(from, at));
      from = at + without.length;
    }
  }
  hash.update(from === 0 ? raw : raw.subarray(from));
  return `W/"${hash.digest("base64url")}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/** A Buffer as the Uint8Array a Response takes, without copying it. */
export const bytesOf = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
