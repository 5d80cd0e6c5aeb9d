import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { DbOrTx } from "../../db/client";
import { eventRegistrations, events, eventTicketTypes } from "../../db/schema";
import { createTestServices, type TestServices } from "../../test/harness";
import { isUuid } from "../../../shared/domain/ids";
import { getEventDetail } from "./event-detail";
import { listEvents, listUpcomingEvents } from "./event-list";
import {
  createEvent,
  createEventPhoto,
  createRegistration,
  createTicketPhoto,
  createTicketType,
  daysFrom,
} from "../../test/factories";

let services: TestServices;
let db: DbOrTx;
const now = new Date("2026-05-01T12:00:00Z");
/** A customer whose name and e-mail must never reach a public page. */
const secretCustomer = {
  customerName: "Secret Customer",
  customerEmail: "secret.customer@example.org",
};
/** Statements sent to the database so far. */
let statements = 0;

beforeAll(async () => {
  services = await createTestServices({}, { onQuery: () => (statements += 1) });
  db = services.db;
});
afterAll(() => services.cleanup());
beforeEach(async () => {
  await db.delete(eventRegistrations);
  await db.delete(eventTicketTypes);
  await db.delete(events);
});

describe("events list", () => {
  test("splits upcoming (after now, soonest first) from past, an event at this instant being past", async () => {
    await createEvent(db, { title: "Later", startsAt: daysFrom(now, 20) });
    await createEvent(db, { title: "Sooner", startsAt: daysFrom(now, 2) });
    await createEvent(db, { title: "Now", startsAt: new Date(now) });
    await createEvent(db, { title: "Old", startsAt: daysFrom(now, -30) });
    const { upcoming, past } = await listEvents(db, { now });
    expect(upcoming.map((e) => e.title)).toEqual(["Sooner", "Later"]);
    expect(past.map((e) => e.title)).toEqual(["Old", "Now"]);
  });

  test("a free event has no tickets; its counts are zero", async () => {
    await createEvent(db, { startsAt: daysFrom(now, 3), hasTickets: false });
    const [card] = (await listEvents(db, { now })).upcoming;
    expect(card).toMatchObject({ ticketState: "no-tickets", capacity: 0, seatsTaken: 0 });
  });

  test("counts seats of active registrations and unexpired holds, times seats per unit, against max capacity", async () => {
    const event = await createEvent(db, {
      startsAt: daysFrom(now, 3),
      hasTickets: true,
      maxCapacity: 20,
    });
    const single = await createTicketType(db, event.id, { seatsPerUnit: 1, quantityAvailable: 50 });
    const table = await createTicketType(db, event.id, { seatsPerUnit: 2, quantityAvailable: 50 });
    await createRegistration(db, single, { quantity: 3 });
    await createRegistration(db, table, { quantity: 2 }); // 4 seats
    await createRegistration(db, single, {
      quantity: 5,
      status: "pending",
      holdExpiresAt: daysFrom(now, 1),
    });
    await createRegistration(db, single, {
      quantity: 7,
      status: "pending",
      holdExpiresAt: daysFrom(now, -1),
    });
    await createRegistration(db, single, { quantity: 9, status: "cancelled" });
    await createRegistration(db, single, { quantity: 9, status: "expired" });
    const [card] = (await listEvents(db, { now })).upcoming;
    expect(card).toMatchObject({
      ticketState: "available",
      capacity: 20,
      seatsTaken: 12,
      seatsRemaining: 8,
      percent: 60,
      capacityLabel: "Available",
    });
  });

  test("without max capacity the capacity is the ticket stock; thresholds give the list badges", async () => {
    const event = await createEvent(db, {
      startsAt: daysFrom(now, 3),
      hasTickets: true,
      maxCapacity: 0,
    });
    const type = await createTicketType(db, event.id, { seatsPerUnit: 2, quantityAvailable: 5 }); // 10 seats
    await createRegistration(db, type, { quantity: 4 }); // 8 seats = 80 %
    let [card] = (await listEvents(db, { now })).upcoming;
    expect(card).toMatchObject({
      capacity: 10,
      seatsTaken: 8,
      capacityLabel: "Limited Availability",
    });
    await createRegistration(db, type, { quantity: 1 }); // 10 seats = 100 %
    [card] = (await listEvents(db, { now })).upcoming;
    expect(card).toMatchObject({
      ticketState: "sold-out",
      capacityLabel: "Sold Out",
      seatsRemaining: 0,
      percent: 100,
    });
  });

  test("an event whose sales start later, or with no active ticket type, is coming soon", async () => {
    const later = await createEvent(db, {
      title: "Later sales",
      startsAt: daysFrom(now, 30),
      hasTickets: true,
      ticketSalesStartAt: daysFrom(now, 7),
    });
    await createTicketType(db, later.id);
    const inactive = await createEvent(db, {
      title: "Inactive",
      startsAt: daysFrom(now, 31),
      hasTickets: true,
    });
    await createTicketType(db, inactive.id, { isActive: false });
    const { upcoming } = await listEvents(db, { now });
    expect(upcoming.map((c) => [c.title, c.ticketState])).toEqual([
      ["Later sales", "coming-soon"],
      ["Inactive", "coming-soon"],
    ]);
    expect(upcoming[0]!.salesStartAt).toEqual(daysFrom(now, 7));
  });

  test("a failing count lookup shows the events with zero counts and logs it", async () => {
    const event = await createEvent(db, {
      startsAt: daysFrom(now, 3),
      hasTickets: true,
      maxCapacity: 10,
    });
    const type = await createTicketType(db, event.id);
    await createRegistration(db, type, { quantity: 4 });
    const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    // Only the registrations query fails.
    const failing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== "select") return Reflect.get(target, prop, receiver);
        return (fields: Record<string, unknown>) => {
          if (fields && "units" in fields) throw new Error("registrations unavailable");
          return target.select(fields as never);
        };
      },
    });
    const [card] = (await listEvents(failing, { now, log })).upcoming;
    expect(card).toMatchObject({ seatsTaken: 0, capacity: 10, ticketState: "available" });
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining("counts failed"),
      expect.anything(),
    );
  });

  test("the counts for many events take a fixed number of queries", async () => {
    for (let i = 0; i < 6; i++) {
      const event = await createEvent(db, { startsAt: daysFrom(now, i + 1), hasTickets: true });
      await createRegistration(db, await createTicketType(db, event.id));
    }
    statements = 0;
    const { upcoming } = await listEvents(db, { now });
    expect(upcoming).toHaveLength(6);
    expect(upcoming.every((c) => c.seatsTaken === 1)).toBe(true);
    // The events with their ticket types; the registrations with the open waitlist offers (decision 017).
    expect(statements).toBe(2);
  });

  test("no customer data appears in the list", async () => {
    const event = await createEvent(db, { startsAt: daysFrom(now, 3), hasTickets: true });
    await createRegistration(db, await createTicketType(db, event.id), secretCustomer);
    const text = JSON.stringify(await listEvents(db, { now }));
    expect(text).not.toContain("Secret Customer");
    expect(text).not.toContain("secret.customer@example.org");
  });
});

describe("home page events", () => {
  test("at most the requested number of upcoming events, soonest first", async () => {
    for (const days of [9, -1, 4, 6, 2])
      await createEvent(db, { title: `In ${days}`, startsAt: daysFrom(now, days) });
    const rows = await listUpcomingEvents(db, { now, limit: 3 });
    expect(rows.map((r) => r.title)).toEqual(["In 2", "In 4", "In 6"]);
  });
});

describe("event detail", () => {
  test("unknown and malformed ids read as no event", async () => {
    expect(await getEventDetail(db, "00000000-0000-4000-8000-000000000000", { now })).toBeNull();
    expect(await getEventDetail(db, "not-a-uuid", { now })).toBeNull();
    expect(await getEventDetail(db, "1 OR 1=1", { now })).toBeNull();
    expect(await getEventDetail(db, undefined, { now })).toBeNull();
    expect(isUuid("3F2504E0-4F89-41D3-9A0C-0305E82C3301")).toBe(true);
  });

  test("carries active ticket types in display order with their photos, and the gallery in order", async () => {
    const event = await createEvent(db, {
      startsAt: daysFrom(now, 5),
      hasTickets: true,
      maxCapacity: 10,
    });
    const second = await createTicketType(db, event.id, { name: "Second", displayOrder: 2 });
    const first = await createTicketType(db, event.id, {
      name: "First",
      displayOrder: 1,
      seatsPerUnit: 2,
      quantityAvailable: 4,
    });
    await createTicketType(db, event.id, { name: "Hidden", displayOrder: 0, isActive: false });
    await createTicketPhoto(db, first.id, 1);
    await createTicketPhoto(db, first.id, 0);
    await createEventPhoto(db, event.id, 2);
    await createEventPhoto(db, event.id, 1);
    await createRegistration(db, first, { quantity: 3, ...secretCustomer }); // 6 seats
    await createRegistration(db, second, { quantity: 1, status: "cancelled", ...secretCustomer });

    const detail = (await getEventDetail(db, event.id, { now }))!;
    expect(detail.ticketTypes.map((t) => t.name)).toEqual(["First", "Second"]);
    expect(detail.ticketTypes[0]!.photos.map((p) => p.imageUrl)).toEqual([
      "/uploads/t0.webp",
      "/uploads/t1.webp",
    ]);
    expect(detail.ticketTypes[0]!.unitsRemaining).toBe(1);
    expect(detail.ticketTypes[1]!.photos).toEqual([]);
    expect(detail.gallery.map((p) => p.imageUrl)).toEqual(["/uploads/g1.webp", "/uploads/g2.webp"]);
    expect(detail).toMatchObject({
      upcoming: true,
      capacity: 10,
      seatsTaken: 6,
      seatsRemaining: 4,
      statusLabel: "Available",
      actionState: "register",
    });
    expect(JSON.stringify(detail)).not.toContain("secret.customer@example.org");
  });

  test("status labels follow the detail thresholds and remaining never drops below 0", async () => {
    const event = await createEvent(db, {
      startsAt: daysFrom(now, 5),
      hasTickets: true,
      maxCapacity: 10,
    });
    const type = await createTicketType(db, event.id, { quantityAvailable: 20 });
    await createRegistration(db, type, { quantity: 7 });
    expect((await getEventDetail(db, event.id, { now }))!.statusLabel).toBe("Filling Up");
    await createRegistration(db, type, { quantity: 2 });
    expect((await getEventDetail(db, event.id, { now }))!.statusLabel).toBe("Nearly Full");
    await createRegistration(db, type, { quantity: 3 });
    const full = (await getEventDetail(db, event.id, { now }))!;
    expect(full).toMatchObject({
      statusLabel: "Nearly Full",
      seatsRemaining: 0,
      percent: 100,
      actionState: "sold-out",
    });
  });

  test("action states: completed, no registration, coming soon", async () => {
    const past = await createEvent(db, { startsAt: daysFrom(now, -5), hasTickets: true });
    await createTicketType(db, past.id);
    const free = await createEvent(db, { startsAt: daysFrom(now, 5), hasTickets: false });
    const soon = await createEvent(db, {
      startsAt: daysFrom(now, 5),
      hasTickets: true,
      ticketSalesStartAt: daysFrom(now, 1),
    });
    await createTicketType(db, soon.id);
    expect((await getEventDetail(db, past.id, { now }))!.actionState).toBe("completed");
    expect((await getEventDetail(db, free.id, { now }))!.actionState).toBe("no-registration");
    expect((await getEventDetail(db, soon.id, { now }))!.actionState).toBe("coming-soon");
  });
});
