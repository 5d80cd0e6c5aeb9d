// docs/decisions/011-page-cache.md: public pages and their `.data`, for visitors
// without a session or a one-shot toast, answered from memory. A page is stored
// when its route marked it public (app/lib/http-cache.server.ts), compressed once
// (brotli and gzip), with an ETag. Nothing here knows which write changes which
// page: every committed write to a watched table (server/db/content-changes.ts)
// empties the cache, and every entry also ends at the next moment time alone
// changes a page (an event starts, sales open, a hold lapses, a new day).
import type { MiddlewareHandler } from "hono";
import type { IncomingMessage, ServerResponse } from "node:http";
import { FLASH_COOKIE, SESSION_COOKIE } from "../../shared/cookies";
import { compressToKeep, weakEtag } from "./compression";
import { inlineScriptHashes } from "./inline-script-hashes";
import {
  answer,
  answerOnce,
  bodyOf,
  headersOf,
  keptHeaders,
  variantOf,
  type Entry,
} from "./page-cache-answers";

declare module "hono" {
  interface ContextVariableMap {
    /** This request is the page cache's: rendered without a nonce, answered with hashes. */
    pageCacheRequest: boolean;
    /** The Content-Security-Policy script sources of a page the cache answers. */
    scriptHashes: string[];
  }
}

/** Requests that are never pages: the API, files, health. */
const NOT_PAGES = /^\/(?:api|assets|uploads)\/|^\/healthz$/;
/**
 * Pages opened by a signed link (docs/decisions/017-self-service-and-waitlist.md):
 * the token is the only key to a buyer's order or a waitlist offer, so they
 * are never kept, whatever headers a route might send. So is a supporter's year-end
 * statement link (docs/statements.md).
 */
export const NEVER_KEPT = /^\/(?:registrations|waitlist|statements)\//;
const CACHED_TYPES = /^(?:text\/html|text\/x-script)/;

export type PageCacheOptions = {
  /** Subscribes to committed writes (Database.onContentChange). */
  onContentChange: (listener: () => void) => () => void;
  /** The next moment after `now` at which time alone changes a public page. */
  nextTimeChange: (now: Date) => Promise<Date | null>;
  /** Upper bound of the stored bytes (all encodings); least recently used go first. */
  maxBytes?: number;
  enabled?: boolean;
  onError?: (error: unknown) => void;
};

/** The cookies that make a page personal: a session, or a toast to show once. */
export function isPersonal(cookieHeader: string | undefined) {
  return Boolean(
    cookieHeader &&
    (cookieHeader.includes(SESSION_COOKIE) || cookieHeader.includes(`${FLASH_COOKIE}=`)),
  );
}

export function createPageCache(options: PageCacheOptions) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Bumped by every committed write: a render that began before one is not stored. */
  let version = 0;
  /**
   * The next time change, computed once per version and again once it has come
   * (`passed`: its moment, when known), so a page first asked for after a
   * boundary is kept again.
   */
  let nextChange:
    { version: number; at: Promise<number>; passed: (now: number) => boolean } | undefined;

  const flush = () => {
    version += 1;
    entries.clear();
    bytes = 0;
  };
  options.onContentChange(flush);

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.raw.length + entry.gzip.length + entry.br.length;
  };

  const timeLimit = (now: number) => {
    if (!nextChange || nextChange.version !== version || nextChange.passed(now)) {
      let moment: number | undefined;
      const at = options
        .nextTimeChange(new Date(now))
        .then((date) => (date ? date.getTime() : Number.POSITIVE_INFINITY))
        // Not knowing the next change means not keeping the page (and asking again next time).
        .catch((error: unknown) => {
          options.onError?.(error);
          return 0;
        })
        .then((value) => (moment = value));
      nextChange = { version, at, passed: (time) => moment !== undefined && moment <= time };
    }
    return nextChange.at;
  };

  const lookup = (key: string, now: number) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      remove(key);
      return undefined;
    }
    // Least recently used first out: a hit moves the entry to the end.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const store = (key: string, entry: Entry) => {
    const size = entry.raw.length + entry.gzip.length + entry.br.length;
    if (size > maxBytes / 8) return;
    remove(key);
    entries.set(key, entry);
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  /** Whether a request is the cache's to answer (anonymous GET or HEAD of a page). */
  const isCacheRequest = (method: string, path: string, cookie: string | undefined) =>
    options.enabled !== false &&
    (method === "GET" || method === "HEAD") &&
    !NOT_PAGES.test(path) &&
    !NEVER_KEPT.test(path) &&
    !isPersonal(cookie);

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    if (!isCacheRequest(method, c.req.path, c.req.header("cookie"))) return next();
    c.set("pageCacheRequest", true);
    const url = c.req.url;
    const query = url.indexOf("?");
    const key = c.req.path + (query === -1 ? "" : url.slice(query));
    const now = Date.now();
    const hit = lookup(key, now);
    if (hit) {
      c.set("scriptHashes", hit.scriptHashes);
      c.res = answer(c, hit);
      return;
    }
    const startVersion = version;
    const until = timeLimit(now);
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (method === "HEAD" || !res.body || !CACHED_TYPES.test(type)) {
      c.set("scriptHashes", []);
      return;
    }
    // The whole page, so its inline scripts can be hashed (and it can be kept).
    const raw = Buffer.from(await res.arrayBuffer());
    const scriptHashes = type.startsWith("text/html")
      ? inlineScriptHashes(raw.toString("utf8"))
      : [];
    c.set("scriptHashes", scriptHashes);
    const cacheable =
      res.status === 200 &&
      /^public\b/i.test(res.headers.get("cache-control") ?? "") &&
      !res.headers.has("set-cookie");
    c.res = undefined as never; // else Hono copies the rendered response's headers over the new ones
    if (!cacheable) {
      c.res = await answerOnce(c, res, raw);
      return;
    }
    const { br, gzip: gz } = await compressToKeep(raw);
    const entry = {
      status: res.status,
      headers: keptHeaders(res),
      raw,
      gzip: gz,
      br,
      etag: weakEtag(raw),
      scriptHashes,
    };
    c.res = answer(c, entry);
    const expiresAt = await until;
    // A write committed while this page rendered may or may not be in it: do not keep it.
    if (version === startVersion && expiresAt > Date.now()) store(key, { ...entry, expiresAt });
  };

  // A kept page's few possible header blocks (304, or 200 in each encoding),
  // each made once and written as is on every hit (docs/decisions/011-page-cache.md).
  const headerBlocks = new WeakMap<Entry, Map<string, string[]>>();

  /**
   * Answers a kept page straight from Node's request handler, ahead of Hono
   * (server/index.ts): a hit needs none of the app's per-request work, and
   * Hono's Request and Response objects were most of its cost. Everything else
   * (and any URL with an escape, whose key Hono spells decoded) goes on to the app.
   */
  const answerNode = (
    req: IncomingMessage,
    res: ServerResponse,
    extraHeaders: (scriptHashes: string[], status: number) => [string, string][],
  ): Entry | undefined => {
    const url = req.url ?? "";
    const method = req.method ?? "";
    if (url.includes("%") || !url.startsWith("/")) return undefined;
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const requestHeaders = req.headers;
    if (!isCacheRequest(method, path, requestHeaders.cookie)) return undefined;
    const hit = lookup(url, Date.now());
    if (!hit) return undefined;
    const variant = variantOf(hit, {
      method,
      ifNoneMatch: requestHeaders["if-none-match"],
      acceptEncoding: requestHeaders["accept-encoding"],
    });
    let blocks = headerBlocks.get(hit);
    if (!blocks) headerBlocks.set(hit, (blocks = new Map()));
    const key = `${variant.status} ${variant.encoding}`;
    let block = blocks.get(key);
    if (!block) {
      block = [
        ...headersOf(hit, variant),
        ...extraHeaders(hit.scriptHashes, variant.status),
      ].flat();
      blocks.set(key, block);
    }
    res.writeHead(variant.status, block);
    res.end(bodyOf(hit, variant, method) ?? undefined);
    return hit;
  };

  return {
    middleware,
    answerNode,
    /** How many pages are kept, and their bytes (all encodings). */
    size: () => ({ entries: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
