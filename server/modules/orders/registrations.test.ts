import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { Tx } from "../../db/client";
import { eventGuests, eventRegistrations, events, eventTicketTypes, outbox } from "../../db/schema";
import { AppError } from "../../errors";
import { createEvent, createTicketType } from "../../test/factories";
import { createTestServices, usesPostgres, type TestServices } from "../../test/harness";
import {
  registrationRequestSchema,
  type RegistrationRequest,
} from "../../../shared/schemas/registration";
import { expireLapsedHolds } from "./registration-holds";
import { createRegistration } from "./registrations";
import { countSeats } from "../events/index.server";

// The race's control run reads the event row without locking it, to show that
// the race test can fail (decision 004 "Consequences"); every other call locks.
const eventLock = vi.hoisted(() => ({ skip: false }));
vi.mock("../../core/locks", async (importOriginal) => {
  const seats = await importOriginal<typeof import("../../core/locks")>();
  return {
    ...seats,
    lockEvent: async (tx: Tx, eventId: string) => {
      if (!eventLock.skip) return seats.lockEvent(tx, eventId);
      const [event] = await tx.select().from(events).where(eq(events.id, eventId));
      return event!;
    },
  };
});

const seatsTaken = async (eventId: string, now = new Date()) =>
  (await countSeats(services.db, [eventId], now)).seatsOf(eventId);

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const MINUTE = 60_000;

function request(overrides: Partial<RegistrationRequest>) {
  return registrationRequestSchema.parse({
    quantity: 1,
    customerName: "Jordan Lee",
    customerEmail: "jordan@example.org",
    guests: [],
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected the registration to be refused");
}

describe("createRegistration", () => {
  test("a free registration is active at once, with guests and a confirmation e-mail", async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id, { seatsPerUnit: 3 });
    const guests = ["Ann", "Ben", "Cal"].map((guest_name) => ({ guest_name }));
    const created = await createRegistration(
      services,
      request({
        eventId: event.id,
        ticketTypeId: type.id,
        guests,
        customerEmail: "free@example.org",
      }),
    );
    expect(created).toMatchObject({ isFree: true, totalCents: 0, holdExpiresAt: null });
    const [row] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, created.registrationId));
    expect(row?.status).toBe("active");
    const savedGuests = await services.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.registrationId, created.registrationId));
    expect(savedGuests.map((g) => [g.guestName, g.isPrimaryContact])).toEqual([
      ["Ann", true],
      ["Ben", false],
      ["Cal", false],
    ]);
    const [mail] = await services.db.select().from(outbox).where(eq(outbox.to, "free@example.org"));
    expect(mail?.subject).toBe(`You're registered: ${event.title}`);
    expect(mail?.attachments?.find((a) => a.filename === "event.ics")?.content).toContain(
      "BEGIN:VEVENT",
    );
    const [typeRow] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.id, type.id));
    expect(typeRow?.quantitySold).toBe(1);
  });

  test("a paid registration holds its seats for 30 minutes, then they count no more", async () => {
    const now = new Date();
    const event = await createEvent(services.db, { maxCapacity: 2 });
    const type = await createTicketType(services.db, event.id, { priceCents: 2500 });
    const created = await createRegistration(
      services,
      request({
        eventId: event.id,
        ticketTypeId: type.id,
        quantity: 2,
        guests: [{ guest_name: "A" }, { guest_name: "B" }],
      }),
      { now },
    );
    expect(created).toMatchObject({ isFree: false, totalCents: 5000 });
    expect(created.holdExpiresAt!.getTime() - now.getTime()).toBe(30 * MINUTE);
    // Another buyer: the same e-mail would replace its own hold (decision 010).
    const full = await rejection(
      createRegistration(
        services,
        request({ eventId: event.id, ticketTypeId: type.id, customerEmail: "other@example.org" }),
        { now },
      ),
    );
    expect(full).toEqual({ status: 409, message: "This event is sold out." });
    const later = new Date(now.getTime() + 31 * MINUTE);
    expect(await seatsTaken(event.id, later)).toBe(0);
    await expect(
      createRegistration(
        services,
        request({ eventId: event.id, ticketTypeId: type.id, customerEmail: "later@example.org" }),
        { now: later },
      ),
    ).resolves.toMatchObject({ isFree: false });
    expect(await expireLapsedHolds(services.db, later)).toBeGreaterThanOrEqual(1);
  });

  test("refuses what SPEC and the event do not allow, writing nothing", async () => {
    const event = await createEvent(services.db, { maxCapacity: 0 });
    const other = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id, { quantityAvailable: 2 });
    const foreign = await createTicketType(services.db, other.id);
    const inactive = await createTicketType(services.db, event.id, { isActive: false });
    const past = await createEvent(services.db, { startsAt: new Date(Date.now() - MINUTE) });
    const pastType = await createTicketType(services.db, past.id);
    const untick = await createEvent(services.db, { hasTickets: false });
    const untickType = await createTicketType(services.db, untick.id);
    const salesStart = new Date("2099-03-04T18:30:00Z");
    const notYet = await createEvent(services.db, {
      ticketSalesStartAt: salesStart,
      startsAt: new Date("2099-06-01T00:00:00Z"),
    });
    const notYetType = await createTicketType(services.db, notYet.id);
    const before = await services.db.select().from(eventRegistrations);

    const cases: [Partial<RegistrationRequest>, number, string][] = [
      [{ eventId: event.id, ticketTypeId: foreign.id }, 422, "Please select a valid ticket type"],
      [{ eventId: event.id, ticketTypeId: inactive.id }, 409, "This ticket type is not on sale."],
      [{ eventId: past.id, ticketTypeId: pastType.id }, 409, "This event has already taken place."],
      [
        { eventId: untick.id, ticketTypeId: untickType.id },
        409,
        "This event does not take registrations.",
      ],
      [
        { eventId: notYet.id, ticketTypeId: notYetType.id },
        409,
        "Ticket sales begin on March 4, 2099 at 12:30 PM",
      ],
      [
        {
          eventId: event.id,
          ticketTypeId: type.id,
          quantity: 3,
          guests: [{ guest_name: "a" }, { guest_name: "b" }, { guest_name: "c" }],
        },
        409,
        "Only 2 General Admission tickets left.",
      ],
      [
        {
          eventId: event.id,
          ticketTypeId: type.id,
          quantity: 2,
          guests: [{ guest_name: "only one" }],
        },
        422,
        "Please add details for all 2 guests.",
      ],
      [
        { eventId: "00000000-0000-4000-8000-000000000000", ticketTypeId: type.id },
        404,
        "Event not found",
      ],
    ];
    for (const [overrides, status, message] of cases) {
      expect(
        await rejection(createRegistration(services, request(overrides))),
        JSON.stringify(overrides),
      ).toEqual({
        status,
        message,
      });
    }
    expect(await services.db.select().from(eventRegistrations)).toHaveLength(before.length);
  });
});

describe("registrationRequestSchema", () => {
  test.each([
    [{ quantity: 0 }, "Quantity must be at least 1"],
    [{ quantity: 101 }, "Maximum 100 tickets per order"],
    [{ quantity: "abc" }, "Quantity must be at least 1"],
    [{ customerName: "" }, "Name is required"],
    [{ customerName: "x".repeat(101) }, "Name must be less than 100 characters"],
    [{ customerEmail: "nope" }, "Valid email is required"],
    [{ customerEmail: `${"x".repeat(250)}@example.org` }, "Email must be less than 255 characters"],
    [{ customerPhone: "1".repeat(21) }, "Phone number must be less than 20 characters"],
    [{ specialRequests: "x".repeat(1001) }, "Special requests must be less than 1000 characters"],
    [{ ticketTypeId: "not-a-uuid" }, "Please select a valid ticket type"],
    [{ guests: [{ guest_name: "" }] }, "Guest name is required"],
    [{ guests: [{ guest_name: "x".repeat(101) }] }, "Guest name must be less than 100 characters"],
    [{ guests: [{ guest_name: "a", guest_email: "bad" }] }, "Valid email required"],
    [
      { guests: [{ guest_name: "a", dietary_restrictions: "x".repeat(501) }] },
      "Dietary restrictions must be less than 500 characters",
    ],
    [
      { guests: [{ guest_name: "a", accessibility_needs: "x".repeat(501) }] },
      "Accessibility needs must be less than 500 characters",
    ],
  ])("%o is refused with SPEC's message", (overrides, message) => {
    const result = registrationRequestSchema.safeParse({
      eventId: "6f1c3f0e-8a4b-4c1e-9d2a-1b2c3d4e5f60",
      ticketTypeId: "7f1c3f0e-8a4b-4c1e-9d2a-1b2c3d4e5f60",
      quantity: 1,
      customerName: "Jordan",
      customerEmail: "j@example.org",
      ...overrides,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

// DESIGN "Capacity": proven on real PostgreSQL with many parallel buyers.
describe.skipIf(!usesPostgres)("the registration race on PostgreSQL", () => {
  async function race(withoutLock: boolean) {
    const event = await createEvent(services.db, { maxCapacity: 20 });
    const single = await createTicketType(services.db, event.id, {
      quantityAvailable: 20,
      priceCents: 0,
    });
    const pair = await createTicketType(services.db, event.id, {
      name: "Pair",
      seatsPerUnit: 2,
      quantityAvailable: 10,
      priceCents: 1000,
    });
    eventLock.skip = withoutLock;
    try {
      const attempts = Array.from({ length: 200 }, (_, i) => {
        const usePair = i % 2 === 1;
        return createRegistration(
          services,
          request({
            eventId: event.id,
            ticketTypeId: usePair ? pair.id : single.id,
            customerEmail: `buyer${i}@example.org`,
            guests: usePair ? [{ guest_name: "A" }, { guest_name: "B" }] : [],
          }),
        ).then(
          () => "ok" as const,
          (error: unknown) =>
            error instanceof AppError && error.status === 409 ? ("sold out" as const) : error,
        );
      });
      const outcomes = await Promise.all(attempts);
      return { outcomes, seats: await seatsTaken(event.id) };
    } finally {
      eventLock.skip = false;
    }
  }

  test("200 concurrent buyers for 20 seats take exactly 20, the rest get a clear sold-out error", async () => {
    const { outcomes, seats } = await race(false);
    expect(seats).toBe(20);
    expect(outcomes.filter((o) => o !== "ok" && o !== "sold out")).toEqual([]);
    expect(outcomes.filter((o) => o === "sold out").length).toBeGreaterThanOrEqual(180);
  });

  test("control: without the row lock the same race oversells, so the test above can fail", async () => {
    const { seats } = await race(true);
    expect(seats).toBeGreaterThan(20);
  });
});
