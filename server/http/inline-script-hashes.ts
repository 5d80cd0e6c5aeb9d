// The Content-Security-Policy script sources of a page the cache answers
// (docs/decisions/011-page-cache.md, docs/security.md): a kept page is shared by
// every visitor, so its inline scripts carry no nonce and are allowed by hash.
import { createHash } from "node:crypto";

/**
 * SHA-256 sources of every executable inline script in a page: React Router's
 * context and module scripts, ScrollRestoration, React's streaming scripts.
 * JSON-LD and other data blocks are not run, so CSP does not ask for them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}
