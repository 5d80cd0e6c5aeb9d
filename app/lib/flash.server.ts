import { FLASH_COOKIE, type Flash } from "./flash";

/** A Set-Cookie value that shows `flash` as a toast on the next page. */
export function flashCookie(flash: Flash) {
  return `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(flash))}; Max-Age=60; Path=/; SameSite=Lax`;
}
