// Decision 010: unpaid holds are bounded per visitor (client and e-mail), a
// new hold replaces the same e-mail's earlier one, a client starts a few
// checkouts an hour, and a hold whose checkout cannot start is released at once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventRegistrations, rateLimitHits } from "../../db/schema";
import { AppError } from "../../errors";
import type { PaymentProvider } from "../../payments/provider";
import { createEvent, createTicketType } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { registrationRequestSchema } from "../../../shared/schemas/registration";
import { TICKET_CHECKOUT_LIMITS } from "../../core/index.server";
import { getEventDetail } from "./event-detail";
import { createRegistration, startTicketCheckout } from "../orders/index.server";
import { countSeats } from "./seats";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const seatsTaken = async (eventId: string) =>
  (await countSeats(services.db, [eventId], new Date())).seatsOf(eventId);

/** A paid event of `capacity` seats with one ticket type of one seat. */
async function paidEvent(capacity: number) {
  const event = await createEvent(services.db, { maxCapacity: capacity });
  const type = await createTicketType(services.db, event.id, {
    priceCents: 2500,
    quantityAvailable: capacity,
  });
  return { event, type };
}

let emails = 0;
function order(
  type: { id: string; eventId: string },
  quantity: number,
  customerEmail = `buyer-${++emails}@example.org`,
) {
  return registrationRequestSchema.parse({
    eventId: type.eventId,
    ticketTypeId: type.id,
    quantity,
    customerName: "Sam Buyer",
    customerEmail,
    guests:
      quantity > 1
        ? Array.from({ length: quantity }, (_, i) => ({ guest_name: `Guest ${i + 1}` }))
        : [],
  });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe("unpaid seats per visitor", () => {
  test("a second hold from the same client beyond 10 seats is refused with a 409, and seats are unchanged", async () => {
    const { type } = await paidEvent(80);
    await createRegistration(services, order(type, 8), { clientIp: "198.51.100.1" });
    expect(
      await refusal(createRegistration(services, order(type, 5), { clientIp: "198.51.100.1" })),
    ).toEqual({
      status: 409,
      message:
        "You already have 8 seats waiting for payment. You can hold up to 10 unpaid seats for this event at a time. Please finish or cancel the checkout you started, or try again once it has expired.",
    });
    expect(await seatsTaken(type.eventId)).toBe(8);
    // Another visitor is not held back.
    await createRegistration(services, order(type, 5), { clientIp: "198.51.100.2" });
    expect(await seatsTaken(type.eventId)).toBe(13);
  });

  test("the limit is 10 % of the capacity when that is more than 10 seats", async () => {
    const { type } = await paidEvent(300);
    await createRegistration(services, order(type, 30), { clientIp: "198.51.100.3" });
    expect(
      (await refusal(createRegistration(services, order(type, 1), { clientIp: "198.51.100.3" })))
        .message,
    ).toContain("You can hold up to 30 unpaid seats");
    expect(await seatsTaken(type.eventId)).toBe(30);
  });

  test("one order above the limit is refused, whoever sends it", async () => {
    const { type } = await paidEvent(80);
    expect(await refusal(createRegistration(services, order(type, 11)))).toEqual({
      status: 409,
      message:
        "You can hold up to 10 unpaid seats for this event at a time. Please choose fewer tickets, or contact us to reserve for a larger group.",
    });
    expect(await seatsTaken(type.eventId)).toBe(0);
  });

  test("an e-mail holds no more than the limit from several clients: its new hold replaces the earlier one", async () => {
    const { type } = await paidEvent(80);
    const first = await createRegistration(services, order(type, 8, "Hoarder@Example.org"), {
      clientIp: "198.51.100.4",
    });
    expect(await seatsTaken(type.eventId)).toBe(8);
    const second = await createRegistration(services, order(type, 6, "hoarder@example.org"), {
      clientIp: "198.51.100.5",
    });
    expect(await seatsTaken(type.eventId)).toBe(6);
    const [earlier] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, first.registrationId));
    expect(earlier).toMatchObject({ status: "expired", clientKey: null });
    expect(
      await refusal(
        createRegistration(services, order(type, 11, "hoarder@example.org"), {
          clientIp: "198.51.100.6",
        }),
      ),
    ).toMatchObject({ status: 409 });
    // The refused order changed nothing: the hold it would have replaced still holds.
    expect(await seatsTaken(type.eventId)).toBe(6);
    const [kept] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, second.registrationId));
    expect(kept!.status).toBe("pending");
  });

  test("the registration keeps a hash of the client's address, never the address", async () => {
    const { type } = await paidEvent(80);
    const created = await createRegistration(services, order(type, 1), {
      clientIp: "198.51.100.7",
    });
    const [row] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, created.registrationId));
    expect(row!.clientKey).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain("198.51.100.7");
  });

  test("free registrations are not holds and are not bounded", async () => {
    const event = await createEvent(services.db, { maxCapacity: 80 });
    const type = await createTicketType(services.db, event.id, {
      priceCents: 0,
      quantityAvailable: 80,
    });
    await createRegistration(services, order(type, 12), { clientIp: "198.51.100.8" });
    await createRegistration(services, order(type, 12), { clientIp: "198.51.100.8" });
    expect(await seatsTaken(event.id)).toBe(24);
  });
});

describe("checkouts per hour", () => {
  test(`a client starts ${TICKET_CHECKOUT_LIMITS.perClient.limit} paid checkouts an hour, then gets a 429 that writes nothing`, async () => {
    const clientIp = "198.51.100.20";
    for (let i = 0; i < TICKET_CHECKOUT_LIMITS.perClient.limit; i++) {
      const { type } = await paidEvent(80);
      await createRegistration(services, order(type, 1), { clientIp });
    }
    const { type } = await paidEvent(80);
    const registrations = (await services.db.select().from(eventRegistrations)).length;
    const hits = (await services.db.select().from(rateLimitHits)).length;
    expect(await refusal(createRegistration(services, order(type, 1), { clientIp }))).toEqual({
      status: 429,
      message:
        "You have started several checkouts in the last hour. Please finish or cancel a checkout you started, or try again in 60 minutes.",
    });
    expect((await services.db.select().from(eventRegistrations)).length).toBe(registrations);
    expect((await services.db.select().from(rateLimitHits)).length).toBe(hits);
    await createRegistration(services, order(type, 1), { clientIp: "198.51.100.21" });
  });
});

describe("a checkout that cannot start", () => {
  test("releases its seats at once: three failures leave the remaining seats unchanged", async () => {
    const { event, type } = await paidEvent(118);
    const real = services.payments;
    const log = services.log;
    services.payments = {
      ...real,
      createCheckout: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    } satisfies PaymentProvider;
    services.log = { ...log, error: () => {} };
    const remaining = async () =>
      (await getEventDetail(services.db, event.id))!.ticketTypes[0]!.unitsRemaining;
    try {
      for (let i = 0; i < 3; i++) {
        const input = order(type, 1);
        const created = await createRegistration(services, input, { clientIp: `198.51.100.3${i}` });
        expect(await refusal(startTicketCheckout(services, created, input.customerEmail))).toEqual({
          status: 503,
          message: "The payment page could not be opened. Please try again.",
        });
        const [row] = await services.db
          .select()
          .from(eventRegistrations)
          .where(eq(eventRegistrations.id, created.registrationId));
        expect(row).toMatchObject({ status: "expired", clientKey: null });
      }
      expect(await remaining()).toBe(118);
    } finally {
      services.payments = real;
      services.log = log;
    }
  });
});
