// Numbered receipts (decision 020): per-year numbers with no gaps, one live receipt per
// gift or order, ticket orders receipted only when they are contributions, voiding on refund.
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { createTestServices, type TestServices } from "../../test/harness";
import { createDonationRow } from "../../test/back-office-factories";
import { createEvent, createRegistration, createTicketType } from "../../test/factories";
import { donations, eventRegistrations, outbox, receipts, receiptSequences } from "../../db/schema";
import { issueDonationReceipt, issueOrderReceipt } from "./issue";
import { issueMissingReceipts } from "./receipt-backfill";
import { renderReceiptText } from "./receipt-text";
import { reconcileReceiptAfterRefund } from "./receipt-voids";
import { yearInZone } from "../../../shared/domain/zoned-time";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
beforeEach(async () => {
  await services.db.delete(receipts);
  await services.db.delete(receiptSequences);
  await services.db.delete(outbox);
});

test("the year is the calendar year in the organization's time zone", () => {
  // 03:00 UTC on January 1 is still December 31 in Chicago.
  expect(yearInZone(new Date("2027-01-01T03:00:00Z"), "America/Chicago")).toBe(2026);
  expect(yearInZone(new Date("2027-01-01T07:00:00Z"), "America/Chicago")).toBe(2027);
});

test("numbers run per year; issuing twice gives the same live receipt", async () => {
  const a = await createDonationRow(services.db, { completedAt: new Date("2026-03-01T18:00:00Z") });
  const b = await createDonationRow(services.db, { completedAt: new Date("2026-03-02T18:00:00Z") });
  const c = await createDonationRow(services.db, { completedAt: new Date("2027-02-02T18:00:00Z") });
  const ra = await services.db.transaction((tx) => issueDonationReceipt(tx, services, a.id));
  const again = await services.db.transaction((tx) => issueDonationReceipt(tx, services, a.id));
  const rb = await services.db.transaction((tx) => issueDonationReceipt(tx, services, b.id));
  const rc = await services.db.transaction((tx) => issueDonationReceipt(tx, services, c.id));
  expect([ra?.number, again?.number, rb?.number, rc?.number]).toEqual([
    "2026-000001",
    "2026-000001",
    "2026-000002",
    "2027-000001",
  ]);
  expect(ra).toMatchObject({
    kind: "gift",
    amountCents: 5000,
    deductibleCents: 5000,
    goodsValueCents: 0,
  });
});

test("a rolled-back transaction gives its number back, and concurrent issuing leaves no gap", async () => {
  const gifts = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      createDonationRow(services.db, { completedAt: new Date(`2026-05-0${i + 1}T18:00:00Z`) }),
    ),
  );
  await expect(
    services.db.transaction(async (tx) => {
      await issueDonationReceipt(tx, services, gifts[0]!.id);
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  await Promise.all(
    gifts.map((g) => services.db.transaction((tx) => issueDonationReceipt(tx, services, g.id))),
  );
  const numbers = (await services.db.select({ n: receipts.number }).from(receipts))
    .map((r) => r.n)
    .sort();
  expect(numbers).toEqual([
    "2026-000001",
    "2026-000002",
    "2026-000003",
    "2026-000004",
    "2026-000005",
    "2026-000006",
  ]);
});

test("pending gifts get no receipt; in-kind gifts are receipted without a value", async () => {
  const pending = await createDonationRow(services.db, { status: "pending", completedAt: null });
  expect(
    await services.db.transaction((tx) => issueDonationReceipt(tx, services, pending.id)),
  ).toBeNull();
  const coats = await createDonationRow(services.db, {
    provider: "offline",
    method: "in_kind",
    amountCents: 0,
    description: "40 winter coats",
  });
  const receipt = await services.db.transaction((tx) =>
    issueDonationReceipt(tx, services, coats.id),
  );
  expect(receipt).toMatchObject({
    kind: "in_kind",
    amountCents: 0,
    deductibleCents: 0,
    description: "40 winter coats",
  });
  const text = await renderReceiptText(services.db, services, receipt!);
  expect(text).toContain("Gift: 40 winter coats");
  expect(text).toContain("No value is assigned by the organization");
});

test("a ticket order is receipted only when a line states a fair market value and something is deductible", async () => {
  const event = await createEvent(services.db, { title: "Spring Gala", hasTickets: true });
  const dinner = await createTicketType(services.db, event.id, {
    name: "Dinner",
    priceCents: 7500,
    fairMarketValueCents: 4000,
  });
  const plain = await createTicketType(services.db, event.id, {
    name: "Concert",
    priceCents: 2000,
  });
  const full = await createTicketType(services.db, event.id, {
    name: "Buffet",
    priceCents: 3000,
    fairMarketValueCents: 3000,
  });

  const noValue = await createRegistration(services.db, plain, { paymentIntentId: "pi_1" });
  expect(
    await services.db.transaction((tx) => issueOrderReceipt(tx, services, noValue.id)),
  ).toBeNull();
  const nothingDeductible = await createRegistration(services.db, full, {
    paymentIntentId: "pi_2",
  });
  expect(
    await services.db.transaction((tx) => issueOrderReceipt(tx, services, nothingDeductible.id)),
  ).toBeNull();

  // Two dinners ($150) and, on a second line of the same order, a concert ticket ($20).
  const first = await createRegistration(services.db, dinner, {
    quantity: 2,
    paymentIntentId: "pi_3",
  });
  await createRegistration(services.db, plain, { orderId: first.id, paymentIntentId: "pi_3" });
  const receipt = await services.db.transaction((tx) => issueOrderReceipt(tx, services, first.id));
  expect(receipt).toMatchObject({
    kind: "ticket",
    amountCents: 17_000,
    goodsValueCents: 8_000,
    deductibleCents: 9_000,
    registrationId: first.id,
  });
  const text = await renderReceiptText(services.db, services, receipt!);
  expect(text).toContain("Event: Spring Gala");
  expect(text).toContain(
    "limited to the excess of the amount paid ($170.00) over the value of goods and services provided ($80.00): $90.00.",
  );
});

test("a partial refund voids the receipt and receipts the rest, once; a full refund only voids", async () => {
  const gift = await createDonationRow(services.db, {
    amountCents: 10_000,
    completedAt: new Date("2026-06-01T18:00:00Z"),
  });
  const first = await services.db.transaction((tx) => issueDonationReceipt(tx, services, gift.id));
  await services.db
    .update(donations)
    .set({ refundedCents: 4_000 })
    .where(eq(donations.id, gift.id));
  const now = new Date("2026-06-10T18:00:00Z");
  const result = await services.db.transaction((tx) =>
    reconcileReceiptAfterRefund(tx, services, { donationId: gift.id }, now),
  );
  expect(result?.voided).toMatchObject({ id: first!.id, voidReason: "refunded" });
  expect(result?.replacement).toMatchObject({
    number: "2026-000002",
    amountCents: 6_000,
    replacesId: first!.id,
  });
  // Redelivered: nothing changes, nothing is sent twice.
  expect(
    await services.db.transaction((tx) =>
      reconcileReceiptAfterRefund(tx, services, { donationId: gift.id }, now),
    ),
  ).toBeNull();
  const mails = await services.db.select().from(outbox);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe("Receipt 2026-000001 voided; your new receipt is 2026-000002");
  expect(mails[0]!.text).toContain(
    "VOID — this receipt was voided on June 10, 2026 because the gift was refunded.",
  );
  expect(mails[0]!.text).toContain("Replaces receipt: 2026-000001");

  await services.db
    .update(donations)
    .set({ refundedCents: 10_000 })
    .where(eq(donations.id, gift.id));
  const all = await services.db.transaction((tx) =>
    reconcileReceiptAfterRefund(tx, services, { donationId: gift.id }, now),
  );
  expect(all?.voided?.number).toBe("2026-000002");
  expect(all?.replacement).toBeNull();
  const live = await services.db.select().from(receipts).where(eq(receipts.donationId, gift.id));
  expect(live.every((r) => r.voidedAt)).toBe(true);

  // A refund that fails afterwards restores the gift: it is receipted again.
  await services.db.update(donations).set({ refundedCents: 0 }).where(eq(donations.id, gift.id));
  const restored = await services.db.transaction((tx) =>
    reconcileReceiptAfterRefund(tx, services, { donationId: gift.id }, now),
  );
  expect(restored?.replacement).toMatchObject({ number: "2026-000003", amountCents: 10_000 });
});

test("a refunded ticket lowers the order's receipt", async () => {
  const event = await createEvent(services.db, { title: "Autumn Dinner", hasTickets: true });
  const dinner = await createTicketType(services.db, event.id, {
    priceCents: 10_000,
    fairMarketValueCents: 4_000,
  });
  const order = await createRegistration(services.db, dinner, {
    quantity: 2,
    paymentIntentId: "pi_9",
  });
  await services.db.transaction((tx) => issueOrderReceipt(tx, services, order.id));
  await services.db
    .update(eventRegistrations)
    .set({ quantity: 1, refundedUnits: 1, refundedCents: 10_000 })
    .where(eq(eventRegistrations.id, order.id));
  const result = await services.db.transaction((tx) =>
    reconcileReceiptAfterRefund(tx, services, { registrationId: order.id }),
  );
  expect(result?.replacement).toMatchObject({
    amountCents: 10_000,
    goodsValueCents: 4_000,
    deductibleCents: 6_000,
  });
});

test("the backfill receipts old gifts oldest first, sends nothing, and is done once", async () => {
  await services.db.delete(donations);
  await services.db.delete(eventRegistrations);
  const later = await createDonationRow(services.db, {
    completedAt: new Date("2026-02-02T18:00:00Z"),
  });
  const earlier = await createDonationRow(services.db, {
    completedAt: new Date("2026-01-05T18:00:00Z"),
  });
  await createDonationRow(services.db, { status: "failed" });
  expect(await issueMissingReceipts(services.db, services)).toBe(2);
  expect(await issueMissingReceipts(services.db, services)).toBe(0);
  const rows = await services.db.select().from(receipts);
  expect(rows.find((r) => r.donationId === earlier.id)?.number).toBe("2026-000001");
  expect(rows.find((r) => r.donationId === later.id)?.number).toBe("2026-000002");
  expect(await services.db.select().from(outbox)).toHaveLength(0);
});
