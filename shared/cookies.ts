// The names of the cookies this site sets, shared by the server (which reads them
// to tell a personal request from an anonymous one) and the app.

/** Better Auth's session cookie (server/auth/auth.ts sets the "homefront" prefix). */
export const SESSION_COOKIE = "homefront.session_token";

/** A one-shot toast carried across a redirect (app/lib/flash.ts). */
export const FLASH_COOKIE = "homefront.flash";
