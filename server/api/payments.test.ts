import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  donations,
  donationSubscriptions,
  outbox,
  paymentEvents,
  receipts,
  refunds,
} from "../db/schema";
import { createStripeProvider } from "../payments/stripe-provider";
import { createDonationCheckout } from "../modules/giving/index.server";
import { refundDonation } from "../modules/refunds/index.server";
import { startFakeStripe, type FakeStripe } from "../test/fake-stripe";
import { createTestApp, createTestServices, type TestServices } from "../test/harness";
import { createFundraiser } from "../test/factories";
import { paymentCounts, raisedCents, validGift } from "../test/payment-factories";

const webhookSecret = "whsec_test_webhooks";
let services: TestServices;
let app: ReturnType<typeof createTestApp>;
let fake: FakeStripe;
let eventCounter = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  services = await createTestServices({
    STRIPE_SECRET_KEY: "sk_test_webhooks",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  });
  // The provider boot chose, pointed at the local fake Stripe API.
  services.payments = createStripeProvider({
    secretKey: "sk_test_webhooks",
    webhookSecret,
    api: fake.api,
  });
  app = createTestApp(services);
});
afterAll(async () => {
  await services.cleanup();
  await fake.close();
});

type Obj = Record<string, unknown>;
const event = (type: string, object: Obj, id = `evt_test_${++eventCounter}`) =>
  JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });

function post(
  body: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }),
) {
  return app.request("http://localhost:3000/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
}

async function giftCheckout(overrides: Obj = {}) {
  const { sessionId } = await createDonationCheckout(
    services,
    validGift({ donorEmail: `donor-${++eventCounter}@example.org`, ...overrides }),
    {
      clientIp: `ip-${eventCounter}`,
    },
  );
  const [row] = await services.db
    .select()
    .from(donations)
    .where(eq(donations.checkoutSessionId, sessionId));
  return row!;
}

const session = (
  gift: { id: string; checkoutSessionId: string | null; amountCents: number },
  extra: Obj = {},
) => ({
  id: gift.checkoutSessionId,
  object: "checkout.session",
  amount_total: gift.amountCents,
  payment_status: "paid",
  status: "complete",
  customer_details: { email: "ada@example.org" },
  payment_intent: "pi_123",
  metadata: { kind: "donation", donationId: gift.id },
  ...extra,
});

const invoice = (
  id: string,
  subscription: string,
  donationId: string,
  amount: number,
  reason: string,
) => ({
  id,
  object: "invoice",
  amount_paid: amount,
  billing_reason: reason,
  customer: "cus_monthly",
  customer_email: "monthly@example.org",
  parent: {
    type: "subscription_details",
    subscription_details: { subscription, metadata: { kind: "donation", donationId } },
  },
});

describe("POST /api/webhooks/stripe: signatures", () => {
  test("a valid signature is accepted and fulfils the gift", async () => {
    const fundraiser = await createFundraiser(services.db);
    const gift = await giftCheckout({ fundraiserId: fundraiser.id });
    const res = await post(event("checkout.session.completed", session(gift)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, result: "processed" });
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents + 5000);
  });

  test("a tampered body, an old or future timestamp, a wrong secret or no signature: 400 and nothing changed", async () => {
    const fundraiser = await createFundraiser(services.db);
    const gift = await giftCheckout({ fundraiserId: fundraiser.id });
    const body = event("checkout.session.completed", session(gift));
    const before = await paymentCounts(services.db);
    const attempts = [
      post(
        body.replace('"amount_total":5000', '"amount_total":1'),
        Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }),
      ),
      post(
        body,
        Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: webhookSecret,
          timestamp: Math.floor(Date.now() / 1000) - 301,
        }),
      ),
      post(
        body,
        Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: webhookSecret,
          timestamp: Math.floor(Date.now() / 1000) + 301,
        }),
      ),
      post(
        body,
        Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_someone_else" }),
      ),
      post(body, ""),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: "invalid_signature",
          message: "The webhook signature could not be verified.",
        },
      });
    }
    expect(await paymentCounts(services.db)).toEqual(before);
    const [row] = await services.db.select().from(donations).where(eq(donations.id, gift.id));
    expect(row!.status).toBe("pending");
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents);
  });
});

describe("duplicates and out-of-order events: one donation, one raise", () => {
  test("the same signed event five times, all at once, fulfils once", async () => {
    const fundraiser = await createFundraiser(services.db);
    const gift = await giftCheckout({ fundraiserId: fundraiser.id, amount: "75.25" });
    const body = event("checkout.session.completed", session(gift));
    const results = await Promise.all([post(body), post(body), post(body), post(body), post(body)]);
    const outcomes = await Promise.all(results.map(async (r) => (await r.json()).result));
    expect(outcomes.filter((o) => o === "processed")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(4);
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents + 7525);
    const issued = await services.db
      .select()
      .from(receipts)
      .where(eq(receipts.donationId, gift.id));
    expect(issued).toHaveLength(1);
    const mine = (await services.db.select().from(outbox)).filter((m) =>
      m.text.includes(`Receipt number: ${issued[0]!.number}`),
    );
    expect(mine).toHaveLength(1);
  });

  test("different events about one session (completed, async succeeded, expired) fulfil once and never undo", async () => {
    const fundraiser = await createFundraiser(services.db);
    const gift = await giftCheckout({ fundraiserId: fundraiser.id });
    await post(event("checkout.session.async_payment_succeeded", session(gift)));
    await post(event("checkout.session.completed", session(gift)));
    await post(
      event(
        "checkout.session.expired",
        session(gift, { status: "expired", payment_status: "unpaid" }),
      ),
    );
    await post(event("checkout.session.async_payment_failed", session(gift)));
    const [row] = await services.db.select().from(donations).where(eq(donations.id, gift.id));
    expect(row!.status).toBe("completed");
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents + 5000);
  });

  test("an unpaid completion waits for the async payment; expiry cancels a pending gift", async () => {
    const fundraiser = await createFundraiser(services.db);
    const slow = await giftCheckout({ fundraiserId: fundraiser.id });
    await post(event("checkout.session.completed", session(slow, { payment_status: "unpaid" })));
    expect(
      (await services.db.select().from(donations).where(eq(donations.id, slow.id)))[0]!.status,
    ).toBe("pending");
    await post(event("checkout.session.async_payment_succeeded", session(slow)));
    expect(
      (await services.db.select().from(donations).where(eq(donations.id, slow.id)))[0]!.status,
    ).toBe("completed");

    const abandoned = await giftCheckout({ fundraiserId: fundraiser.id });
    await post(
      event(
        "checkout.session.expired",
        session(abandoned, { status: "expired", payment_status: "unpaid" }),
      ),
    );
    expect(
      (await services.db.select().from(donations).where(eq(donations.id, abandoned.id)))[0]!.status,
    ).toBe("cancelled");
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents + 5000);
  });

  test("an event naming another session than the gift's is ignored", async () => {
    const gift = await giftCheckout();
    await post(event("checkout.session.completed", session(gift, { id: "cs_test_someone_else" })));
    expect(
      (await services.db.select().from(donations).where(eq(donations.id, gift.id)))[0]!.status,
    ).toBe("pending");
  });

  test("events without our metadata or of other types are recorded and ignored", async () => {
    const res = await post(
      event("charge.succeeded", { id: "ch_1", object: "charge" }, "evt_other_1"),
    );
    expect(await res.json()).toEqual({ received: true, result: "ignored" });
    const [row] = await services.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, "evt_other_1"));
    expect(row!.type).toBe("charge.succeeded");
  });
});

describe("recurring gifts", () => {
  test("first invoice before the checkout event, then renewals and cancellation", async () => {
    const fundraiser = await createFundraiser(services.db);
    const gift = await giftCheckout({
      fundraiserId: fundraiser.id,
      amount: "20",
      interval: "month",
      donorEmail: "monthly@example.org",
    });
    const sentParams = fake.requests.find(
      (r) => r.params["metadata[donationId]"] === gift.id,
    )!.params;
    expect(sentParams.mode).toBe("subscription");
    expect(sentParams["line_items[0][price_data][recurring][interval]"]).toBe("month");
    expect(sentParams["subscription_data[metadata][donationId]"]).toBe(gift.id);

    // Stripe does not promise order: the first invoice may arrive first.
    await post(
      event("invoice.paid", invoice("in_first", "sub_m1", gift.id, 2000, "subscription_create")),
    );
    await post(
      event(
        "checkout.session.completed",
        session(gift, {
          mode: "subscription",
          subscription: "sub_m1",
          invoice: "in_first",
          customer: "cus_monthly",
          payment_intent: null,
        }),
      ),
    );
    const first = await services.db
      .select()
      .from(donations)
      .where(eq(donations.subscriptionId, "sub_m1"));
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ id: gift.id, status: "completed", invoiceId: "in_first" });
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents + 2000);

    // Every later invoice is one more completed gift, even when Stripe sends it twice.
    const renewal = invoice("in_second", "sub_m1", gift.id, 2000, "subscription_cycle");
    await post(event("invoice.paid", renewal));
    await post(event("invoice.paid", renewal));
    const all = await services.db
      .select()
      .from(donations)
      .where(eq(donations.subscriptionId, "sub_m1"));
    expect(all).toHaveLength(2);
    expect(all.find((d) => d.invoiceId === "in_second")).toMatchObject({
      status: "completed",
      interval: "month",
      amountCents: 2000,
    });
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents + 4000);

    const receipts = (await services.db.select().from(outbox)).filter(
      (m) => m.to === "monthly@example.org",
    );
    expect(receipts).toHaveLength(2);
    for (const r of receipts)
      expect(r.text).toMatch(/http:\/\/localhost:3000\/donate\/manage\/sub_m1\.\S+/);

    const [sub] = await services.db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.id, "sub_m1"));
    expect(sub).toMatchObject({
      status: "active",
      customerId: "cus_monthly",
      donationId: gift.id,
      provider: "stripe",
    });

    await post(
      event("customer.subscription.deleted", {
        id: "sub_m1",
        object: "subscription",
        customer: "cus_monthly",
        metadata: { kind: "donation", donationId: gift.id },
      }),
    );
    const [cancelled] = await services.db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.id, "sub_m1"));
    expect(cancelled!.status).toBe("cancelled");
  });

  test("checkout first, then the first invoice, counts the first payment once", async () => {
    const fundraiser = await createFundraiser(services.db);
    const gift = await giftCheckout({
      fundraiserId: fundraiser.id,
      amount: "10",
      interval: "year",
    });
    await post(
      event(
        "checkout.session.completed",
        session(gift, {
          mode: "subscription",
          subscription: "sub_y1",
          invoice: null,
          customer: "cus_y",
        }),
      ),
    );
    await post(
      event("invoice.paid", invoice("in_y1", "sub_y1", gift.id, 1000, "subscription_create")),
    );
    const rows = await services.db
      .select()
      .from(donations)
      .where(eq(donations.subscriptionId, "sub_y1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.invoiceId).toBe("in_y1");
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents + 1000);
  });

  test("a cancellation that arrives before the checkout event stays cancelled", async () => {
    const gift = await giftCheckout({ interval: "month" });
    await post(
      event("customer.subscription.deleted", {
        id: "sub_early",
        object: "subscription",
        metadata: { kind: "donation", donationId: gift.id },
      }),
    );
    await post(
      event(
        "checkout.session.completed",
        session(gift, {
          mode: "subscription",
          subscription: "sub_early",
          invoice: "in_e",
          customer: "cus_e",
        }),
      ),
    );
    const [sub] = await services.db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.id, "sub_early"));
    expect(sub).toMatchObject({ status: "cancelled", customerId: "cus_e" });
  });
});

describe("with the demo provider", () => {
  test("the Stripe webhook route is not there", async () => {
    const demo = await createTestServices();
    try {
      const res = await createTestApp(demo).request("http://localhost:3000/api/webhooks/stripe", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(res.status).toBe(404);
    } finally {
      await demo.cleanup();
    }
  });
});

describe("POST /api/webhooks/stripe: refunds (decision 016)", () => {
  test("a staff refund answered pending is settled by its signed refund.updated once; a later dashboard refund is recorded", async () => {
    const fundraiser = await createFundraiser(services.db);
    const gift = await giftCheckout({ fundraiserId: fundraiser.id });
    const paymentIntent = `pi_refund_${gift.id.slice(0, 8)}`;
    expect(
      (
        await post(
          event("checkout.session.completed", session(gift, { payment_intent: paymentIntent })),
        )
      ).status,
    ).toBe(200);
    const raised = await raisedCents(services.db, fundraiser.id);

    const { refund } = await refundDonation(
      services,
      { id: "admin-api", email: "admin@example.org" },
      gift.id,
      { amountCents: 1000 },
    );
    expect(refund).toMatchObject({ status: "pending", amountCents: 1000 });
    expect(refund.providerRefundId).toMatch(/^re_fake/);
    expect(await raisedCents(services.db, fundraiser.id)).toBe(raised - 1000);

    const updated = event("refund.updated", {
      id: refund.providerRefundId,
      object: "refund",
      amount: 1000,
      status: "succeeded",
      payment_intent: paymentIntent,
      metadata: { kind: "donation", donationId: gift.id, refundId: refund.id },
    });
    expect((await post(updated)).status).toBe(200);
    expect(await (await post(updated)).json()).toMatchObject({ received: true });
    const [settled] = await services.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(settled!.status).toBe("succeeded");
    expect(await raisedCents(services.db, fundraiser.id)).toBe(raised - 1000);

    // Refunded again in the dashboard: the charge now reports $15.00 refunded in all.
    const charge = {
      id: "ch_1",
      object: "charge",
      amount: gift.amountCents,
      amount_refunded: 1500,
      payment_intent: paymentIntent,
      metadata: {},
    };
    expect((await post(event("charge.refunded", charge))).status).toBe(200);
    expect((await post(event("charge.refunded", charge))).status).toBe(200);
    const rows = await services.db.select().from(refunds).where(eq(refunds.donationId, gift.id));
    expect(rows.map((r) => [r.amountCents, r.status, r.createdBy]).sort()).toEqual([
      [1000, "succeeded", "admin-api"],
      [500, "succeeded", null],
    ]);
    expect(await raisedCents(services.db, fundraiser.id)).toBe(raised - 1500);
  });
});
