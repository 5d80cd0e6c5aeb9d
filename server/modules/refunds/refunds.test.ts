import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  eventRegistrations,
  eventTicketTypes,
  donations,
  outbox,
  refunds,
} from "../../db/schema";
import type {
  PaymentEvent,
  PaymentProvider,
  ProviderRefund,
  RefundAnswer,
} from "../../payments/provider";
import { adminUser } from "../../test/admin-context";
import { createDonationRow } from "../../test/back-office-factories";
import {
  createEvent,
  createFundraiser,
  createRegistration,
  createTicketType,
} from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { raisedCents } from "../../test/payment-factories";
import { getRaisedTotals } from "../back-office/index.server";
import { dispatchPaymentEvent } from "../payment-events/index.server";
import { countSeats, registrationBySession } from "../events/index.server";
import { createRegistration as createOrder, startTicketCheckout } from "../orders/index.server";
import { isDemoProvider } from "../../payments/demo-provider";
import { registrationRequestSchema } from "../../../shared/schemas/registration";
import { refundDonation, refundRegistration } from "./refunds";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const actor = { id: adminUser.id, email: adminUser.email };

/** An event with one $10 ticket type and a paid table of `quantity`. */
async function paidTable(
  quantity = 6,
  overrides: Partial<typeof eventRegistrations.$inferInsert> = {},
) {
  const event = await createEvent(services.db);
  const type = await createTicketType(services.db, event.id, {
    priceCents: 1000,
    quantityAvailable: 20,
  });
  const registration = await createRegistration(services.db, type, {
    quantity,
    paymentIntentId: `pi_${crypto.randomUUID()}`,
    customerEmail: `buyer-${crypto.randomUUID()}@example.org`,
    ...overrides,
  });
  return { event, type, registration };
}

const registrationOf = async (id: string) =>
  (await services.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]!;
const soldOf = async (id: string) =>
  (await services.db.select().from(eventTicketTypes).where(eq(eventTicketTypes.id, id)))[0]!
    .quantitySold;
const refundsFor = (registrationId: string) =>
  services.db.select().from(refunds).where(eq(refunds.registrationId, registrationId));
const mailsTo = (to: string) => services.db.select().from(outbox).where(eq(outbox.to, to));

/** The same services with a Stripe-like provider: refunds answer pending; webhooks follow. */
function withProvider(
  refund: (request: Parameters<PaymentProvider["refund"]>[0]) => Promise<RefundAnswer>,
) {
  return { ...services, payments: { ...services.payments, name: "stripe" as const, refund } };
}

function refundEvent(
  id: string,
  type: "refund.updated" | "charge.refunded",
  refund: ProviderRefund,
  extra: Partial<PaymentEvent> = {},
): PaymentEvent {
  return {
    id,
    provider: "stripe",
    type,
    kind: null,
    metadata: {},
    sessionId: null,
    paymentStatus: null,
    subscriptionId: null,
    invoiceId: null,
    billingReason: null,
    customerId: null,
    customerEmail: null,
    paymentIntentId: refund.paymentIntentId,
    amountCents: refund.amountCents,
    createdAt: new Date(),
    raw: {},
    refunds: [refund],
    amountRefundedCents: null,
    ...extra,
  };
}

describe("refundRegistration through the demo provider", () => {
  test("a full refund cancels the registration, frees every seat and tells the buyer once", async () => {
    const { type, registration } = await paidTable(6);
    const { refund, notice } = await refundRegistration(services, actor, registration.id, {
      reason: "Family emergency",
    });
    expect(notice).toBeNull();
    expect(refund).toMatchObject({
      amountCents: 6000,
      units: 6,
      status: "succeeded",
      provider: "demo",
      createdBy: actor.id,
    });
    expect(refund.providerRefundId).toBe(`re_demo_${refund.id}`);
    expect(await registrationOf(registration.id)).toMatchObject({
      status: "cancelled",
      quantity: 0,
      refundedUnits: 6,
      refundedCents: 6000,
      totalCents: 6000,
    });
    expect(await soldOf(type.id)).toBe(0);
    const mails = await mailsTo(registration.customerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your refund for Test Gala");
    expect(mails[0]!.text).toContain("We have refunded $60.00 to you for Test Gala.");
    expect(mails[0]!.text).toContain("Tickets given back: 6");
    const audits = await services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, refund.id));
    expect(audits).toHaveLength(1);
  });

  test("half a table by tickets frees 3 seats and lowers quantity_sold by 3, in the same transaction", async () => {
    const { event, type, registration } = await paidTable(6);
    const before = (await countSeats(services.db, [event.id], new Date())).seatsOf(event.id);
    const { refund } = await refundRegistration(services, actor, registration.id, { units: 3 });
    expect(refund).toMatchObject({ amountCents: 3000, units: 3, status: "succeeded" });
    expect(await registrationOf(registration.id)).toMatchObject({
      status: "active",
      quantity: 3,
      refundedUnits: 3,
      refundedCents: 3000,
    });
    expect(await soldOf(type.id)).toBe(3);
    expect((await countSeats(services.db, [event.id], new Date())).seatsOf(event.id)).toBe(
      before - 3,
    );
  });

  test("tickets of a discounted order refund their share of what was paid, rounded so the parts never exceed it", async () => {
    const { registration } = await paidTable(3, { totalCents: 2500 });
    const first = await refundRegistration(services, actor, registration.id, { units: 1 });
    const rest = await refundRegistration(services, actor, registration.id, { units: 2 });
    expect(first.refund.amountCents).toBe(833);
    expect(rest.refund.amountCents).toBe(1667);
    expect(await registrationOf(registration.id)).toMatchObject({
      status: "cancelled",
      refundedCents: 2500,
    });
  });

  test("a refund by amount lowers the money only", async () => {
    const { type, registration } = await paidTable(2);
    const { refund } = await refundRegistration(services, actor, registration.id, {
      amountCents: 1500,
    });
    expect(refund).toMatchObject({ amountCents: 1500, units: 0 });
    expect(await registrationOf(registration.id)).toMatchObject({
      status: "active",
      quantity: 2,
      refundedCents: 1500,
    });
    expect(await soldOf(type.id)).toBe(2);
  });

  test("a refund above what was paid is a 422 on the amount and writes nothing", async () => {
    const { registration } = await paidTable(2);
    await expect(
      refundRegistration(services, actor, registration.id, { amountCents: 2001 }),
    ).rejects.toMatchObject({
      status: 422,
      issues: [{ path: "amount", message: "You can refund at most $20.00 ($20.00 paid)." }],
    });
    expect(await refundsFor(registration.id)).toHaveLength(0);
    expect(await registrationOf(registration.id)).toMatchObject({ refundedCents: 0, quantity: 2 });
    expect(await mailsTo(registration.customerEmail)).toHaveLength(0);
  });

  test("an id that cannot be a UUID, or is unknown, is not found", async () => {
    await expect(refundRegistration(services, actor, "1 or 1=1")).rejects.toMatchObject({
      status: 404,
    });
    await expect(refundRegistration(services, actor, crypto.randomUUID())).rejects.toMatchObject({
      status: 404,
    });
  });

  test("a late payment flagged for a refund is settled by one: money back, flag resolved", async () => {
    const { type, registration } = await paidTable(2, { status: "expired", needsRefund: true });
    const sold = await soldOf(type.id);
    const { refund } = await refundRegistration(services, actor, registration.id);
    expect(refund).toMatchObject({ amountCents: 2000, units: 0, status: "succeeded" });
    const after = await registrationOf(registration.id);
    expect(after.refundResolvedAt).not.toBeNull();
    expect(after).toMatchObject({ status: "expired", quantity: 2, refundedCents: 2000 });
    expect(await soldOf(type.id)).toBe(sold);
  });

  test("a refund of the second line of a two-line order e-mails the order's reference, as its confirmation does", async () => {
    // Decision 018: an order has one reference, its first row's; a line of it is no order of its own.
    if (!isDemoProvider(services.payments)) throw new Error("tests expect the demo provider");
    const event = await createEvent(services.db);
    const adult = await createTicketType(services.db, event.id, {
      name: "Adult",
      priceCents: 2000,
      quantityAvailable: 20,
    });
    const child = await createTicketType(services.db, event.id, {
      name: "Child",
      priceCents: 1000,
      quantityAvailable: 20,
    });
    const input = registrationRequestSchema.parse({
      eventId: event.id,
      ticketTypeId: adult.id,
      quantity: 1,
      items: [{ ticketTypeId: child.id, quantity: 2 }],
      customerName: "Jordan Lee",
      customerEmail: `family-${crypto.randomUUID()}@example.org`,
      guests: [{ guest_name: "Jordan Lee" }, { guest_name: "Sam" }, { guest_name: "Alex" }],
    });
    const created = await createOrder(services, input);
    const sessionId = (await startTicketCheckout(services, created, input.customerEmail))
      .split("/")
      .pop()!;
    const paid = await services.payments.pay(sessionId);
    expect(await dispatchPaymentEvent(services, paid!.event)).toBe("processed");
    const second = created.lines[1]!.registrationId;
    expect(second).not.toBe(created.registrationId);

    await refundRegistration(services, actor, second, { units: 1 });

    const referenceIn = (text: string) => /Registration reference: ([0-9A-F]{8})/.exec(text)?.[1];
    const mails = await mailsTo(input.customerEmail);
    const confirmation = mails.find((m) => m.text.includes("Total:"))!;
    const refundMail = mails.find((m) => m.text.includes("Tickets given back: 1"))!;
    const ordered = referenceIn(confirmation.text);
    expect(ordered).toBeDefined();
    expect(referenceIn(refundMail.text)).toBe(ordered);
    // ...the reference the success page shows, too.
    expect((await registrationBySession(services.db, sessionId))!.reference).toBe(ordered);
  });
});

describe("refunds through a provider that answers later (Stripe)", () => {
  test("webhooks delivered 5 times and out of order change the records exactly once", async () => {
    const { type, registration } = await paidTable(4);
    let providerId = "";
    const stripe = withProvider(async (request) => {
      providerId = `re_${request.idempotencyKey.slice(0, 8)}`;
      const refund = {
        id: providerId,
        amountCents: request.amountCents,
        status: "pending" as const,
        paymentIntentId: request.paymentIntentId,
        metadata: request.metadata,
      };
      return { refund, event: null };
    });
    const { refund } = await refundRegistration(stripe, actor, registration.id, { units: 2 });
    expect(refund).toMatchObject({
      status: "pending",
      providerRefundId: providerId,
      amountCents: 2000,
    });
    // Applied while pending: the seats are free already.
    expect(await soldOf(type.id)).toBe(2);

    const reported = {
      id: providerId,
      amountCents: 2000,
      paymentIntentId: registration.paymentIntentId,
      metadata: { refundId: refund.id, registrationId: registration.id },
    };
    const succeeded = refundEvent("evt_succeeded", "refund.updated", {
      ...reported,
      status: "succeeded",
    });
    const pending = refundEvent(
      "evt_charge",
      "charge.refunded",
      { ...reported, status: "pending" },
      { amountRefundedCents: 2000 },
    );
    for (let i = 0; i < 5; i++) {
      await dispatchPaymentEvent(stripe, succeeded);
      await dispatchPaymentEvent(stripe, pending);
      // The same news under new event ids (a resent event is a new id at Stripe).
      await dispatchPaymentEvent(stripe, { ...succeeded, id: `evt_succeeded_${i}` });
      await dispatchPaymentEvent(stripe, { ...pending, id: `evt_charge_${i}` });
    }
    expect(await refundsFor(registration.id)).toMatchObject([
      { status: "succeeded", amountCents: 2000 },
    ]);
    expect(await registrationOf(registration.id)).toMatchObject({
      quantity: 2,
      refundedUnits: 2,
      refundedCents: 2000,
    });
    expect(await soldOf(type.id)).toBe(2);
    expect(await mailsTo(registration.customerEmail)).toHaveLength(1);

    // A failure after success (Stripe can report one) restores the seats and amounts, once.
    const failed = refundEvent("evt_failed", "refund.updated", { ...reported, status: "failed" });
    for (let i = 0; i < 5; i++) {
      await dispatchPaymentEvent(stripe, { ...failed, id: `evt_failed_${i}` });
      await dispatchPaymentEvent(stripe, { ...succeeded, id: `evt_late_${i}` });
    }
    expect(await refundsFor(registration.id)).toMatchObject([{ status: "failed" }]);
    expect(await registrationOf(registration.id)).toMatchObject({
      status: "active",
      quantity: 4,
      refundedUnits: 0,
      refundedCents: 0,
    });
    expect(await soldOf(type.id)).toBe(4);
  });

  test("deliveries at the same moment (a dashboard refund, on PostgreSQL in parallel) record it once", async () => {
    const { type, registration } = await paidTable(2);
    const reported = {
      id: `re_par_${registration.id.slice(0, 8)}`,
      amountCents: 700,
      status: "succeeded" as const,
      paymentIntentId: registration.paymentIntentId,
      metadata: {},
    };
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        dispatchPaymentEvent(
          services,
          refundEvent(`evt_par_${registration.id}_${i}`, "refund.updated", reported),
        ),
      ),
    );
    expect(await refundsFor(registration.id)).toMatchObject([
      { amountCents: 700, status: "succeeded" },
    ]);
    expect(await registrationOf(registration.id)).toMatchObject({
      refundedCents: 700,
      quantity: 2,
    });
    expect(await soldOf(type.id)).toBe(2);
  });

  test("a refund the provider refuses is recorded failed and everything is restored", async () => {
    const { type, registration } = await paidTable(6);
    const stripe = withProvider(async () => ({ refused: "Charge has already been refunded." }));
    await expect(refundRegistration(stripe, actor, registration.id)).rejects.toMatchObject({
      status: 422,
      message: "The payment provider refused the refund: Charge has already been refunded.",
    });
    expect(await refundsFor(registration.id)).toMatchObject([
      { status: "failed", amountCents: 6000, units: 6 },
    ]);
    expect(await registrationOf(registration.id)).toMatchObject({
      status: "active",
      quantity: 6,
      refundedUnits: 0,
      refundedCents: 0,
    });
    expect(await soldOf(type.id)).toBe(6);
    expect(await mailsTo(registration.customerEmail)).toHaveLength(0);
  });

  test("a provider that does not answer leaves the refund pending, applied, for its webhook", async () => {
    const { registration } = await paidTable(2);
    const stripe = withProvider(async () => {
      throw new Error("socket hang up");
    });
    const { refund, notice } = await refundRegistration(stripe, actor, registration.id, {
      units: 1,
    });
    expect(notice).toMatch(/did not answer/);
    expect(refund.status).toBe("pending");
    expect(await registrationOf(registration.id)).toMatchObject({
      quantity: 1,
      refundedCents: 1000,
    });
  });

  test("a refund made in the Stripe dashboard is recorded, whether the event names it or only the charge's total", async () => {
    const { registration } = await paidTable(3);
    const pi = registration.paymentIntentId!;
    const bare = refundEvent(
      "evt_bare",
      "charge.refunded",
      { id: "unused", amountCents: 0, status: "succeeded", paymentIntentId: pi, metadata: {} },
      {
        refunds: [],
        amountRefundedCents: 1000,
      },
    );
    await dispatchPaymentEvent(services, bare);
    await dispatchPaymentEvent(services, { ...bare, id: "evt_bare_again" });
    expect(await refundsFor(registration.id)).toMatchObject([
      {
        amountCents: 1000,
        units: 0,
        status: "succeeded",
        createdBy: null,
        providerRefundId: null,
        reason: "Refunded at the payment provider",
      },
    ]);
    // Its refund.updated later names it: the same refund, not a second one.
    const named = refundEvent("evt_named", "refund.updated", {
      id: "re_dash_1",
      amountCents: 1000,
      status: "succeeded",
      paymentIntentId: pi,
      metadata: {},
    });
    await dispatchPaymentEvent(services, named);
    // A second dashboard refund, named from the start.
    const second = refundEvent("evt_second", "refund.updated", {
      id: "re_dash_2",
      amountCents: 500,
      status: "succeeded",
      paymentIntentId: pi,
      metadata: {},
    });
    await dispatchPaymentEvent(services, second);
    await dispatchPaymentEvent(services, { ...second, id: "evt_second_again" });
    const rows = await refundsFor(registration.id);
    expect(rows.map((r) => [r.providerRefundId, r.amountCents]).sort()).toEqual([
      ["re_dash_1", 1000],
      ["re_dash_2", 500],
    ]);
    expect(await registrationOf(registration.id)).toMatchObject({
      refundedCents: 1500,
      quantity: 3,
    });
    expect(await mailsTo(registration.customerEmail)).toHaveLength(2);
  });
});

describe("refundDonation", () => {
  test("a partial refund lowers the fundraiser's raised amount and corrects the receipt", async () => {
    // Decision 021: raised = starting + gifts, so $100 raised with this $50 gift started at $50.
    const fundraiser = await createFundraiser(services.db, {
      raisedCents: 10_000,
      startingCents: 5000,
    });
    const gift = await createDonationRow(services.db, {
      fundraiserId: fundraiser.id,
      amountCents: 5000,
      paymentIntentId: "pi_gift_1",
      donorEmail: "partial@example.org",
    });
    const before = (await getRaisedTotals(services.db)).yearCents;
    const { refund } = await refundDonation(services, actor, gift.id, {
      amountCents: 2000,
      reason: "Gave twice",
    });
    // The dashboard's totals are net of refunds too.
    expect((await getRaisedTotals(services.db)).yearCents).toBe(before - 2000);
    expect(refund).toMatchObject({ amountCents: 2000, status: "succeeded", donationId: gift.id });
    expect(await raisedCents(services.db, fundraiser.id)).toBe(8000);
    const [mail] = await mailsTo("partial@example.org");
    expect(mail!.text).toContain("We have refunded $20.00 of your gift of $50.00");
    expect(mail!.text).toContain(
      `(receipt number ${gift.id}) is corrected: the amount of your contribution is now $30.00.`,
    );
    await expect(
      refundDonation(services, actor, gift.id, { amountCents: 3001 }),
    ).rejects.toMatchObject({ status: 422 });
  });

  test("a full refund voids the receipt", async () => {
    const fundraiser = await createFundraiser(services.db, { raisedCents: 5000, startingCents: 0 });
    const gift = await createDonationRow(services.db, {
      fundraiserId: fundraiser.id,
      paymentIntentId: "pi_gift_2",
      donorEmail: "full@example.org",
    });
    await refundDonation(services, actor, gift.id);
    expect(await raisedCents(services.db, fundraiser.id)).toBe(0);
    const [row] = await services.db.select().from(donations).where(eq(donations.id, gift.id));
    expect(row!.refundedCents).toBe(5000);
    const [mail] = await mailsTo("full@example.org");
    expect(mail!.subject).toBe("Your gift to Homefront has been refunded");
    expect(mail!.text).toContain("is void: the gift has been refunded in full.");
  });

  test("a gift that is not completed, or has no payment on record, cannot be refunded", async () => {
    const pending = await createDonationRow(services.db, {
      status: "pending",
      paymentIntentId: "pi_p",
    });
    await expect(refundDonation(services, actor, pending.id)).rejects.toMatchObject({
      status: 422,
    });
    const old = await createDonationRow(services.db, { paymentIntentId: null });
    await expect(refundDonation(services, actor, old.id)).rejects.toMatchObject({ status: 422 });
  });
});
