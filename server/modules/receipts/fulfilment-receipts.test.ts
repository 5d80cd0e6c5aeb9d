// Decision 020 wired in: a paid order whose tickets have a fair market value carries its
// receipt in the confirmation; an applied refund voids a gift's receipt (once, however often
// the provider repeats itself).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { outbox, receipts } from "../../db/schema";
import { dispatchPaymentEvent } from "../payment-events/index.server";
import { isDemoProvider, type DemoPaymentProvider } from "../../payments/demo-provider";
import { createEvent, createTicketType } from "../../test/factories";
import { createDonationRow } from "../../test/back-office-factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { registrationRequestSchema } from "../../../shared/schemas/registration";
import { createRegistration, startTicketCheckout } from "../orders/index.server";
import { lockDonationTarget, recordRefund, settleRefund } from "../refunds/index.server";
import { issueDonationReceipt } from "./issue";

let services: TestServices;
let demo: DemoPaymentProvider;
beforeAll(async () => {
  services = await createTestServices();
  if (!isDemoProvider(services.payments)) throw new Error("tests expect the demo provider");
  demo = services.payments;
});
afterAll(() => services.cleanup());

async function buyAndPay(fairMarketValueCents: number | null) {
  const event = await createEvent(services.db, { title: "Harvest Gala" });
  const type = await createTicketType(services.db, event.id, {
    priceCents: 10_000,
    quantityAvailable: 10,
    fairMarketValueCents,
  });
  const email = `buyer-${crypto.randomUUID().slice(0, 6)}@example.org`;
  const created = await createRegistration(
    services,
    registrationRequestSchema.parse({
      eventId: event.id,
      ticketTypeId: type.id,
      quantity: 1,
      customerName: "Casey Buyer",
      customerEmail: email,
    }),
  );
  const url = await startTicketCheckout(services, created, email);
  const paid = await demo.pay(url.split("/").pop()!);
  expect(await dispatchPaymentEvent(services, paid!.event)).toBe("processed");
  const [mail] = await services.db.select().from(outbox).where(eq(outbox.to, email));
  const issued = await services.db
    .select()
    .from(receipts)
    .where(eq(receipts.registrationId, created.registrationId));
  return { mail: mail!, issued };
}

test("a $100 ticket with a $40 dinner: the confirmation carries the receipt with the quid pro quo disclosure", async () => {
  const { mail, issued } = await buyAndPay(4_000);
  expect(issued).toHaveLength(1);
  expect(issued[0]).toMatchObject({
    kind: "ticket",
    amountCents: 10_000,
    goodsValueCents: 4_000,
    deductibleCents: 6_000,
  });
  expect(mail.text).toContain(`Receipt number: ${issued[0]!.number}`);
  expect(mail.text).toContain("Event: Harvest Gala");
  expect(mail.text).toContain(
    "limited to the excess of the amount paid ($100.00) over the value of goods and services provided ($40.00): $60.00.",
  );
});

test("a ticket with no fair market value is a purchase: no receipt, none in the confirmation", async () => {
  const { mail, issued } = await buyAndPay(null);
  expect(issued).toHaveLength(0);
  expect(mail.text).not.toContain("Receipt number:");
});

test("a refund voids the gift's receipt and receipts the rest; the provider repeating it changes nothing", async () => {
  const gift = await createDonationRow(services.db, {
    amountCents: 8_000,
    donorEmail: "refunded@example.org",
    paymentIntentId: "pi_r1",
  });
  const first = await services.db.transaction((tx) => issueDonationReceipt(tx, services, gift.id));
  const refund = await services.db.transaction(async (tx) => {
    const target = await lockDonationTarget(tx, gift.id);
    return (
      await recordRefund(tx, services, target!, {
        amountCents: 3_000,
        units: 0,
        provider: "demo",
        providerRefundId: "re_1",
        status: "pending",
        reason: "Asked",
        createdBy: null,
      })
    ).refund;
  });
  await services.db.transaction((tx) =>
    settleRefund(tx, services, refund.id, { status: "succeeded", providerRefundId: "re_1" }),
  );
  await services.db.transaction((tx) =>
    settleRefund(tx, services, refund.id, { status: "succeeded", providerRefundId: "re_1" }),
  );
  const rows = await services.db.select().from(receipts).where(eq(receipts.donationId, gift.id));
  expect(rows).toHaveLength(2);
  expect(rows.find((r) => r.id === first!.id)).toMatchObject({ voidReason: "refunded" });
  expect(rows.find((r) => r.id !== first!.id)).toMatchObject({
    amountCents: 5_000,
    voidedAt: null,
    replacesId: first!.id,
  });
  const voidNotices = (
    await services.db.select().from(outbox).where(eq(outbox.to, "refunded@example.org"))
  ).filter((m) => m.subject.includes("voided"));
  expect(voidNotices).toHaveLength(1);
});
