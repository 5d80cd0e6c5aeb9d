import { and, count, eq, like } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { donations, donationSubscriptions, outbox } from "../../db/schema";
import type { PaymentEvent, SubscriptionSnapshot } from "../../payments/provider";
import { SUBSCRIPTION_LINK, signValue } from "../../payments/signed-links";
import { createDonationRow } from "../../test/back-office-factories";
import { createTestApp, createTestServices, type TestServices } from "../../test/harness";
import Stripe from "stripe";
import { createStripeProvider } from "../../payments/stripe-provider";
import { dispatchPaymentEvent } from "../payment-events/index.server";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

let counter = 0;
const T0 = Date.UTC(2026, 9, 1, 12);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const DAY = 24 * 60 * 60_000;
const period = (n: number) => new Date(T0 + n * 30 * DAY);

type Gift = { id: string; subscriptionId: string };

/** A monthly $20 gift whose first invoice is paid (as fulfilment leaves it). */
async function monthlyGift(email = "monthly@example.org"): Promise<Gift> {
  const subscriptionId = `sub_prop_${++counter}`;
  const gift = await createDonationRow(services.db, {
    donorName: "Mo Monthly",
    donorEmail: email,
    amountCents: 2000,
    interval: "month",
    provider: "stripe",
    subscriptionId,
    invoiceId: `in_${subscriptionId}_1`,
    completedAt: at(0),
  });
  await services.db.insert(donationSubscriptions).values({
    id: subscriptionId,
    provider: "stripe",
    donationId: gift.id,
    customerId: "cus_prop",
  });
  return { id: gift.id, subscriptionId };
}

function base(gift: Gift, type: string, createdAt: Date, id: string): PaymentEvent {
  return {
    id,
    provider: "stripe",
    type,
    kind: "donation",
    metadata: { kind: "donation", donationId: gift.id },
    sessionId: null,
    paymentStatus: null,
    subscriptionId: gift.subscriptionId,
    invoiceId: null,
    billingReason: null,
    customerId: "cus_prop",
    customerEmail: null,
    paymentIntentId: null,
    amountCents: null,
    createdAt,
    raw: { id },
  };
}

const invoiceEvent = (
  gift: Gift,
  type: "invoice.paid" | "invoice.payment_failed",
  n: number,
  minute: number,
  attempt = 1,
) => ({
  ...base(gift, type, at(minute), `evt_${gift.subscriptionId}_${type}_${n}_${attempt}`),
  invoiceId: `in_${gift.subscriptionId}_${n}`,
  billingReason: "subscription_cycle",
  amountCents: type === "invoice.paid" ? 2000 : 0,
  paymentIntentId: type === "invoice.paid" ? `pi_${gift.subscriptionId}_${n}` : null,
  periodEndsAt: period(n),
});

const subscriptionEvent = (
  gift: Gift,
  minute: number,
  snapshot: Partial<SubscriptionSnapshot>,
  deleted = false,
) => ({
  ...base(
    gift,
    deleted ? "customer.subscription.deleted" : "customer.subscription.updated",
    at(minute),
    `evt_${gift.subscriptionId}_sub_${minute}`,
  ),
  subscription: {
    status: "active" as const,
    amountCents: 2000,
    interval: "month" as const,
    currentPeriodEnd: period(1),
    ...snapshot,
  },
});

async function deliver(events: PaymentEvent[]) {
  for (const event of events) await dispatchPaymentEvent(services, event);
}

async function state(gift: Gift) {
  const [row] = await services.db
    .select()
    .from(donationSubscriptions)
    .where(eq(donationSubscriptions.id, gift.subscriptionId));
  const [gifts] = await services.db
    .select({ n: count() })
    .from(donations)
    .where(
      and(eq(donations.subscriptionId, gift.subscriptionId), eq(donations.status, "completed")),
    );
  return {
    status: row!.status,
    amountCents: row!.amountCents,
    interval: row!.interval,
    nextChargeAt: row!.nextChargeAt?.toISOString() ?? null,
    cancelled: row!.cancelledAt !== null,
    paused: row!.pausedAt !== null,
    gifts: gifts!.n,
  };
}

/** Each scenario, in the order the provider made its events, and the state it must end in. */
const scenarios: {
  name: string;
  events: (gift: Gift) => PaymentEvent[];
  expected: Awaited<ReturnType<typeof state>>;
}[] = [
  {
    name: "a renewal, a failed payment and its successful retry",
    events: (g) => [
      invoiceEvent(g, "invoice.paid", 2, 10),
      subscriptionEvent(g, 10, { currentPeriodEnd: period(2) }),
      invoiceEvent(g, "invoice.payment_failed", 3, 20),
      subscriptionEvent(g, 21, { status: "past_due", currentPeriodEnd: period(3) }),
      invoiceEvent(g, "invoice.payment_failed", 3, 30, 2),
      invoiceEvent(g, "invoice.paid", 3, 40),
      subscriptionEvent(g, 41, { status: "active", currentPeriodEnd: period(3) }),
    ],
    expected: {
      status: "active",
      amountCents: 2000,
      interval: "month",
      nextChargeAt: period(3).toISOString(),
      cancelled: false,
      paused: false,
      gifts: 3,
    },
  },
  {
    name: "a new amount and interval, a pause, a resume, then a cancellation",
    events: (g) => [
      invoiceEvent(g, "invoice.paid", 2, 5),
      subscriptionEvent(g, 10, {
        amountCents: 3500,
        interval: "year",
        currentPeriodEnd: period(12),
      }),
      subscriptionEvent(g, 20, {
        status: "paused",
        amountCents: 3500,
        interval: "year",
        currentPeriodEnd: period(12),
      }),
      subscriptionEvent(g, 30, {
        status: "active",
        amountCents: 3500,
        interval: "year",
        currentPeriodEnd: period(12),
      }),
      subscriptionEvent(
        g,
        40,
        { status: "cancelled", amountCents: 3500, interval: "year", currentPeriodEnd: period(12) },
        true,
      ),
    ],
    expected: {
      status: "cancelled",
      amountCents: 3500,
      interval: "year",
      nextChargeAt: period(12).toISOString(),
      cancelled: true,
      paused: false,
      gifts: 2,
    },
  },
  {
    name: "a pause that is still on",
    events: (g) => [
      subscriptionEvent(g, 10, { amountCents: 2500 }),
      invoiceEvent(g, "invoice.paid", 2, 15),
      subscriptionEvent(g, 20, {
        status: "paused",
        amountCents: 2500,
        currentPeriodEnd: period(2),
      }),
    ],
    expected: {
      status: "paused",
      amountCents: 2500,
      interval: "month",
      nextChargeAt: period(2).toISOString(),
      cancelled: false,
      paused: true,
      gifts: 2,
    },
  },
];

describe("subscription events: delivered twice and out of order, the same end state", () => {
  for (const scenario of scenarios) {
    test(
      scenario.name,
      async () => {
        // In order, once: the reference.
        const first = await monthlyGift();
        await deliver(scenario.events(first));
        expect(await state(first)).toEqual(scenario.expected);

        const length = scenario.events(first).length;
        const order = fc.shuffledSubarray([...Array(length).keys()], {
          minLength: length,
          maxLength: length,
        });
        await fc.assert(
          fc.asyncProperty(order, order, async (once, again) => {
            const gift = await monthlyGift();
            const events = scenario.events(gift);
            // Every event twice, the second round in another order (a redelivery after a timeout).
            await deliver([...once.map((i) => events[i]!), ...again.map((i) => events[i]!)]);
            expect(await state(gift)).toEqual(scenario.expected);
          }),
          { numRuns: 12 },
        );
      },
      60_000,
    );
  }
});

describe("subscription events: failed payments", () => {
  const failureMails = (to: string) =>
    services.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), like(outbox.subject, "%did not go through%")));

  test("the donor is e-mailed the gift's own link once per invoice, however many retries fail", async () => {
    const gift = await monthlyGift("retries@example.org");
    await deliver([
      invoiceEvent(gift, "invoice.payment_failed", 2, 10),
      invoiceEvent(gift, "invoice.payment_failed", 2, 20, 2),
      invoiceEvent(gift, "invoice.payment_failed", 2, 30, 3),
    ]);
    expect((await state(gift)).status).toBe("past_due");
    const mails = await failureMails("retries@example.org");
    expect(mails).toHaveLength(1);
    const link = `${services.env.PUBLIC_URL}/donate/manage/${signValue(services.secret, SUBSCRIPTION_LINK, gift.subscriptionId)}`;
    expect(mails[0]!.text).toContain(link);
    expect(mails[0]!.text).toContain("$20.00 monthly");
    expect(mails[0]!.html).toContain(`<a href="${link}">`);

    await deliver([
      invoiceEvent(gift, "invoice.paid", 2, 40),
      invoiceEvent(gift, "invoice.payment_failed", 3, 50),
    ]);
    expect(await failureMails("retries@example.org")).toHaveLength(2);
  });

  test("a failure older than a later payment changes nothing and sends nothing", async () => {
    const gift = await monthlyGift("late-failure@example.org");
    await deliver([
      invoiceEvent(gift, "invoice.paid", 2, 40),
      invoiceEvent(gift, "invoice.payment_failed", 2, 10),
    ]);
    expect((await state(gift)).status).toBe("active");
    expect(await failureMails("late-failure@example.org")).toHaveLength(0);
  });

  test("a cancelled gift stays cancelled and is not e-mailed about a failure", async () => {
    const gift = await monthlyGift("cancelled@example.org");
    await deliver([
      subscriptionEvent(gift, 10, { status: "cancelled" }, true),
      invoiceEvent(gift, "invoice.payment_failed", 2, 20),
      invoiceEvent(gift, "invoice.paid", 2, 30),
    ]);
    expect((await state(gift)).status).toBe("cancelled");
    expect(await failureMails("cancelled@example.org")).toHaveLength(0);
  });

  test("events about a subscription we have not seen yet create its row, which the checkout then completes", async () => {
    const gift = {
      id: "00000000-0000-4000-8000-000000000000",
      subscriptionId: `sub_unknown_${++counter}`,
    };
    await deliver([subscriptionEvent(gift, 10, { amountCents: 4200, status: "past_due" })]);
    const [row] = await services.db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.id, gift.subscriptionId));
    expect(row).toMatchObject({
      status: "past_due",
      amountCents: 4200,
      donationId: null,
      customerId: "cus_prop",
    });
  });
});

describe("subscription events through the Stripe webhook (real payload shapes)", () => {
  const webhookSecret = "whsec_subscriptions";
  const post = (
    app: ReturnType<typeof createTestApp>,
    type: string,
    object: Record<string, unknown>,
    created: number,
  ) => {
    const body = JSON.stringify({
      id: `evt_wh_${++counter}`,
      object: "event",
      type,
      created,
      data: { object },
    });
    return app.request("http://localhost:3000/api/webhooks/stripe", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: webhookSecret,
        }),
      },
      body,
    });
  };

  test("payment_failed then subscription.updated (period end on the item) then a retry paid", async () => {
    const demo = services.payments;
    services.payments = createStripeProvider({ secretKey: "sk_test_subs", webhookSecret });
    try {
      const app = createTestApp(services);
      const gift = await monthlyGift("webhook-donor@example.org");
      const now = Math.floor(Date.now() / 1000);
      const parent = {
        type: "subscription_details",
        subscription_details: {
          subscription: gift.subscriptionId,
          metadata: { kind: "donation", donationId: gift.id },
        },
      };
      const failed = {
        id: "in_wh_2",
        object: "invoice",
        amount_paid: 0,
        billing_reason: "subscription_cycle",
        customer: "cus_prop",
        customer_email: "webhook-donor@example.org",
        parent,
        lines: { data: [{ period: { start: now, end: now + 30 * 86_400 } }] },
      };
      expect((await post(app, "invoice.payment_failed", failed, now)).status).toBe(200);
      const subscription = {
        id: gift.subscriptionId,
        object: "subscription",
        status: "past_due",
        customer: "cus_prop",
        metadata: { kind: "donation", donationId: gift.id },
        items: {
          data: [
            {
              id: "si_1",
              quantity: 1,
              current_period_end: now + 30 * 86_400,
              price: { unit_amount: 2000, recurring: { interval: "month" } },
            },
          ],
        },
      };
      expect((await post(app, "customer.subscription.updated", subscription, now + 1)).status).toBe(
        200,
      );
      expect(await state(gift)).toMatchObject({
        status: "past_due",
        amountCents: 2000,
        nextChargeAt: new Date((now + 30 * 86_400) * 1000).toISOString(),
      });
      const [mail] = await services.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.to, "webhook-donor@example.org"),
            like(outbox.subject, "%did not go through%"),
          ),
        );
      expect(mail!.text).toContain("/donate/manage/");

      const paid = {
        ...failed,
        amount_paid: 2000,
        payment_intent: "pi_wh_2",
        lines: { data: [{ period: { start: now, end: now + 60 * 86_400 } }] },
      };
      expect((await post(app, "invoice.paid", paid, now + 100)).status).toBe(200);
      expect(await state(gift)).toMatchObject({
        status: "active",
        gifts: 2,
        nextChargeAt: new Date((now + 60 * 86_400) * 1000).toISOString(),
      });
    } finally {
      services.payments = demo;
    }
  });
});
