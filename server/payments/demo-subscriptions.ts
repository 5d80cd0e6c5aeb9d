// The demo provider's recurring gifts (docs/recurring-gifts.md "Demo"): the
// subscription a paid subscription-mode session started, its own "update card"
// page, and changes answered at once with the customer.subscription.* event a
// Stripe webhook would send.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { demoCheckoutSessions } from "../db/schema";
import { nextChargeAfter } from "../../shared/domain/recurring";
import type { PaymentEvent, PaymentProvider, SubscriptionSnapshot } from "./provider";
import {
  demoId,
  sameOriginPath,
  sessionEvent,
  type DemoOptions,
  type DemoSession,
} from "./demo-sessions";

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

export type DemoSubscriptions = Pick<
  PaymentProvider,
  | "cardUpdateUrl"
  | "updateSubscription"
  | "pauseSubscription"
  | "resumeSubscription"
  | "cancelSubscription"
> & {
  /** The paid session that started a demo subscription (its "update card" page). */
  getSubscriptionSession(subscriptionId: string): Promise<DemoSession | null>;
};

export function demoSubscriptions({ db, publicUrl }: DemoOptions): DemoSubscriptions {
  return {
    async getSubscriptionSession(subscriptionId) {
      const [row] = await db
        .select()
        .from(demoCheckoutSessions)
        .where(eq(demoCheckoutSessions.subscriptionId, subscriptionId));
      return row ?? null;
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
  };
}
