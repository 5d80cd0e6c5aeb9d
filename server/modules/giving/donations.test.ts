import { eq } from "drizzle-orm";
import { shortReference } from "../../../shared/domain/reference";
import { listDonations } from "./donations-admin";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { donations, donationSubscriptions, outbox, receipts as receiptRows } from "../../db/schema";
import { AppError } from "../../errors";
import { isDemoProvider, type DemoPaymentProvider } from "../../payments/demo-provider";
import { dispatchPaymentEvent } from "../payment-events/index.server";
import type { PaymentProvider } from "../../payments/provider";
import { createTestServices, type TestServices } from "../../test/harness";
import { DONATION_CHECKOUT_LIMITS } from "../../core/index.server";
import { createFundraiser } from "../../test/factories";
import { paymentCounts, raisedCents, validGift } from "../../test/payment-factories";
import { createDonationCheckout, verifyDonationSession } from "./donations";
import { getRecurringGift } from "./recurring-gift";
import { cancelRecurringGift } from "./subscriptions-manage";

let services: TestServices;
let demo: DemoPaymentProvider;
let ipCounter = 0;
const client = () => ({ clientIp: `10.0.0.${++ipCounter}` });

beforeAll(async () => {
  services = await createTestServices();
  if (!isDemoProvider(services.payments))
    throw new Error("tests expect the demo provider without Stripe keys");
  demo = services.payments;
});
afterAll(() => services.cleanup());

async function refusal(input: unknown) {
  try {
    await createDonationCheckout(services, input, client());
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected the donation to be refused");
}

async function payDemo(sessionId: string) {
  const paid = await demo.pay(sessionId);
  expect(paid?.outcome).toBe("paid");
  return dispatchPaymentEvent(services, paid!.event);
}

describe("bad input is a clear 4xx and records nothing", () => {
  test.each([
    ["amount 0", { amount: "0" }, "Please enter a valid donation amount."],
    ["a negative amount", { amount: "-5" }, "Please enter a valid donation amount."],
    ["amount 'abc'", { amount: "abc" }, "Please enter a valid donation amount."],
    ["an empty amount", { amount: "" }, "Please enter a valid donation amount."],
    ["1e9 written out", { amount: "1e9" }, "Please enter a valid donation amount."],
    ["1e9 as a number", { amount: 1e9 }, "The maximum online donation is $100,000.00."],
    ["three decimals", { amount: "10.005" }, "Please enter an amount in whole cents."],
    ["under a dollar", { amount: "0.50" }, "The minimum donation is $1.00."],
    ["a missing name", { donorName: "  " }, "Please provide your name and email address."],
    ["a missing e-mail", { donorEmail: "" }, "Please provide your name and email address."],
    ["a malformed e-mail", { donorEmail: "not-an-email" }, "Please enter a valid email address."],
    [
      "a message over 1000 characters",
      { message: "x".repeat(1001) },
      "Message must be less than 1000 characters",
    ],
    [
      "a fundraiser id that is not an id",
      { fundraiserId: "abc" },
      "Please choose a valid fundraiser.",
    ],
    ["an unknown interval", { interval: "week" }, "Please choose monthly or yearly."],
  ])("%s", async (_name, overrides, message) => {
    const before = await paymentCounts(services.db);
    const error = await refusal(validGift(overrides));
    expect(error.status).toBe(422);
    expect(error.message).toBe(message);
    expect(await paymentCounts(services.db)).toEqual(before);
  });

  test("an unknown fundraiser", async () => {
    const before = await paymentCounts(services.db);
    const error = await refusal(
      validGift({ fundraiserId: "6f0c1f7e-1111-4222-8333-444455556666" }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe("This fundraiser does not exist. Please choose another one.");
    expect(await paymentCounts(services.db)).toEqual(before);
  });

  test("an inactive fundraiser", async () => {
    const closed = await createFundraiser(services.db, { isActive: false });
    const before = await paymentCounts(services.db);
    const error = await refusal(validGift({ fundraiserId: closed.id }));
    expect(error.status).toBe(422);
    expect(error.message).toBe("This fundraiser is no longer accepting donations.");
    expect(await paymentCounts(services.db)).toEqual(before);
    expect(await raisedCents(services.db, closed.id)).toBe(closed.raisedCents);
  });
});

describe("a one-time gift through the demo checkout", () => {
  test("is pending until paid, then completed, raised once and receipted", async () => {
    const fundraiser = await createFundraiser(services.db, { title: "Honor Flight" });
    const { url, sessionId } = await createDonationCheckout(
      services,
      validGift({ amount: "50", fundraiserId: fundraiser.id }),
      client(),
    );
    expect(url).toBe(`/checkout/demo/${sessionId}`);
    const [pending] = await services.db
      .select()
      .from(donations)
      .where(eq(donations.checkoutSessionId, sessionId));
    expect(pending).toMatchObject({
      status: "pending",
      amountCents: 5000,
      provider: "demo",
      interval: null,
    });
    expect((await verifyDonationSession(services.db, sessionId))?.paymentStatus).toBe("pending");

    expect(await payDemo(sessionId)).toBe("processed");
    // A second click on Pay (or a reload) is the same event: nothing happens twice.
    expect(await payDemo(sessionId)).toBe("duplicate");

    const [done] = await services.db.select().from(donations).where(eq(donations.id, pending!.id));
    expect(done!.status).toBe("completed");
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents + 5000);

    const receipts = await services.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "ada@example.org"));
    // Decision 020: the receipt carries its yearly number, no longer the gift's id.
    const [issued] = await services.db
      .select()
      .from(receiptRows)
      .where(eq(receiptRows.donationId, pending!.id));
    expect(issued!.number).toMatch(/^\d{4}-\d{6}$/);
    const receipt = receipts.find((r) => r.text.includes(`Receipt number: ${issued!.number}`))!;
    expect(receipt.subject).toBe("Your donation receipt from Homefront");
    expect(receipt.text).toContain("Homefront Ministries (EIN 00-0000000)");
    expect(receipt.text).toContain("Amount: $50.00");
    expect(receipt.text).toContain("Designation: Honor Flight");
    expect(receipt.text).toContain(
      "No goods or services were provided in exchange for this contribution.",
    );
    expect(receipt.text).not.toContain("/donate/manage/");

    expect(await verifyDonationSession(services.db, sessionId)).toMatchObject({
      success: true,
      paymentStatus: "completed",
      session: { id: sessionId, customer_email: "ada@example.org" },
      designation: "Honor Flight",
      reference: shortReference(pending!.id),
    });
    // Staff find the gift by the reference the success page shows, however it is typed.
    const reference = shortReference(pending!.id);
    for (const q of [reference, `#${reference.toLowerCase()}`]) {
      expect((await listDonations(services.db, { q })).donations.map((d) => d.id)).toEqual([
        pending!.id,
      ]);
    }
  });

  test("a forged or missing session id verifies as nothing", async () => {
    expect(await verifyDonationSession(services.db, "cs_demo_forged")).toBeNull();
    expect(await verifyDonationSession(services.db, null)).toBeNull();
    expect(await verifyDonationSession(services.db, "x".repeat(300))).toBeNull();
  });

  test("cancelling releases the gift; paying afterwards does nothing", async () => {
    const fundraiser = await createFundraiser(services.db);
    const { sessionId } = await createDonationCheckout(
      services,
      validGift({ fundraiserId: fundraiser.id }),
      client(),
    );
    const cancelled = await demo.cancel(sessionId);
    expect(cancelled!.redirectTo).toBe("/donate/cancel");
    await dispatchPaymentEvent(services, cancelled!.event!);
    expect((await verifyDonationSession(services.db, sessionId))?.paymentStatus).toBe("cancelled");
    const late = await demo.pay(sessionId);
    expect(late?.outcome).toBe("expired");
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents);
  });

  test("an anonymous gift's name appears in no public answer", async () => {
    const { sessionId } = await createDonationCheckout(
      services,
      validGift({ donorName: "Secret Giver", isAnonymous: "on" }),
      client(),
    );
    await payDemo(sessionId);
    const [row] = await services.db
      .select()
      .from(donations)
      .where(eq(donations.checkoutSessionId, sessionId));
    expect(row!.isAnonymous).toBe(true);
    const verification = await verifyDonationSession(services.db, sessionId);
    expect(JSON.stringify(verification)).not.toContain("Secret Giver");
    const session = await demo.getSession(sessionId);
    expect(JSON.stringify(session)).not.toContain("Secret Giver");
  });
});

describe("a recurring gift through the demo checkout", () => {
  test("records the first payment, sends a signed manage link, and cancels without a login", async () => {
    const fundraiser = await createFundraiser(services.db);
    const { sessionId } = await createDonationCheckout(
      services,
      validGift({
        amount: "20",
        interval: "month",
        fundraiserId: fundraiser.id,
        donorEmail: "monthly@example.org",
      }),
      client(),
    );
    expect((await demo.getSession(sessionId))!.mode).toBe("subscription");
    await payDemo(sessionId);
    const [gift] = await services.db
      .select()
      .from(donations)
      .where(eq(donations.checkoutSessionId, sessionId));
    expect(gift).toMatchObject({ status: "completed", interval: "month" });
    expect(gift!.subscriptionId).toMatch(/^sub_demo_/);
    expect(await raisedCents(services.db, fundraiser.id)).toBe(fundraiser.raisedCents + 2000);

    const [receipt] = await services.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "monthly@example.org"));
    expect(receipt!.text).toContain("Amount: $20.00 (monthly recurring gift)");
    const token = receipt!.text.match(/\/donate\/manage\/(\S+)/)![1]!;

    expect(await getRecurringGift(services, token)).toMatchObject({
      status: "active",
      amountCents: 2000,
      interval: "month",
    });
    expect(await getRecurringGift(services, `${token.slice(0, -2)}xx`)).toBeNull();
    expect(await getRecurringGift(services, `${gift!.subscriptionId}.forged`)).toBeNull();

    expect(await cancelRecurringGift(services, token)).toMatchObject({ status: "cancelled" });
    expect(await cancelRecurringGift(services, token)).toMatchObject({ status: "cancelled" });
    const [sub] = await services.db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.id, gift!.subscriptionId!));
    expect(sub!.status).toBe("cancelled");
    expect(sub!.cancelledAt).toBeInstanceOf(Date);
  });
});

describe("card-testing defence (decision 010)", () => {
  const { perClient, perEmail } = DONATION_CHECKOUT_LIMITS;

  test(`a client gets ${perClient.limit} checkouts an hour, then a clear 429 that writes nothing; others are unaffected`, async () => {
    const attacker = { clientIp: "203.0.113.9" };
    for (let i = 0; i < perClient.limit; i++) {
      await createDonationCheckout(
        services,
        validGift({ amount: "1", donorEmail: `card-${i}@example.org` }),
        attacker,
      );
    }
    const before = await paymentCounts(services.db);
    const error = await createDonationCheckout(
      services,
      validGift({ amount: "1", donorEmail: "card-x@example.org" }),
      attacker,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(429);
    expect(error.message).toBe(
      "You have started several donations in the last hour. Thank you! Please try again in 60 minutes.",
    );
    expect(await paymentCounts(services.db)).toEqual(before);
    await expect(
      createDonationCheckout(services, validGift({ donorEmail: "card-x@example.org" }), {
        clientIp: "203.0.113.10",
      }),
    ).resolves.toHaveProperty("url");
  });

  test(`an e-mail gets ${perEmail.limit} checkouts an hour from any clients, whatever its case, then a clear 429`, async () => {
    for (let i = 0; i < perEmail.limit; i++) {
      await createDonationCheckout(
        services,
        validGift({ amount: "1", donorEmail: "Tester@Example.org" }),
        client(),
      );
    }
    const before = await paymentCounts(services.db);
    const error = await createDonationCheckout(
      services,
      validGift({ amount: "1", donorEmail: "tester@example.org" }),
      client(),
    ).catch((e) => e);
    expect(error.status).toBe(429);
    expect(error.message).toBe(
      "This email address has started several donations in the last hour. Thank you! Please try again in 60 minutes.",
    );
    expect(await paymentCounts(services.db)).toEqual(before);
  });
});

describe("when the provider is down", () => {
  test("the gift is marked failed and the visitor gets SPEC's failure sentence", async () => {
    const real = services.payments;
    const broken: PaymentProvider = {
      ...real,
      createCheckout: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    };
    services.payments = broken;
    services.log = { ...services.log, error: () => {} };
    try {
      const error = await createDonationCheckout(
        services,
        validGift({ donorEmail: "down@example.org" }),
        client(),
      ).catch((e) => e);
      expect(error.status).toBe(503);
      expect(error.message).toBe("There was an error processing your donation. Please try again.");
      const [row] = await services.db
        .select()
        .from(donations)
        .where(eq(donations.donorEmail, "down@example.org"));
      expect(row!.status).toBe("failed");
    } finally {
      services.payments = real;
    }
  });
});
