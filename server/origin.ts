import type { Env } from "./env";

/** Origins this site answers on: PUBLIC_URL, plus localhost/127.0.0.1 twins for local use. */
export function siteOrigins(env: Env): string[] {
  const url = new URL(env.PUBLIC_URL);
  const origins = [url.origin];
  if (url.hostname === "localhost" || url.hostname === "127.0.0.1") {
    const port = url.port ? `:${url.port}` : "";
    origins.push(`${url.protocol}//localhost${port}`, `${url.protocol}//127.0.0.1${port}`);
  }
  return origins;
}

/**
 * A request is same-origin when it sends no Origin header (same-site navigations
 * in old browsers, server-to-server webhooks) or one of the site's own origins,
 * or the origin the request itself was addressed to. Without an Origin, a
 * browser's Fetch Metadata still tells a request another site started
 * (Sec-Fetch-Site: cross-site, or same-site for a sibling sub-domain): refused
 * too (docs/security.md §2).
 */
export function isSameOrigin(request: Request, env: Env): boolean {
  const origin = request.headers.get("origin");
  if (!origin) {
    const site = request.headers.get("sec-fetch-site");
    return site !== "cross-site" && site !== "same-site";
  }
  if (siteOrigins(env).includes(origin)) return true;
  return origin === new URL(request.url).origin;
}
