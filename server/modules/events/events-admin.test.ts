import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  eventGuests,
  eventPhotos,
  eventRegistrations,
  events,
  eventTicketTypes,
  ticketTypePhotos,
} from "../../db/schema";
import {
  createEvent as createEventRow,
  createRegistration,
  createTicketType,
} from "../../test/factories";
import { adminUser } from "../../test/admin-context";
import { createTestServices, type TestServices } from "../../test/harness";
import { refusal } from "../../test/refusal";
import { eventFormSchema } from "../../../shared/schemas/event";
import { createEvent, deleteEvent, listAdminEvents, updateEvent } from "./events-admin";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const form = (overrides: Record<string, unknown> = {}) =>
  eventFormSchema.parse({
    title: "Freedom Gala",
    description: "Dinner and music.",
    startsAt: "2030-07-04T18:30",
    location: "Killeen, TX",
    hasTickets: true,
    maxCapacity: "",
    ticketSalesStartAt: "",
    ...overrides,
  });

describe("createEvent", () => {
  test("stores the org-zone wall clock as UTC, blank capacity as 0 and no sales start as on sale now", async () => {
    const row = await createEvent(services.db, adminUser, form());
    expect(row.startsAt.toISOString()).toBe("2030-07-04T23:30:00.000Z");
    expect(row).toMatchObject({
      maxCapacity: 0,
      ticketSalesStartAt: null,
      hasTickets: true,
      status: "active",
    });
    const [entry] = await services.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(entry).toMatchObject({
      action: "create",
      entity: "events",
      actorEmail: adminUser.email,
    });
  });

  test("ticketing off clears capacity and sales start", async () => {
    const row = await createEvent(
      services.db,
      adminUser,
      form({ hasTickets: false, maxCapacity: "50", ticketSalesStartAt: "2030-06-01T09:00" }),
    );
    expect(row).toMatchObject({ hasTickets: false, maxCapacity: 0, ticketSalesStartAt: null });
  });

  test("a sales start is converted in the org time zone too", async () => {
    const row = await createEvent(
      services.db,
      adminUser,
      form({ maxCapacity: 120, ticketSalesStartAt: "2030-01-15T09:00" }),
    );
    expect(row.maxCapacity).toBe(120);
    expect(row.ticketSalesStartAt?.toISOString()).toBe("2030-01-15T15:00:00.000Z");
  });
});

describe("listAdminEvents", () => {
  test("lists the next upcoming event first, then later ones, then past events most recent first", async () => {
    const db = services.db;
    const now = new Date("2031-01-15T00:00:00Z");
    const early = await createEventRow(db, {
      title: "Order past early",
      startsAt: new Date("2030-12-01T00:00:00Z"),
    });
    const recent = await createEventRow(db, {
      title: "Order past recent",
      startsAt: new Date("2031-01-10T00:00:00Z"),
    });
    const next = await createEventRow(db, {
      title: "Order next",
      startsAt: new Date("2031-01-20T00:00:00Z"),
    });
    const later = await createEventRow(db, {
      title: "Order later",
      startsAt: new Date("2031-03-01T00:00:00Z"),
    });
    const type = await createTicketType(db, later.id);
    await createRegistration(db, type);
    await createRegistration(db, type, { status: "cancelled" });
    const list = await listAdminEvents(db, now);
    const ours = list.filter((e) => e.title.startsWith("Order ")).map((e) => e.id);
    expect(ours).toEqual([next.id, later.id, recent.id, early.id]);
    expect(list.find((e) => e.id === later.id)?.liveRegistrations).toBe(1);
    expect(list.find((e) => e.id === early.id)?.liveRegistrations).toBe(0);
  });

  test("counts seats sold of capacity and net revenue from active registrations only", async () => {
    const db = services.db;
    const event = await createEventRow(db, { title: "Sales", maxCapacity: 0 });
    const pair = await createTicketType(db, event.id, {
      name: "Pair",
      seatsPerUnit: 2,
      quantityAvailable: 10,
      priceCents: 5000,
    });
    const single = await createTicketType(db, event.id, {
      name: "Single",
      quantityAvailable: 5,
      priceCents: 2500,
      isActive: false,
    });
    await createRegistration(db, pair, { quantity: 3, refundedCents: 1000 });
    await createRegistration(db, single, { quantity: 1 });
    await createRegistration(db, single, { quantity: 4, status: "cancelled" });
    const empty = await createEventRow(db, { title: "No types", maxCapacity: 40 });
    const list = await listAdminEvents(db);
    // 3 pairs (6 seats) + 1 single; capacity 10 × 2 + 5 × 1; $150 + $25 − $10 refunded.
    expect(list.find((e) => e.id === event.id)).toMatchObject({
      seatsSold: 7,
      capacity: 25,
      revenueCents: 16_500,
      ticketTypes: 2,
      activeTicketTypes: 1,
    });
    expect(list.find((e) => e.id === empty.id)).toMatchObject({
      seatsSold: 0,
      capacity: 40,
      revenueCents: 0,
      ticketTypes: 0,
      activeTicketTypes: 0,
    });
  });
});

describe("updateEvent", () => {
  test("saves the new values and records what changed", async () => {
    const row = await createEvent(services.db, adminUser, form());
    const after = await updateEvent(
      services,
      adminUser,
      row.id,
      form({ title: "Renamed", startsAt: "2030-12-12T18:30" }),
    );
    expect(after.title).toBe("Renamed");
    expect(after.startsAt.toISOString()).toBe("2030-12-13T00:30:00.000Z");
    const entries = await services.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["create", "update"]);
  });

  test("an unknown event is not found", async () => {
    expect(await refusal(updateEvent(services, adminUser, crypto.randomUUID(), form()))).toEqual({
      status: 404,
      message: "Event not found",
    });
  });

  test("capacity can't drop below the seats already taken", async () => {
    const row = await createEvent(services.db, adminUser, form({ maxCapacity: 10 }));
    const type = await createTicketType(services.db, row.id, { seatsPerUnit: 2 });
    await createRegistration(services.db, type, { quantity: 3 });
    expect(
      await refusal(updateEvent(services, adminUser, row.id, form({ maxCapacity: 5 }))),
    ).toEqual({
      status: 409,
      message: "Maximum capacity can't be lower than the 6 seats already taken.",
    });
    await expect(
      updateEvent(services, adminUser, row.id, form({ maxCapacity: 6 })),
    ).resolves.toMatchObject({ maxCapacity: 6 });
    await expect(
      updateEvent(services, adminUser, row.id, form({ maxCapacity: "" })),
    ).resolves.toMatchObject({ maxCapacity: 0 });
  });

  test("ticketing can't be turned off while people are registered", async () => {
    const row = await createEvent(services.db, adminUser, form());
    const type = await createTicketType(services.db, row.id);
    const reg = await createRegistration(services.db, type);
    expect(
      await refusal(updateEvent(services, adminUser, row.id, form({ hasTickets: false }))),
    ).toEqual({
      status: 409,
      message: "This event has 1 registration. Cancel them before turning off ticketing.",
    });
    await services.db
      .update(eventRegistrations)
      .set({ status: "cancelled" })
      .where(eq(eventRegistrations.id, reg.id));
    await expect(
      updateEvent(services, adminUser, row.id, form({ hasTickets: false })),
    ).resolves.toMatchObject({ hasTickets: false });
  });
});

describe("deleteEvent", () => {
  test("refuses an event with active registrations and asks to cancel them first", async () => {
    const row = await createEvent(services.db, adminUser, form({ title: "Busy Night" }));
    const type = await createTicketType(services.db, row.id);
    await createRegistration(services.db, type);
    await createRegistration(services.db, type);
    expect(await refusal(deleteEvent(services, adminUser, row.id))).toEqual({
      status: 409,
      message:
        '"Busy Night" has 2 active registrations. Cancel them in Manage first, then delete the event.',
    });
    const [still] = await services.db.select().from(events).where(eq(events.id, row.id));
    expect(still).toBeDefined();
  });

  test("an unpaid refund or a live checkout hold also keeps the event", async () => {
    const row = await createEvent(services.db, adminUser, form());
    const type = await createTicketType(services.db, row.id, { priceCents: 1000 });
    await createRegistration(services.db, type, { status: "expired", needsRefund: true });
    expect((await refusal(deleteEvent(services, adminUser, row.id))).status).toBe(409);
    const held = await createEvent(services.db, adminUser, form());
    const heldType = await createTicketType(services.db, held.id, { priceCents: 1000 });
    await createRegistration(services.db, heldType, {
      status: "pending",
      holdExpiresAt: new Date(Date.now() + 60_000),
    });
    expect((await refusal(deleteEvent(services, adminUser, held.id))).status).toBe(409);
  });

  test("removes the event with its cancelled registrations, guests, ticket types and photo rows", async () => {
    const db = services.db;
    const row = await createEvent(db, adminUser, form());
    const type = await createTicketType(db, row.id);
    const reg = await createRegistration(db, type, { status: "cancelled", quantity: 2 }, [
      { guestName: "A" },
      { guestName: "B" },
    ]);
    await db.insert(eventPhotos).values({
      eventId: row.id,
      imageUrl: "/uploads/g.webp",
      storagePath: "event-galleries/g.webp",
    });
    await db.insert(ticketTypePhotos).values({
      ticketTypeId: type.id,
      imageUrl: "/uploads/t.webp",
      storagePath: "ticket-types/t.webp",
    });
    const { photoPaths } = await deleteEvent(services, adminUser, row.id);
    expect(photoPaths.sort()).toEqual(["event-galleries/g.webp", "ticket-types/t.webp"]);
    expect(await db.select().from(events).where(eq(events.id, row.id))).toEqual([]);
    expect(
      await db.select().from(eventTicketTypes).where(eq(eventTicketTypes.eventId, row.id)),
    ).toEqual([]);
    expect(
      await db.select().from(eventGuests).where(eq(eventGuests.registrationId, reg.id)),
    ).toEqual([]);
    expect(
      await db.select().from(ticketTypePhotos).where(eq(ticketTypePhotos.ticketTypeId, type.id)),
    ).toEqual([]);
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(entries.map((e) => e.action)).toContain("delete");
  });

  test("an unknown event is not found", async () => {
    expect((await refusal(deleteEvent(services, adminUser, crypto.randomUUID()))).status).toBe(404);
  });
});
