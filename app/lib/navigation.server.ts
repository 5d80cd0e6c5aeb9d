import { redirect } from "react-router";
import { asUuid } from "../../shared/domain/ids";

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

/**
 * A route's id parameter inside a redirect target: a real id as it is, anything
 * else (junk, unpaired surrogates) as a word that leads to the not-found page.
 */
export const segment = (value: string | undefined) => asUuid(value) ?? "not-found";

/** A GET of a route that only takes POSTs, from anything but a browser. */
export const postOnly = () =>
  new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
