// DESIGN "Caching", docs/decisions/003: public pages and their data say how long a shared cache
// (a CDN) may keep them; browsers always revalidate, cheaply, with the ETag
// added by server/http/page-responses.ts. Pages for a signed-in visitor (their
// header differs) or carrying a one-shot toast are private.
import type { AppLoadContext } from "react-router";
import { FLASH_COOKIE } from "./flash";

export function publicCacheHeaders(
  request: Request,
  context: AppLoadContext,
  sharedMaxAgeSeconds: number,
) {
  const cookie = request.headers.get("cookie") ?? "";
  const personal = context.user !== null || cookie.includes(`${FLASH_COOKIE}=`);
  return {
    "Cache-Control": personal
      ? "private, no-cache"
      : `public, max-age=0, must-revalidate, s-maxage=${sharedMaxAgeSeconds}, stale-while-revalidate=${sharedMaxAgeSeconds}`,
    Vary: "Cookie",
  };
}

/** Failures are never cached. */
export const noStoreHeaders = { "Cache-Control": "no-store" };
