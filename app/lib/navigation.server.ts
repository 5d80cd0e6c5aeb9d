import { redirect } from "react-router";

/**
 * Whether a request is a person's browser opening the address (a link, the
 * address bar, a bookmark), not a fetcher or an API client. Browsers say so in
 * Sec-Fetch-Dest / Sec-Fetch-Mode; a client that sends neither counts as a
 * browser when it asks for HTML. Fetchers' `fetch()` sends `Sec-Fetch-Dest: empty`.
 */
export function isBrowserNavigation(request: Request) {
  const dest = request.headers.get("sec-fetch-dest");
  const mode = request.headers.get("sec-fetch-mode");
  if (dest !== null || mode !== null) return dest === "document" || mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * Routes that only answer a dialog's fetcher (their data is JSON) send a person
 * who opens their address to the page the dialog lives on, so no address shows
 * raw JSON (docs/architecture.md "Resource routes").
 */
export function redirectBrowserNavigation(request: Request, to: string) {
  if (isBrowserNavigation(request)) throw redirect(to);
}

/** The path segment of a route parameter, safe inside a redirect target. */
export const segment = (value: string | undefined) => encodeURIComponent(value ?? "");

/** A GET of a route that only takes POSTs, from anything but a browser. */
export const postOnly = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
