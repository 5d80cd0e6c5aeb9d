// A one-shot toast carried across a redirect in a short-lived cookie. The
// server sets it (flash.server.ts); the root reads it and the browser clears it.
import { FLASH_COOKIE } from "../../shared/cookies";

export { FLASH_COOKIE };

export type Flash = { title: string; description?: string; variant?: "success" | "error" };

export function readFlash(cookieHeader: string | null): Flash | null {
  if (!cookieHeader) return null;
  const raw = cookieHeader
    .split(/;\s*/)
    .find((part) => part.startsWith(`${FLASH_COOKIE}=`))
    ?.slice(FLASH_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Flash;
    return typeof value?.title === "string" ? value : null;
  } catch {
    return null;
  }
}

export function clearFlashCookie() {
  document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
