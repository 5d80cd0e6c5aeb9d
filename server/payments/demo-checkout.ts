// The demo provider's hosted checkout (DESIGN "Payments", docs/payments.md
// "Demo provider"): the app's own page (/checkout/demo/:id), clearly in test
// mode. Opening a session, reading it, and the visitor paying or cancelling,
// which produce the events a Stripe webhook would (dispatched by the caller).
import { and, eq, gt } from "drizzle-orm";
import { demoCheckoutSessions } from "../db/schema";
import {
  checkoutExpiry,
  checkoutMetadata,
  type CheckoutSessionInfo,
  type PaymentEvent,
  type PaymentProvider,
} from "./provider";
import {
  demoId,
  isDemoSessionExpired,
  sameOriginPath,
  sessionEvent,
  successUrlFor,
  type DemoOptions,
  type DemoSession,
} from "./demo-sessions";

/** A gift checkout stays open as long as Stripe's default (24 hours). */
const GIFT_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type DemoCheckout = Pick<PaymentProvider, "createCheckout" | "retrieveSession"> & {
  getSession(sessionId: string): Promise<DemoSession | null>;
  /** Marks an open session paid; the event is deterministic, so a second click is a duplicate. */
  pay(
    sessionId: string,
  ): Promise<{ outcome: "paid" | "expired"; event: PaymentEvent; redirectTo: string } | null>;
  /** The visitor's 'Cancel': the session expires now (seats and pending gifts are released). */
  cancel(sessionId: string): Promise<{ event: PaymentEvent | null; redirectTo: string } | null>;
};

export function demoCheckout({ db, publicUrl }: DemoOptions): DemoCheckout {
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
    getSession,

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
