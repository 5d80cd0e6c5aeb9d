// In-process tests of a recurring gift's own page (docs/recurring-gifts.md "The donor's page"):
// the demo provider end to end, every action confirmed first, bad input and forged links refused
// with nothing written, every change audited as the donor.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  demoCheckoutSessions,
  donations,
  donationSubscriptions,
  outbox,
} from "../../server/db/schema";
import { isDemoProvider } from "../../server/payments/demo-provider";
import { dispatchPaymentEvent } from "../../server/modules/payment-events/index.server";
import {
  createDonationCheckout,
  getRecurringGift,
  listRecurringGifts,
} from "../../server/modules/giving/index.server";
import { createTestServices, type TestServices } from "../../server/test/harness";
import { validGift } from "../../server/test/payment-factories";
import { createDonationRow } from "../../server/test/back-office-factories";
import { startFakeStripe } from "../../server/test/fake-stripe";
import { createStripeProvider } from "../../server/payments/stripe-provider";
import { SUBSCRIPTION_LINK, signValue } from "../../server/payments/signed-links";
import { action, loader } from "./donate-manage";
import { action as demoCardAction, loader as demoCardLoader } from "./demo-card";

let services: TestServices;
let counter = 0;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

/** A monthly gift paid through the demo checkout; its token from the receipt's link. */
async function monthlyGift(amount = "20") {
  const email = `monthly-${++counter}@example.org`;
  const { sessionId } = await createDonationCheckout(
    services,
    validGift({ amount, interval: "month", donorEmail: email }),
    {
      clientIp: `10.9.0.${counter}`,
    },
  );
  if (!isDemoProvider(services.payments)) throw new Error("tests expect the demo provider");
  const paid = await services.payments.pay(sessionId);
  await dispatchPaymentEvent(services, paid!.event);
  const [receipt] = await services.db.select().from(outbox).where(eq(outbox.to, email));
  const token = receipt!.text.match(/\/donate\/manage\/(\S+)/)![1]!;
  const [gift] = await services.db
    .select()
    .from(donations)
    .where(eq(donations.checkoutSessionId, sessionId));
  return { token, email, subscriptionId: gift!.subscriptionId! };
}

const context = () => ({ services, user: null, requestId: "t", clientIp: "192.0.2.30" });

type Answer = { status: number; body?: unknown; location?: string | null };

async function post(token: string, fields: Record<string, string>): Promise<Answer> {
  const request = new Request(`http://127.0.0.1:3000/donate/manage/${token}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  try {
    const result = await action({
      request,
      context: context(),
      params: { token },
    } as unknown as Parameters<typeof action>[0]);
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      return {
        status: (result as { init: { status: number } }).init.status,
        body: (result as { data: unknown }).data,
      };
    }
    return { status: 200, body: result };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location") };
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      const answer = thrown as unknown as { init: { status: number }; data: unknown };
      return { status: answer.init.status, body: answer.data };
    }
    throw thrown;
  }
}

const subscription = async (id: string) =>
  (
    await services.db.select().from(donationSubscriptions).where(eq(donationSubscriptions.id, id))
  )[0]!;
const audits = async (id: string) =>
  services.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt);
async function rowCounts() {
  const [[a], [e]] = await Promise.all([
    services.db.select({ n: count() }).from(auditLog),
    services.db.select({ n: count() }).from(outbox),
  ]);
  return { audits: a!.n, emails: e!.n };
}

describe("/donate/manage/:token with the demo provider", () => {
  test("the page shows amount, interval, status, next charge and the gifts so far", async () => {
    const { token } = await monthlyGift("20");
    const request = new Request(`http://127.0.0.1:3000/donate/manage/${token}`);
    const answer = (await loader({
      request,
      context: context(),
      params: { token },
    } as unknown as Parameters<typeof loader>[0])) as unknown as {
      data: { gift: Awaited<ReturnType<typeof getRecurringGift>> };
    };
    const gift = answer.data.gift!;
    expect(gift).toMatchObject({
      status: "active",
      amountCents: 2000,
      interval: "month",
      designation: "General Fund",
      canManage: true,
    });
    // Next month, on the day of the first payment.
    expect(gift.nextChargeAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);
    expect(gift.history).toHaveLength(1);
    // Each payment of a recurring gift is receipted on its own (decision 020).
    expect(gift.history[0]).toMatchObject({
      amountCents: 2000,
      receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
    });
  });

  test("each action asks to confirm first and writes nothing until confirm=yes", async () => {
    const { token } = await monthlyGift();
    const before = await rowCounts();
    for (const intent of ["pause", "cancel", "card"]) {
      expect(await post(token, { intent })).toEqual({ status: 200, body: { confirm: intent } });
    }
    expect(await post(token, { intent: "change", amount: " 35 ", interval: "year" })).toEqual({
      status: 200,
      body: { confirm: "change", amount: "35", interval: "year" },
    });
    expect(await rowCounts()).toEqual(before);
    expect(await getRecurringGift(services, token)).toMatchObject({
      status: "active",
      amountCents: 2000,
      interval: "month",
    });
  });

  test("change, pause, resume and cancel: each confirmed, applied through the provider's event and audited as the donor", async () => {
    const { token, email, subscriptionId } = await monthlyGift();

    expect(
      await post(token, { intent: "change", amount: "35.50", interval: "year", confirm: "yes" }),
    ).toEqual({ status: 200, body: { done: "change" } });
    expect(await subscription(subscriptionId)).toMatchObject({
      status: "active",
      amountCents: 3550,
      interval: "year",
    });
    const [demo] = await services.db
      .select()
      .from(demoCheckoutSessions)
      .where(eq(demoCheckoutSessions.subscriptionId, subscriptionId));
    expect(demo).toMatchObject({ amountCents: 3550, interval: "year" });

    await post(token, { intent: "pause", confirm: "yes" });
    expect(await subscription(subscriptionId)).toMatchObject({
      status: "paused",
      pausedAt: expect.any(Date),
    });
    expect((await getRecurringGift(services, token))!.nextChargeAt).toBeNull();

    await post(token, { intent: "resume", confirm: "yes" });
    const resumed = await subscription(subscriptionId);
    expect(resumed).toMatchObject({ status: "active", pausedAt: null });
    expect(resumed.nextChargeAt).toBeInstanceOf(Date);

    await post(token, { intent: "cancel", confirm: "yes" });
    expect(await subscription(subscriptionId)).toMatchObject({
      status: "cancelled",
      cancelledAt: expect.any(Date),
    });

    const log = await audits(subscriptionId);
    expect(log.map((row) => row.after)).toEqual([
      { amountCents: 3550, interval: "year" },
      { status: "paused" },
      { status: "active" },
      { status: "cancelled" },
    ]);
    for (const row of log) {
      expect(row).toMatchObject({
        actorId: `manage-link:${subscriptionId}`,
        actorEmail: email,
        entity: "donation_subscriptions",
        action: "update",
      });
    }

    // Cancelled is final: no change, pause or card is offered any more.
    const refused = await post(token, {
      intent: "change",
      amount: "10",
      interval: "month",
      confirm: "yes",
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { message: expect.stringMatching(/cancelled/) } },
    });
    expect(await subscription(subscriptionId)).toMatchObject({ amountCents: 3550 });
  });

  test("update card goes to the demo's own card page, which only ever returns to a gift's page", async () => {
    const { token, subscriptionId } = await monthlyGift();
    const answer = await post(token, { intent: "card", confirm: "yes" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      `/checkout/demo/card/${subscriptionId}?return=${encodeURIComponent(`/donate/manage/${token}`)}`,
    );

    const cardArgs = (url: string) =>
      ({
        request: new Request(`http://127.0.0.1:3000${url}`, { method: "POST" }),
        context: context(),
        params: { subscriptionId },
      }) as never;
    const page = (await demoCardLoader(cardArgs(answer.location!))) as { back: string };
    expect(page.back).toBe(`/donate/manage/${token}`);
    const saved = (await demoCardAction(cardArgs(answer.location!))) as Response;
    expect(saved.headers.get("location")).toBe(`/donate/manage/${token}`);
    const evil = (await demoCardAction(
      cardArgs(
        `/checkout/demo/card/${subscriptionId}?return=${encodeURIComponent("https://evil.example/")}`,
      ),
    )) as Response;
    expect(evil.headers.get("location")).toBe("/");
  });

  test("amounts of $0, below $1, negative or not a number are refused with a clear message; nothing is written", async () => {
    const { token, subscriptionId } = await monthlyGift();
    const before = await rowCounts();
    for (const [amount, message] of [
      ["0", "Please enter a valid donation amount."],
      ["-5", "Please enter a valid donation amount."],
      ["0.50", "The minimum donation is $1.00."],
      ["abc", "Please enter a valid donation amount."],
      ["10.005", "Please enter an amount in whole cents."],
    ] as const) {
      for (const confirm of ["", "yes"]) {
        const answer = await post(token, { intent: "change", amount, interval: "month", confirm });
        expect(answer).toMatchObject({
          status: 422,
          body: {
            error: { message, issues: expect.arrayContaining([{ path: "amount", message }]) },
          },
        });
      }
    }
    expect(
      await post(token, { intent: "change", amount: "10", interval: "weekly", confirm: "yes" }),
    ).toMatchObject({ status: 422 });
    expect(await post(token, { intent: "explode", confirm: "yes" })).toMatchObject({ status: 400 });
    expect(await rowCounts()).toEqual(before);
    expect(await subscription(subscriptionId)).toMatchObject({
      status: "active",
      amountCents: null,
      priceSyncedAt: null,
    });
    expect(await getRecurringGift(services, token)).toMatchObject({
      amountCents: 2000,
      interval: "month",
    });
  });

  test("a tampered or unknown link is the site's 404 page for the page and every action, and writes nothing", async () => {
    const { token, subscriptionId } = await monthlyGift();
    const before = await rowCounts();
    const forged = [
      `${token.slice(0, -2)}xx`,
      `${subscriptionId}.forged`,
      "nonsense",
      `sub_demo_other.${token.split(".")[1]}`,
    ];
    for (const bad of forged) {
      await expect(
        loader({
          request: new Request(`http://127.0.0.1:3000/donate/manage/${bad}`),
          context: context(),
          params: { token: bad },
        } as never),
      ).rejects.toMatchObject({ init: { status: 404 } });
      for (const intent of ["cancel", "pause", "change", "card"]) {
        const answer = await post(bad, { intent, amount: "10", interval: "month", confirm: "yes" });
        expect(answer.status).toBe(404);
        expect(answer.body).toBeNull();
      }
    }
    expect(await rowCounts()).toEqual(before);
    expect(await subscription(subscriptionId)).toMatchObject({ status: "active" });
  });

  test("the staff list shows each recurring gift with its state, filtered by state", async () => {
    const { subscriptionId } = await monthlyGift("15");
    await services.db
      .update(donationSubscriptions)
      .set({ status: "past_due" })
      .where(eq(donationSubscriptions.id, subscriptionId));
    const pastDue = await listRecurringGifts(services.db, { status: "past_due" });
    expect(pastDue.gifts.map((g) => g.id)).toEqual([subscriptionId]);
    expect(pastDue.gifts[0]).toMatchObject({
      amountCents: 1500,
      interval: "month",
      gifts: 1,
      lastPaidAt: expect.any(Date),
    });
    const all = await listRecurringGifts(services.db, {});
    expect(all.total).toBeGreaterThan(1);
    expect(all.gifts.every((g) => g.startedAt instanceof Date)).toBe(true);
  });
});

describe("/donate/manage/:token with Stripe", () => {
  test("changes go to Stripe and are audited; the state waits for the webhook; Update Card opens the billing portal", async () => {
    const fake = await startFakeStripe();
    const demo = services.payments;
    services.payments = createStripeProvider({
      secretKey: "sk_test_manage",
      webhookSecret: "whsec_manage",
      api: fake.api,
    });
    try {
      const subscriptionId = `sub_stripe_${++counter}`;
      const first = await createDonationRow(services.db, {
        provider: "stripe",
        interval: "month",
        amountCents: 2000,
        subscriptionId,
        donorEmail: "stripe-donor@example.org",
      });
      await services.db.insert(donationSubscriptions).values({
        id: subscriptionId,
        provider: "stripe",
        donationId: first.id,
        customerId: "cus_manage",
      });
      const token = signValue(services.secret, SUBSCRIPTION_LINK, subscriptionId);

      expect(
        await post(token, { intent: "change", amount: "30", interval: "month", confirm: "yes" }),
      ).toEqual({ status: 200, body: { done: "change" } });
      const update = fake.requests.find(
        (r) => r.method === "POST" && r.path === `/v1/subscriptions/${subscriptionId}`,
      );
      expect(update!.params).toMatchObject({
        "items[0][price_data][unit_amount]": "3000",
        proration_behavior: "none",
      });
      await post(token, { intent: "pause", confirm: "yes" });
      expect(fake.requests.at(-1)!.params).toEqual({ "pause_collection[behavior]": "void" });
      // customer.subscription.updated has not arrived: the page still shows what Stripe last said.
      expect(await getRecurringGift(services, token)).toMatchObject({
        status: "active",
        amountCents: 2000,
      });
      expect((await audits(subscriptionId)).map((row) => row.after)).toEqual([
        { amountCents: 3000 },
        { status: "paused" },
      ]);

      const card = await post(token, { intent: "card", confirm: "yes" });
      expect(card).toEqual({
        status: 302,
        location: "https://billing.stripe.test/p/session/cus_manage",
      });

      await post(token, { intent: "cancel", confirm: "yes" });
      expect(fake.requests.at(-1)).toMatchObject({
        method: "DELETE",
        path: `/v1/subscriptions/${subscriptionId}`,
      });
    } finally {
      services.payments = demo;
      await fake.close();
    }
  });

  test("a gift made with the other provider can be seen, not changed", async () => {
    const subscriptionId = `sub_other_${++counter}`;
    const first = await createDonationRow(services.db, {
      provider: "stripe",
      interval: "year",
      amountCents: 10_000,
      subscriptionId,
    });
    await services.db.insert(donationSubscriptions).values({
      id: subscriptionId,
      provider: "stripe",
      donationId: first.id,
      customerId: "cus_x",
    });
    const token = signValue(services.secret, SUBSCRIPTION_LINK, subscriptionId);
    expect(await getRecurringGift(services, token)).toMatchObject({
      canManage: false,
      interval: "year",
      amountCents: 10_000,
    });
    const before = await rowCounts();
    for (const intent of ["pause", "cancel", "card"]) {
      expect(await post(token, { intent, confirm: "yes" })).toMatchObject({
        status: 409,
        body: { error: { code: "provider_mismatch" } },
      });
    }
    expect(await rowCounts()).toEqual(before);
  });
});
