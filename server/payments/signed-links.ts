// Links that act without a login: manage or cancel a recurring gift from the receipt
// (docs/payments.md "Donations"), release a ticket hold from the checkout's cancel link
// (docs/payments.md "Event registrations"). An HMAC of the purpose and the id under the site secret.
import { createHmac, timingSafeEqual } from "node:crypto";

function mac(secret: string, purpose: string, value: string) {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

/** `${value}.${signature}`; value must not contain a dot. */
export function signValue(secret: string, purpose: string, value: string) {
  return `${value}.${mac(secret, purpose, value)}`;
}

/** The value when the token is genuine, else null. */
export function verifySignedValue(secret: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, purpose, value));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value;
}

export const SUBSCRIPTION_LINK = "manage-recurring-gift";
export const HOLD_RELEASE_LINK = "release-ticket-hold";
/** Decision 017: the buyer's own page of a registration, from the confirmation e-mail. */
export const REGISTRATION_MANAGE_LINK = "manage-registration";
/** Decision 017: a waitlist offer's link, that registers with the held seats. */
export const WAITLIST_OFFER_LINK = "waitlist-offer";
/** docs/statements.md: a supporter's year-end statement, asked for at /statements (expires). */
export const STATEMENT_LINK = "year-end-statement";
