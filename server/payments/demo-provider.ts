// The `demo` provider (DESIGN "Payments"): the app's own hosted checkout page
// (/checkout/demo/:id), clearly in test mode. Sessions live in the database so
// they survive restarts and are shared by every instance. Paying or cancelling
// produces the same normalized event a Stripe webhook would, which the caller
// hands to the one dispatcher (fulfilment.ts).
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { demoCheckoutSessions } from "../db/schema";
import {
  CHECKOUT_SESSION_ID,
  checkoutExpiry,
  checkoutMetadata,
  kindOf,
  WebhookSignatureError,
  type CheckoutSessionInfo,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from "./provider";
import { nextChargeAfter } from "../../shared/domain/recurring";

export type DemoSession = typeof demoCheckoutSessions.$inferSelect;

/** A gift checkout stays open as long as Stripe's default (24 hours). */
const GIFT_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function demoId(prefix: string) {
  const bytes = randomBytes(24);
  let id = "";
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_demo_${id}`;
}

export type DemoPaymentProvider = PaymentProvider & {
  name: "demo";
  getSession(sessionId: string): Promise<DemoSession | null>;
  /** The paid session that started a demo subscription (its "update card" page). */
  getSubscriptionSession(subscriptionId: string): Promise<DemoSession | null>;
  /** Marks an open session paid; the event is deterministic, so a second click is a duplicate. */
  pay(
    sessionId: string,
  ): Promise<{ outcome: "paid" | "expired"; event: PaymentEvent; redirectTo: string } | null>;
  /** The visitor's 'Cancel': the session expires now (seats and pending gifts are released). */
  cancel(sessionId: string): Promise<{ event: PaymentEvent | null; redirectTo: string } | null>;
};

export function isDemoProvider(provider: PaymentProvider): provider is DemoPaymentProvider {
  return provider.name === "demo";
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

function sessionEvent(session: DemoSession, type: string, eventId: string): PaymentEvent {
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

/** The demo subscription as a Stripe subscription object would report it (docs/recurring-gifts.md "Demo"). */
function demoSubscription(session: DemoSession, now = new Date()): SubscriptionSnapshot {
  const interval = session.interval ?? "month";
  return {
    status: session.subscriptionCancelledAt
      ? "cancelled"
      : session.subscriptionPausedAt
        ? "paused"
        : "active",
    amountCents: session.amountCents,
    interval,
    currentPeriodEnd: nextChargeAfter(session.completedAt ?? session.createdAt, interval, now),
  };
}

/** A customer.subscription.* event about a demo subscription; each change is a new event. */
function subscriptionEvent(
  session: DemoSession,
  type: string,
  eventId: string,
  createdAt = new Date(),
): PaymentEvent {
  return {
    ...sessionEvent(session, type, eventId),
    sessionId: null,
    invoiceId: null,
    paymentStatus: null,
    billingReason: null,
    createdAt,
    subscription: demoSubscription(session, createdAt),
    raw: { object: "demo.subscription", id: session.subscriptionId, type },
  };
}

export function createDemoProvider(options: { db: Db; publicUrl: string }): DemoPaymentProvider {
  const { db, publicUrl } = options;

  const getSession = async (sessionId: string) => {
    const [row] = await db
      .select()
      .from(demoCheckoutSessions)
      .where(eq(demoCheckoutSessions.id, sessionId));
    return row ?? null;
  };

  const expire = async (session: DemoSession) => {
    const [row] = await db
      .update(demoCheckoutSessions)
      .set({ status: "expired" })
      .where(and(eq(demoCheckoutSessions.id, session.id), eq(demoCheckoutSessions.status, "open")))
      .returning();
    return row ?? (await getSession(session.id))!;
  };

  return {
    name: "demo",
    getSession,

    async getSubscriptionSession(subscriptionId) {
      const [row] = await db
        .select()
        .from(demoCheckoutSessions)
        .where(eq(demoCheckoutSessions.subscriptionId, subscriptionId));
      return row ?? null;
    },

    async createCheckout(request) {
      const id = demoId("cs");
      const lineItems =
        request.type === "tickets"
          ? request.lineItems
          : [{ name: request.description, unitAmountCents: request.amountCents, quantity: 1 }];
      const expiresAt = checkoutExpiry(request) ?? new Date(Date.now() + GIFT_SESSION_LIFETIME_MS);
      await db.insert(demoCheckoutSessions).values({
        id,
        mode: request.type === "recurring_gift" ? "subscription" : "payment",
        description:
          request.type === "tickets"
            ? request.lineItems.map((i) => `${i.quantity} × ${i.name}`).join(", ")
            : request.description,
        lineItems,
        amountCents: request.amountCents,
        interval: request.type === "recurring_gift" ? request.interval : null,
        customerEmail: request.customerEmail,
        metadata: checkoutMetadata(request),
        successUrl: sameOriginPath(request.successUrl, publicUrl),
        cancelUrl: sameOriginPath(request.cancelUrl, publicUrl),
        expiresAt,
      });
      return { sessionId: id, url: `/checkout/demo/${id}`, expiresAt };
    },

    async retrieveSession(sessionId) {
      const s = await getSession(sessionId);
      if (!s) return null;
      const status: CheckoutSessionInfo["status"] = isDemoSessionExpired(s) ? "expired" : s.status;
      return {
        id: s.id,
        status,
        paymentStatus: s.status === "complete" ? "paid" : "unpaid",
        customerEmail: s.customerEmail,
        amountCents: s.amountCents,
        metadata: s.metadata,
        subscriptionId: s.subscriptionId,
      };
    },

    async parseWebhook() {
      // The demo provider has no webhooks: its events come from its own page.
      throw new WebhookSignatureError("Webhooks are not used by the demo payment provider");
    },

    async cardUpdateUrl(_customerId, subscriptionId, returnUrl) {
      // The demo's own "update card" page (app/routes/demo-card.tsx), which sends the donor back.
      const back = encodeURIComponent(sameOriginPath(returnUrl, publicUrl));
      return `/checkout/demo/card/${encodeURIComponent(subscriptionId)}?return=${back}`;
    },

    async updateSubscription(subscriptionId, change) {
      const [s] = await db
        .update(demoCheckoutSessions)
        .set({ amountCents: change.amountCents, interval: change.interval })
        .where(
          and(
            eq(demoCheckoutSessions.subscriptionId, subscriptionId),
            isNull(demoCheckoutSessions.subscriptionCancelledAt),
          ),
        )
        .returning();
      return s ? subscriptionEvent(s, "customer.subscription.updated", demoId("evt")) : null;
    },

    async pauseSubscription(subscriptionId) {
      const [s] = await db
        .update(demoCheckoutSessions)
        .set({ subscriptionPausedAt: new Date() })
        .where(
          and(
            eq(demoCheckoutSessions.subscriptionId, subscriptionId),
            isNull(demoCheckoutSessions.subscriptionCancelledAt),
            isNull(demoCheckoutSessions.subscriptionPausedAt),
          ),
        )
        .returning();
      return s ? subscriptionEvent(s, "customer.subscription.updated", demoId("evt")) : null;
    },

    async resumeSubscription(subscriptionId) {
      const [s] = await db
        .update(demoCheckoutSessions)
        .set({ subscriptionPausedAt: null })
        .where(
          and(
            eq(demoCheckoutSessions.subscriptionId, subscriptionId),
            isNull(demoCheckoutSessions.subscriptionCancelledAt),
            isNotNull(demoCheckoutSessions.subscriptionPausedAt),
          ),
        )
        .returning();
      return s ? subscriptionEvent(s, "customer.subscription.updated", demoId("evt")) : null;
    },

    async cancelSubscription(subscriptionId) {
      await db
        .update(demoCheckoutSessions)
        .set({ subscriptionCancelledAt: new Date() })
        .where(
          and(
            eq(demoCheckoutSessions.subscriptionId, subscriptionId),
            isNull(demoCheckoutSessions.subscriptionCancelledAt),
          ),
        );
      const [s] = await db
        .select()
        .from(demoCheckoutSessions)
        .where(eq(demoCheckoutSessions.subscriptionId, subscriptionId));
      if (!s) return null;
      return subscriptionEvent(
        s,
        "customer.subscription.deleted",
        `evt_demo_${subscriptionId}_deleted`,
        s.subscriptionCancelledAt ?? new Date(),
      );
    },

    async refund(request) {
      // Decision 016: the demo refunds at once, and answers the same event a Stripe webhook
      // would send, so the demo runs the same reconcile path. Ids derive from our refund id,
      // so a retried call is the same refund and the same event.
      const refund = {
        id: `re_demo_${request.idempotencyKey}`,
        amountCents: request.amountCents,
        status: "succeeded" as const,
        paymentIntentId: request.paymentIntentId,
        metadata: request.metadata,
      };
      const event: PaymentEvent = {
        id: `evt_demo_${request.idempotencyKey}_refunded`,
        provider: "demo",
        type: "charge.refunded",
        kind: kindOf(request.metadata),
        metadata: request.metadata,
        sessionId: null,
        paymentStatus: null,
        subscriptionId: null,
        invoiceId: null,
        billingReason: null,
        customerId: null,
        customerEmail: null,
        paymentIntentId: request.paymentIntentId,
        amountCents: request.amountCents,
        createdAt: new Date(),
        raw: {
          object: "demo.refund",
          id: refund.id,
          amount: refund.amountCents,
          status: refund.status,
        },
        refunds: [refund],
        amountRefundedCents: null,
      };
      return { refund, event };
    },

    async pay(sessionId) {
      const session = await getSession(sessionId);
      if (!session) return null;
      if (isDemoSessionExpired(session)) {
        const expired = await expire(session);
        if (expired.status === "expired") {
          const event = sessionEvent(
            expired,
            "checkout.session.expired",
            `evt_demo_${sessionId}_expired`,
          );
          return { outcome: "expired", event, redirectTo: expired.cancelUrl };
        }
      }
      const recurring = session.mode === "subscription";
      const [paid] = await db
        .update(demoCheckoutSessions)
        .set({
          status: "complete",
          completedAt: new Date(),
          paymentIntentId: recurring ? null : demoId("pi"),
          customerId: demoId("cus"),
          subscriptionId: recurring ? demoId("sub") : null,
          invoiceId: recurring ? demoId("in") : null,
        })
        .where(
          and(
            eq(demoCheckoutSessions.id, sessionId),
            eq(demoCheckoutSessions.status, "open"),
            gt(demoCheckoutSessions.expiresAt, new Date()),
          ),
        )
        .returning();
      const current = paid ?? (await getSession(sessionId))!;
      if (current.status !== "complete") {
        const event = sessionEvent(
          current,
          "checkout.session.expired",
          `evt_demo_${sessionId}_expired`,
        );
        return { outcome: "expired", event, redirectTo: current.cancelUrl };
      }
      const event = sessionEvent(
        current,
        "checkout.session.completed",
        `evt_demo_${sessionId}_completed`,
      );
      return { outcome: "paid", event, redirectTo: successUrlFor(current) };
    },

    async cancel(sessionId) {
      const session = await getSession(sessionId);
      if (!session) return null;
      if (session.status === "complete") return { event: null, redirectTo: successUrlFor(session) };
      const expired = await expire(session);
      // Paid a moment ago in another tab: nothing to cancel.
      if (expired.status === "complete") return { event: null, redirectTo: successUrlFor(expired) };
      const event = sessionEvent(
        expired,
        "checkout.session.expired",
        `evt_demo_${sessionId}_expired`,
      );
      return { event, redirectTo: expired.cancelUrl };
    },
  };
}
