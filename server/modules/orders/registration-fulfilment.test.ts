import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventRegistrations, eventTicketTypes, outbox } from "../../db/schema";
import { dispatchPaymentEvent } from "../payment-events/index.server";
import { isDemoProvider, type DemoPaymentProvider } from "../../payments/demo-provider";
import type { PaymentEvent } from "../../payments/provider";
import { createEvent, createTicketType } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { registrationRequestSchema } from "../../../shared/schemas/registration";
import { verifyRegistrationReference, registrationReference } from "./registration-reference";
import { createRegistration } from "./registrations";
import { startTicketCheckout } from "./ticket-checkout";

let services: TestServices;
let demo: DemoPaymentProvider;
beforeAll(async () => {
  services = await createTestServices();
  if (!isDemoProvider(services.payments)) throw new Error("tests expect the demo provider");
  demo = services.payments;
});
afterAll(() => services.cleanup());

async function paidRegistration(
  options: { maxCapacity?: number; email?: string; now?: Date } = {},
) {
  const event = await createEvent(services.db, { maxCapacity: options.maxCapacity ?? 0 });
  const type = await createTicketType(services.db, event.id, {
    priceCents: 4000,
    quantityAvailable: 10,
  });
  const email = options.email ?? `buyer-${crypto.randomUUID().slice(0, 6)}@example.org`;
  const created = await createRegistration(
    services,
    registrationRequestSchema.parse({
      eventId: event.id,
      ticketTypeId: type.id,
      quantity: 1,
      customerName: "Casey Buyer",
      customerEmail: email,
    }),
    { now: options.now },
  );
  const url = await startTicketCheckout(services, created, email);
  const sessionId = url.split("/").pop()!;
  return { event, type, created, url, sessionId, email };
}

const registration = async (id: string) =>
  (await services.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]!;

describe("paid registration fulfilment", () => {
  test("paying through the demo checkout activates it once, counts it sold and e-mails a QR and .ics", async () => {
    const { created, type, sessionId, email } = await paidRegistration();
    expect((await registration(created.registrationId)).status).toBe("pending");
    const paid = await demo.pay(sessionId);
    expect(paid?.outcome).toBe("paid");
    expect(await dispatchPaymentEvent(services, paid!.event)).toBe("processed");
    // The same event again, and a second click, change nothing.
    expect(await dispatchPaymentEvent(services, paid!.event)).toBe("duplicate");
    const again = await demo.pay(sessionId);
    if (again) await dispatchPaymentEvent(services, again.event);

    const row = await registration(created.registrationId);
    expect(row).toMatchObject({
      status: "active",
      holdExpiresAt: null,
      checkoutSessionId: sessionId,
    });
    // Decision 016: the payment a refund will refund.
    expect(row.paymentIntentId).toBe(paid!.event.paymentIntentId);
    expect(row.paymentIntentId).toMatch(/^pi_demo_/);
    const [typeRow] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.id, type.id));
    expect(typeRow?.quantitySold).toBe(1);
    const mails = await services.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(1);
    const names = mails[0]!.attachments!.map((a) => a.filename);
    expect(names).toEqual(["check-in.png", "event.ics"]);
    expect(
      Buffer.from(mails[0]!.attachments![0]!.content, "base64").subarray(1, 4).toString(),
    ).toBe("PNG");
  });

  test("cancelling the checkout releases the held seats", async () => {
    const { created, sessionId } = await paidRegistration({ maxCapacity: 1 });
    const cancelled = await demo.cancel(sessionId);
    expect(cancelled?.event).toBeTruthy();
    await dispatchPaymentEvent(services, cancelled!.event!);
    expect((await registration(created.registrationId)).status).toBe("expired");
  });

  test("a payment after the hold lapsed is accepted while seats remain", async () => {
    const past = new Date(Date.now() - 31 * 60_000);
    const { created, sessionId } = await paidRegistration({ now: past });
    const paid = await demo.pay(sessionId);
    const event: PaymentEvent = {
      ...paid!.event,
      id: `evt_late_${crypto.randomUUID()}`,
      type: "checkout.session.completed",
    };
    await dispatchPaymentEvent(services, event);
    expect((await registration(created.registrationId)).status).toBe("active");
  });

  test("a late payment with no seats left is kept, flagged for refund, and the buyer told", async () => {
    const past = new Date(Date.now() - 31 * 60_000);
    const { created, event, type, sessionId, email } = await paidRegistration({
      maxCapacity: 1,
      now: past,
    });
    // Someone else took the last seat after the hold lapsed.
    await createRegistration(
      services,
      registrationRequestSchema.parse({
        eventId: event.id,
        ticketTypeId: type.id,
        quantity: 1,
        customerName: "Other",
        customerEmail: "other@example.org",
      }),
    );
    const paid = await demo.pay(sessionId);
    const lateEvent: PaymentEvent = {
      ...paid!.event,
      id: `evt_late_${crypto.randomUUID()}`,
      type: "checkout.session.completed",
    };
    await dispatchPaymentEvent(services, lateEvent);
    const row = await registration(created.registrationId);
    expect(row.status).not.toBe("active");
    expect(row.needsRefund).toBe(true);
    expect(row.paymentIntentId).toBe(paid!.event.paymentIntentId);
    const [mail] = await services.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail?.text).toContain("refund your payment in full");
  });
});

describe("webhook redelivery and reordering", () => {
  test("the same completion 5 times at once, then a late 'expired', fulfil once and keep it active", async () => {
    const { created, type, sessionId, email } = await paidRegistration();
    const paid = await demo.pay(sessionId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => dispatchPaymentEvent(services, paid!.event)),
    );
    expect(results.filter((r) => r === "processed")).toHaveLength(1);
    expect(results.filter((r) => r === "duplicate")).toHaveLength(4);
    const expired: PaymentEvent = {
      ...paid!.event,
      id: `evt_expired_${crypto.randomUUID()}`,
      type: "checkout.session.expired",
    };
    await dispatchPaymentEvent(services, expired);
    expect((await registration(created.registrationId)).status).toBe("active");
    const [typeRow] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.id, type.id));
    expect(typeRow?.quantitySold).toBe(1);
    expect(await services.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(1);
  });
});

describe("check-in reference", () => {
  test("verifies only references this site signed", () => {
    const reference = registrationReference(
      services.secret,
      "3f0e4c1a-0000-4000-8000-000000000001",
    );
    expect(verifyRegistrationReference(services.secret, reference)).toBe(
      "3f0e4c1a-0000-4000-8000-000000000001",
    );
    expect(
      verifyRegistrationReference(services.secret, reference.replace("0001", "0002")),
    ).toBeNull();
    expect(
      verifyRegistrationReference("another-secret-of-enough-length-0000", reference),
    ).toBeNull();
  });
});
