import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startFakeStripe, type FakeStripe } from "../test/fake-stripe";
import { CHECKOUT_SESSION_ID, WebhookSignatureError } from "./provider";
import { normalizeStripeEvent } from "./stripe-events";
import { createStripeProvider } from "./stripe-provider";

const webhookSecret = "whsec_test_provider";
let fake: FakeStripe;
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({ secretKey: "sk_test_fake", webhookSecret, api: fake.api });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const urls = {
  successUrl: `http://localhost:3000/donate/success?session_id=${CHECKOUT_SESSION_ID}`,
  cancelUrl: "http://localhost:3000/donate/cancel",
};

describe("stripe provider: checkout sessions through the real SDK", () => {
  test("a one-time gift is a payment-mode session with the amount in cents and donation metadata", async () => {
    const checkout = await provider.createCheckout({
      type: "gift",
      donationId: "d6f1c9b4-0000-4000-8000-000000000001",
      amountCents: 5000,
      description: "Donation to Holiday Care Packages",
      customerEmail: "ada@example.org",
      metadata: { fundraiserId: "f-1" },
      ...urls,
    });
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const [request] = fake.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/v1/checkout/sessions");
    expect(request!.headers.authorization).toBe("Bearer sk_test_fake");
    expect(request!.headers["idempotency-key"]).toBe(
      "checkout-d6f1c9b4-0000-4000-8000-000000000001",
    );
    expect(request!.params).toMatchObject({
      mode: "payment",
      submit_type: "donate",
      customer_email: "ada@example.org",
      success_url: "http://localhost:3000/donate/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/donate/cancel",
      client_reference_id: "d6f1c9b4-0000-4000-8000-000000000001",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "5000",
      "line_items[0][price_data][product_data][name]": "Donation to Holiday Care Packages",
      "metadata[kind]": "donation",
      "metadata[donationId]": "d6f1c9b4-0000-4000-8000-000000000001",
      "metadata[fundraiserId]": "f-1",
      "payment_intent_data[metadata][kind]": "donation",
    });
    expect(request!.params["line_items[0][price_data][recurring][interval]"]).toBeUndefined();
    expect(request!.params.expires_at).toBeUndefined();
  });

  test("a recurring gift is a subscription with the interval, and metadata on the subscription too", async () => {
    await provider.createCheckout({
      type: "recurring_gift",
      donationId: "d6f1c9b4-0000-4000-8000-000000000002",
      amountCents: 2599,
      interval: "year",
      description: "Yearly donation to the General Fund",
      customerEmail: "ada@example.org",
      ...urls,
    });
    const params = fake.requests[0]!.params;
    expect(params).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][unit_amount]": "2599",
      "line_items[0][price_data][recurring][interval]": "year",
      "metadata[kind]": "donation",
      "metadata[donationId]": "d6f1c9b4-0000-4000-8000-000000000002",
      "subscription_data[metadata][kind]": "donation",
      "subscription_data[metadata][donationId]": "d6f1c9b4-0000-4000-8000-000000000002",
    });
    expect(params.submit_type).toBeUndefined();
  });

  test("a ticket checkout sends every line, registration metadata and expires_at at the hold's end (30 min minimum)", async () => {
    const holdExpiresAt = new Date(Date.now() + 45 * 60 * 1000);
    const checkout = await provider.createCheckout({
      type: "tickets",
      registrationId: "r-1",
      lineItems: [
        { name: "General Admission", unitAmountCents: 7500, quantity: 2 },
        { name: "Table for Two", description: "Two seats", unitAmountCents: 15000, quantity: 1 },
      ],
      amountCents: 30000,
      holdExpiresAt,
      customerEmail: "guest@example.org",
      ...urls,
    });
    const params = fake.requests[0]!.params;
    expect(params).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "2",
      "line_items[0][price_data][unit_amount]": "7500",
      "line_items[1][quantity]": "1",
      "line_items[1][price_data][unit_amount]": "15000",
      "line_items[1][price_data][product_data][description]": "Two seats",
      "metadata[kind]": "registration",
      "metadata[registrationId]": "r-1",
      expires_at: String(Math.ceil(holdExpiresAt.getTime() / 1000)),
    });
    expect(checkout.expiresAt.getTime()).toBe(Math.ceil(holdExpiresAt.getTime() / 1000) * 1000);

    fake.requests.length = 0;
    const shortHold = new Date(Date.now() + 5 * 60 * 1000);
    await provider.createCheckout({
      type: "tickets",
      registrationId: "r-2",
      lineItems: [{ name: "General Admission", unitAmountCents: 7500, quantity: 1 }],
      amountCents: 7500,
      holdExpiresAt: shortHold,
      customerEmail: "guest@example.org",
      ...urls,
    });
    const expiresAt = Number(fake.requests[0]!.params.expires_at) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThanOrEqual(30 * 60 * 1000);
  });

  test("retrieving a session reads status and metadata; an unknown one is null", async () => {
    const { sessionId } = await provider.createCheckout({
      type: "gift",
      donationId: "d6f1c9b4-0000-4000-8000-000000000003",
      amountCents: 1000,
      description: "Donation",
      customerEmail: "ada@example.org",
      ...urls,
    });
    const info = await provider.retrieveSession(sessionId);
    expect(info).toMatchObject({
      id: sessionId,
      status: "open",
      paymentStatus: "unpaid",
      amountCents: 1000,
    });
    expect(info!.metadata.donationId).toBe("d6f1c9b4-0000-4000-8000-000000000003");
    expect(await provider.retrieveSession("cs_test_missing")).toBeNull();
  });

  test("the card update link is a billing portal session opened on the payment method flow", async () => {
    const url = await provider.cardUpdateUrl(
      "cus_123",
      "sub_1",
      "http://localhost:3000/donate/manage/t",
    );
    expect(url).toBe("https://billing.stripe.test/p/session/cus_123");
    expect(fake.requests[0]!.params).toMatchObject({
      customer: "cus_123",
      return_url: "http://localhost:3000/donate/manage/t",
      "flow_data[type]": "payment_method_update",
    });
  });

  test("without a portal configuration the card is updated through a setup-mode Checkout", async () => {
    const url = await provider.cardUpdateUrl(
      "cus_no_portal",
      "sub_9",
      "http://localhost:3000/donate/manage/t",
    );
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const setup = fake.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(setup.params).toMatchObject({
      mode: "setup",
      customer: "cus_no_portal",
      success_url: "http://localhost:3000/donate/manage/t",
      "setup_intent_data[metadata][subscriptionId]": "sub_9",
    });
  });
});

describe("stripe provider: subscription changes", () => {
  test("a new amount or interval is a new inline price on the same item, without proration", async () => {
    expect(
      await provider.updateSubscription("sub_1", { amountCents: 3500, interval: "year" }),
    ).toBeNull();
    const [read, update] = fake.requests;
    expect(read).toMatchObject({ method: "GET", path: "/v1/subscriptions/sub_1" });
    expect(update).toMatchObject({ method: "POST", path: "/v1/subscriptions/sub_1" });
    expect(update!.params).toEqual({
      "items[0][id]": "si_fake",
      "items[0][price_data][currency]": "usd",
      "items[0][price_data][unit_amount]": "3500",
      "items[0][price_data][recurring][interval]": "year",
      "items[0][price_data][product]": "prod_fake",
      proration_behavior: "none",
    });
  });

  test("pause voids invoices while paused; resume clears pause_collection", async () => {
    expect(await provider.pauseSubscription("sub_1")).toBeNull();
    expect(await provider.resumeSubscription("sub_1")).toBeNull();
    expect(fake.requests.map((r) => r.params)).toEqual([
      { "pause_collection[behavior]": "void" },
      { pause_collection: "" },
    ]);
  });
});

describe("stripe provider: subscription events", () => {
  const subscriptionEvent = (type: string, object: Record<string, unknown>) =>
    normalizeStripeEvent({
      id: "evt_s",
      type,
      created: 1_800_000_000,
      data: { object },
    } as unknown as Stripe.Event);
  const item = (extra: Record<string, unknown> = {}) => ({
    items: {
      data: [
        {
          id: "si_1",
          quantity: 1,
          price: { unit_amount: 2500, recurring: { interval: "month" } },
          ...extra,
        },
      ],
    },
  });

  test("customer.subscription.updated: state, amount, interval and period end (on the subscription, older API versions)", () => {
    const event = subscriptionEvent("customer.subscription.updated", {
      id: "sub_1",
      status: "past_due",
      current_period_end: 1_800_100_000,
      metadata: { kind: "donation", donationId: "d-1" },
      ...item(),
    });
    expect(event).toMatchObject({ kind: "donation", subscriptionId: "sub_1" });
    expect(event.subscription).toEqual({
      status: "past_due",
      amountCents: 2500,
      interval: "month",
      currentPeriodEnd: new Date(1_800_100_000_000),
    });
  });

  test("recent API versions: the period end is on the item; pause_collection reads as paused", () => {
    const event = subscriptionEvent("customer.subscription.updated", {
      id: "sub_1",
      status: "active",
      pause_collection: { behavior: "void" },
      metadata: { kind: "donation" },
      ...item({ current_period_end: 1_800_200_000 }),
    });
    expect(event.subscription).toMatchObject({
      status: "paused",
      currentPeriodEnd: new Date(1_800_200_000_000),
    });
  });

  test("customer.subscription.deleted is cancelled whatever else it says; unpaid is past due", () => {
    expect(
      subscriptionEvent("customer.subscription.deleted", { id: "s", status: "active", ...item() })
        .subscription?.status,
    ).toBe("cancelled");
    expect(
      subscriptionEvent("customer.subscription.updated", { id: "s", status: "unpaid", ...item() })
        .subscription?.status,
    ).toBe("past_due");
  });

  test("invoice.payment_failed routes like invoice.paid and carries its period end", () => {
    const event = subscriptionEvent("invoice.payment_failed", {
      id: "in_f",
      amount_paid: 0,
      lines: { data: [{ period: { start: 1_800_000_000, end: 1_802_592_000 } }] },
      parent: { subscription_details: { subscription: "sub_1", metadata: { kind: "donation" } } },
    });
    expect(event).toMatchObject({
      kind: "donation",
      subscriptionId: "sub_1",
      invoiceId: "in_f",
      periodEndsAt: new Date(1_802_592_000_000),
    });
  });
});

describe("stripe provider: webhooks", () => {
  const payload = JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "invoice.paid",
    created: 1_800_000_000,
    data: {
      object: {
        id: "in_1",
        object: "invoice",
        amount_paid: 2500,
        billing_reason: "subscription_cycle",
        customer: "cus_1",
        customer_email: "ada@example.org",
        parent: {
          type: "subscription_details",
          subscription_details: {
            subscription: "sub_1",
            metadata: { kind: "donation", donationId: "d-1" },
          },
        },
      },
    },
  });
  const sign = (body: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret, timestamp });

  test("a correctly signed event is normalized (invoice subscription read from its parent)", async () => {
    const event = await provider.parseWebhook(
      Buffer.from(payload),
      new Headers({ "stripe-signature": sign(payload) }),
    );
    expect(event).toMatchObject({
      id: "evt_1",
      type: "invoice.paid",
      kind: "donation",
      subscriptionId: "sub_1",
      invoiceId: "in_1",
      amountCents: 2500,
      billingReason: "subscription_cycle",
      customerId: "cus_1",
      metadata: { donationId: "d-1" },
    });
  });

  test("a timestamp more than 300 s ahead is refused like a stale one; 300 s either way is accepted", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 301, now + 3600]) {
      await expect(
        provider.parseWebhook(
          Buffer.from(payload),
          new Headers({ "stripe-signature": sign(payload, timestamp) }),
        ),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
    }
    for (const timestamp of [now + 290, now - 290]) {
      const event = await provider.parseWebhook(
        Buffer.from(payload),
        new Headers({ "stripe-signature": sign(payload, timestamp) }),
      );
      expect(event.id).toBeTruthy();
    }
  });

  test("a tampered body, a wrong secret, an old timestamp or no header are refused", async () => {
    const tampered = payload.replace("2500", "9999");
    await expect(
      provider.parseWebhook(
        Buffer.from(tampered),
        new Headers({ "stripe-signature": sign(payload) }),
      ),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    const old = sign(payload, Math.floor(Date.now() / 1000) - 301);
    await expect(
      provider.parseWebhook(Buffer.from(payload), new Headers({ "stripe-signature": old })),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    await expect(
      provider.parseWebhook(Buffer.from(payload), new Headers({ "stripe-signature": foreign })),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(Buffer.from(payload), new Headers())).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  test("older API versions' invoice shape (subscription at the top) still routes", () => {
    const event = normalizeStripeEvent({
      id: "evt_2",
      type: "invoice.paid",
      created: 1_800_000_000,
      data: {
        object: {
          id: "in_2",
          subscription: "sub_2",
          amount_paid: 1000,
          subscription_details: { metadata: { kind: "donation", donationId: "d-2" } },
        },
      },
    } as unknown as Stripe.Event);
    expect(event).toMatchObject({
      kind: "donation",
      subscriptionId: "sub_2",
      invoiceId: "in_2",
      amountCents: 1000,
    });
  });
});

describe("stripe provider: refunds (decision 016)", () => {
  const sign = (body: string) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });

  test("a refund goes to the Refunds API with the amount in cents, our metadata and our refund id as idempotency key", async () => {
    const answer = await provider.refund({
      paymentIntentId: "pi_123",
      amountCents: 3000,
      metadata: { refundId: "0b6f0d5e-0000-4000-8000-000000000001", registrationId: "r-1" },
      idempotencyKey: "0b6f0d5e-0000-4000-8000-000000000001",
    });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/refunds" });
    expect(request!.headers["idempotency-key"]).toBe("0b6f0d5e-0000-4000-8000-000000000001");
    expect(request!.params).toMatchObject({
      payment_intent: "pi_123",
      amount: "3000",
      "metadata[refundId]": "0b6f0d5e-0000-4000-8000-000000000001",
      "metadata[registrationId]": "r-1",
    });
    expect(answer).toMatchObject({
      event: null,
      refund: {
        amountCents: 3000,
        status: "pending",
        paymentIntentId: "pi_123",
        metadata: { registrationId: "r-1" },
      },
    });
  });

  test("a refusal by Stripe is an answer, not an error", async () => {
    const answer = await provider.refund({
      paymentIntentId: "pi_already_refunded",
      amountCents: 100,
      metadata: {},
      idempotencyKey: "k",
    });
    expect(answer).toEqual({ refused: "Charge has already been refunded." });
  });

  test("a signed refund.updated is normalized with its refund, metadata and payment intent", async () => {
    const body = JSON.stringify({
      id: "evt_re_1",
      object: "event",
      type: "refund.updated",
      created: 1_800_000_000,
      data: {
        object: {
          id: "re_1",
          object: "refund",
          amount: 2500,
          status: "succeeded",
          payment_intent: "pi_9",
          metadata: { kind: "registration", refundId: "x", registrationId: "r-9" },
        },
      },
    });
    const event = await provider.parseWebhook(
      Buffer.from(body),
      new Headers({ "stripe-signature": sign(body) }),
    );
    expect(event).toMatchObject({
      type: "refund.updated",
      kind: "registration",
      paymentIntentId: "pi_9",
      refunds: [
        {
          id: "re_1",
          amountCents: 2500,
          status: "succeeded",
          paymentIntentId: "pi_9",
          metadata: { refundId: "x" },
        },
      ],
    });
  });

  test("charge.refunded lists the charge's refunds (older API versions) and always its amount refunded", () => {
    const withList = normalizeStripeEvent({
      id: "evt_ch_1",
      type: "charge.refunded",
      created: 1_800_000_000,
      data: {
        object: {
          id: "ch_1",
          amount: 6000,
          amount_refunded: 4000,
          payment_intent: "pi_7",
          metadata: { kind: "donation", donationId: "d-7" },
          refunds: {
            data: [
              { id: "re_a", amount: 1000, status: "succeeded", metadata: {} },
              {
                id: "re_b",
                amount: 3000,
                status: "requires_action",
                payment_intent: "pi_7",
                metadata: { refundId: "y" },
              },
            ],
          },
        },
      },
    } as unknown as Stripe.Event);
    expect(withList).toMatchObject({
      kind: "donation",
      paymentIntentId: "pi_7",
      amountRefundedCents: 4000,
      refunds: [
        { id: "re_a", amountCents: 1000, status: "succeeded", paymentIntentId: "pi_7" },
        { id: "re_b", amountCents: 3000, status: "pending", paymentIntentId: "pi_7" },
      ],
    });
    const bare = normalizeStripeEvent({
      id: "evt_ch_2",
      type: "charge.refunded",
      created: 1_800_000_000,
      data: {
        object: { id: "ch_2", amount: 6000, amount_refunded: 6000, payment_intent: { id: "pi_8" } },
      },
    } as unknown as Stripe.Event);
    expect(bare).toMatchObject({ paymentIntentId: "pi_8", amountRefundedCents: 6000, refunds: [] });
  });
});
