// The demo provider's checkout sessions (DESIGN "Payments", docs/payments.md
// "Demo provider"): rows of demo_checkout_sessions, so they survive restarts and
// are shared by every instance; their ids, expiry and return URLs, and the
// normalized event a session produces (the one a Stripe webhook would send).
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { demoCheckoutSessions } from "../db/schema";
import { CHECKOUT_SESSION_ID, kindOf, type PaymentEvent } from "./provider";

export type DemoSession = typeof demoCheckoutSessions.$inferSelect;

/** What the demo provider's parts work with: the database and the site's address. */
export type DemoOptions = { db: Db; publicUrl: string };

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function demoId(prefix: string) {
  const bytes = randomBytes(24);
  let id = "";
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_demo_${id}`;
}

export function isDemoSessionExpired(session: DemoSession, now = new Date()) {
  return session.status === "expired" || (session.status === "open" && session.expiresAt <= now);
}

/**
 * docs/payments.md "Demo provider": the demo checkout is this site's own page, so it sends the
 * visitor back on a same-origin path; PUBLIC_URL's origin is dropped, and a visitor who came
 * through another address (127.0.0.1 rather than localhost) stays on it.
 */
export function sameOriginPath(url: string, publicUrl: string) {
  return url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url;
}

export function successUrlFor(session: DemoSession) {
  return session.successUrl.replaceAll(CHECKOUT_SESSION_ID, session.id);
}

export function sessionEvent(session: DemoSession, type: string, eventId: string): PaymentEvent {
  return {
    id: eventId,
    provider: "demo",
    type,
    kind: kindOf(session.metadata),
    metadata: session.metadata,
    sessionId: session.id,
    paymentStatus: session.status === "complete" ? "paid" : "unpaid",
    subscriptionId: session.subscriptionId,
    invoiceId: session.invoiceId,
    billingReason: session.subscriptionId ? "subscription_create" : null,
    customerId: session.customerId,
    customerEmail: session.customerEmail,
    paymentIntentId: session.paymentIntentId,
    amountCents: session.amountCents,
    createdAt: session.completedAt ?? new Date(),
    raw: { object: "demo.checkout_session", id: session.id, status: session.status },
  };
}
