// Decision 010: how many checkouts one visitor may start in an hour. Tickets
// and gifts share the numbers (card testers try both); each has its own
// buckets, so a donor buying tickets is not held back by their gifts.
import type { DbOrTx } from "../db/client";
import { plural } from "../../shared/domain/words";
import { consumeRateLimit, type RateLimit } from "../http/rate-limit";

export const CHECKOUTS_PER_CLIENT_PER_HOUR = 10;
export const CHECKOUTS_PER_EMAIL_PER_HOUR = 5;
const HOUR = 60 * 60_000;

const inMinutes = (minutes: number) => plural(minutes, "minute");

export type CheckoutLimits = { perClient: RateLimit; perEmail: RateLimit };

export const TICKET_CHECKOUT_LIMITS: CheckoutLimits = {
  perClient: {
    bucket: "ticket-checkout",
    limit: CHECKOUTS_PER_CLIENT_PER_HOUR,
    windowMs: HOUR,
    message: (minutes) =>
      `You have started several checkouts in the last hour. Please finish or cancel a checkout you started, or try again in ${inMinutes(minutes)}.`,
  },
  perEmail: {
    bucket: "ticket-checkout-email",
    limit: CHECKOUTS_PER_EMAIL_PER_HOUR,
    windowMs: HOUR,
    message: (minutes) =>
      `This email address has started several checkouts in the last hour. Please finish or cancel a checkout you started, or try again in ${inMinutes(minutes)}.`,
  },
};

export const DONATION_CHECKOUT_LIMITS: CheckoutLimits = {
  perClient: {
    bucket: "donation-checkout",
    limit: CHECKOUTS_PER_CLIENT_PER_HOUR,
    windowMs: HOUR,
    message: (minutes) =>
      `You have started several donations in the last hour. Thank you! Please try again in ${inMinutes(minutes)}.`,
  },
  perEmail: {
    bucket: "donation-checkout-email",
    limit: CHECKOUTS_PER_EMAIL_PER_HOUR,
    windowMs: HOUR,
    message: (minutes) =>
      `This email address has started several donations in the last hour. Thank you! Please try again in ${inMinutes(minutes)}.`,
  },
};

/**
 * Counts one checkout for the visitor's client and e-mail, or throws 429.
 * Call it in the transaction that records the checkout, so a refusal counts nothing.
 */
export async function consumeCheckoutLimits(
  tx: DbOrTx,
  limits: CheckoutLimits,
  visitor: { clientKey: string | null; email: string },
  now = new Date(),
) {
  if (visitor.clientKey) await consumeRateLimit(tx, limits.perClient, visitor.clientKey, now);
  await consumeRateLimit(tx, limits.perEmail, visitor.email.trim().toLowerCase(), now);
}
