import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, eventGuests, eventRegistrations, eventTicketTypes } from "../../db/schema";
import { createEvent, createRegistration, createTicketType } from "../../test/factories";
import { adminUser } from "../../test/admin-context";
import { createTestServices, type TestServices } from "../../test/harness";
import { refusal } from "../../test/refusal";
import { registrationEditSchema } from "../../../shared/schemas/registration-edit";
import {
  deleteRegistration,
  resolveRefund,
  updateRegistration,
} from "./registration-changes-admin";
import { registrationExportBatches } from "./registration-export-admin";
import { getRegistrationStats } from "./registration-stats-admin";
import { listEventRegistrations, REGISTRATIONS_PAGE_SIZE } from "./registrations-admin";
import { countSeats } from "../events/index.server";
import { orderReference } from "../../../shared/domain/orders";
import { getDoorCopy } from "./door-copy";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const seatsTaken = async (eventId: string) =>
  (await countSeats(services.db, [eventId], new Date())).seatsOf(eventId);
const sold = async (typeId: string) =>
  (await services.db.select().from(eventTicketTypes).where(eq(eventTicketTypes.id, typeId)))[0]!
    .quantitySold;

async function setup(typeOverrides = {}, eventOverrides = {}) {
  const event = await createEvent(services.db, eventOverrides);
  const type = await createTicketType(services.db, event.id, {
    priceCents: 5000,
    seatsPerUnit: 2,
    ...typeOverrides,
  });
  const reg = await createRegistration(
    services.db,
    type,
    { quantity: 1, customerName: "Jordan Lee", specialRequests: "Near the stage" },
    [
      {
        guestName: "Jordan Lee",
        guestEmail: "jordan@example.org",
        dietaryRestrictions: "Vegetarian",
      },
      { guestName: "Sam Rivera", accessibilityNeeds: "Wheelchair" },
    ],
  );
  return { event, type, reg };
}

async function manyRegistrations(count: number) {
  const event = await createEvent(services.db);
  const type = await createTicketType(services.db, event.id, {
    priceCents: 1000,
    quantityAvailable: 1000,
  });
  const base = Date.now() - 24 * 60 * 60_000;
  for (let i = 0; i < count; i++) {
    await createRegistration(
      services.db,
      type,
      {
        customerName: `Buyer ${i}`,
        customerEmail: `buyer${i}@example.org`,
        registeredAt: new Date(base + i * 60_000),
      },
      [{ guestName: `Buyer ${i}` }, { guestName: i === 42 ? "Zelda Quartermaine" : `Friend ${i}` }],
    );
  }
  return event;
}

const edit = (overrides: Record<string, unknown> = {}) =>
  registrationEditSchema.parse({
    customerName: "Jordan Lee",
    customerEmail: "jordan@example.org",
    status: "active",
    guests: [],
    ...overrides,
  });

describe("listEventRegistrations", () => {
  test("joins the ticket type and guests, newest first, primary guest first", async () => {
    const { event, type, reg } = await setup();
    await createRegistration(services.db, type, {
      customerName: "Later",
      registeredAt: new Date(Date.now() + 1000),
    });
    const { registrations: list, total } = await listEventRegistrations(services.db, event.id);
    expect(total).toBe(2);
    expect(list.map((r) => r.customerName)).toEqual(["Later", "Jordan Lee"]);
    const jordan = list.find((r) => r.id === reg.id)!;
    expect(jordan.ticketType).toMatchObject({
      name: "General Admission",
      priceCents: 5000,
      seatsPerUnit: 2,
    });
    expect(
      jordan.guests.map((g) => [
        g.guestName,
        g.isPrimaryContact,
        g.dietaryRestrictions,
        g.accessibilityNeeds,
      ]),
    ).toEqual([
      ["Jordan Lee", true, "Vegetarian", null],
      ["Sam Rivera", false, null, "Wheelchair"],
    ]);
  });

  test("a pending registration whose hold lapsed reads expired", async () => {
    const { event, type } = await setup();
    await createRegistration(services.db, type, {
      status: "pending",
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    const { registrations: list } = await listEventRegistrations(services.db, event.id);
    expect(list.find((r) => r.storedStatus === "pending")?.status).toBe("expired");
  });

  test("pages of 50, newest first, with the total; a page past the end shows the last one", async () => {
    const event = await manyRegistrations(120);
    const first = await listEventRegistrations(services.db, event.id);
    expect(first).toMatchObject({ total: 120, page: 1, pageSize: REGISTRATIONS_PAGE_SIZE });
    expect(first.registrations).toHaveLength(50);
    expect(first.registrations[0]!.customerName).toBe("Buyer 119");
    expect(first.registrations[0]!.guests.map((g) => g.guestName)).toEqual([
      "Buyer 119",
      "Friend 119",
    ]);
    const third = await listEventRegistrations(services.db, event.id, { page: 3 });
    expect(third.registrations.map((r) => r.customerName)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Buyer ${19 - i}`),
    );
    const beyond = await listEventRegistrations(services.db, event.id, { page: 99 });
    expect(beyond.page).toBe(3);
    expect(beyond.registrations).toHaveLength(20);
  });

  test("search is SQL's: name or e-mail case-insensitively (SPEC §7), a guest's name too; % and _ are plain text", async () => {
    const event = await manyRegistrations(60);
    const names = async (q: string, page = 1) =>
      (await listEventRegistrations(services.db, event.id, { q, page })).registrations.map(
        (r) => r.customerName,
      );
    expect(await names("BUYER7@EXAMPLE")).toEqual(["Buyer 7"]);
    expect(await names("  buyer 59 ")).toEqual(["Buyer 59"]);
    expect(await names("zelda quarter")).toEqual(["Buyer 42"]);
    expect(await names("%")).toEqual([]);
    expect(await names("buyer_1")).toEqual([]);
    const ones = await listEventRegistrations(services.db, event.id, { q: "friend 1" });
    expect(ones.total).toBe(11); // Friend 1, 10–19
    expect(ones.registrations[0]!.customerName).toBe("Buyer 19");
    // The short reference of the e-mail and the success page finds its registration.
    const [buyer] = (await listEventRegistrations(services.db, event.id, { q: "Buyer 42" }))
      .registrations;
    const reference = buyer!.id.slice(0, 8).toUpperCase();
    expect(await names(reference)).toEqual(["Buyer 42"]);
    expect(await names(`#${reference.toLowerCase()}`)).toEqual(["Buyer 42"]);
  });

  test("every line of a two-line order shows, exports and is found by the order's reference (decision 018)", async () => {
    const event = await createEvent(services.db);
    const adult = await createTicketType(services.db, event.id, { name: "Adult" });
    const child = await createTicketType(services.db, event.id, { name: "Child" });
    const first = await createRegistration(services.db, adult, { customerName: "Family Order" });
    await services.db
      .update(eventRegistrations)
      .set({ orderId: first.id })
      .where(eq(eventRegistrations.id, first.id));
    const second = await createRegistration(services.db, child, {
      customerName: "Family Order",
      orderId: first.id,
    });
    const reference = orderReference(first.id);
    expect(orderReference(second.id)).not.toBe(reference);

    const found = await listEventRegistrations(services.db, event.id, { q: reference });
    expect(found.registrations.map((r) => [r.id, r.order])).toEqual(
      expect.arrayContaining([
        [first.id, { reference, lines: 2 }],
        [second.id, { reference, lines: 2 }],
      ]),
    );
    expect(found.total).toBe(2);
    const exported = [];
    for await (const batch of registrationExportBatches(services.db, event.id)) {
      exported.push(...batch);
    }
    expect(exported.map((r) => r.reference)).toEqual([reference, reference]);
    const door = await getDoorCopy(services, event.id);
    expect(door.registrations.map((r) => r.shortReference)).toEqual([reference, reference]);
  });

  test("stats count the whole event in SQL: active only, seats × quantity, revenue, and what else there is", async () => {
    const { event, type } = await setup();
    await createRegistration(services.db, type, { quantity: 3, totalCents: 15000 });
    await createRegistration(services.db, type, {
      status: "cancelled",
      quantity: 5,
      totalCents: 25000,
    });
    await createRegistration(services.db, type, { needsRefund: true });
    expect(await getRegistrationStats(services.db, event.id)).toEqual({
      registrations: 3,
      attendees: 2 + 6 + 2,
      revenueCents: 5000 + 15000 + 5000,
      refundedCents: 0,
      inactive: 1,
      all: 4,
      openRefunds: 1,
    });
  });
});

describe("registrationExportBatches", () => {
  test("reads every match once, newest first, in batches, even when rows share a timestamp to the microsecond", async () => {
    const event = await manyRegistrations(7);
    // Two rows in the same microsecond, on a batch boundary: the keyset must keep both.
    await services.db.execute(
      sql`update event_registrations set registration_date = '2030-01-01 10:00:00.123456+00' where customer_name in ('Buyer 1', 'Buyer 2') and event_id = ${event.id}`,
    );
    const batches: string[][] = [];
    for await (const batch of registrationExportBatches(services.db, event.id, {}, new Date(), 2)) {
      batches.push(batch.map((r) => r.customerName));
    }
    expect(batches.map((b) => b.length)).toEqual([2, 2, 2, 1]);
    const all = batches.flat();
    expect(new Set(all).size).toBe(7);
    expect(all.slice(0, 2).sort()).toEqual(["Buyer 1", "Buyer 2"]);
    expect(all.slice(2)).toEqual(["Buyer 6", "Buyer 5", "Buyer 4", "Buyer 3", "Buyer 0"]);
  });

  test("a small first batch, then full ones: every row once and in order across each boundary", async () => {
    const event = await manyRegistrations(9);
    // The two newest rows share a microsecond, on either side of the first boundary.
    await services.db.execute(
      sql`update event_registrations set registration_date = '2030-01-01 10:00:00.654321+00' where customer_name in ('Buyer 5', 'Buyer 6') and event_id = ${event.id}`,
    );
    const batches: string[][] = [];
    for await (const batch of registrationExportBatches(
      services.db,
      event.id,
      {},
      new Date(),
      4,
      1,
    )) {
      batches.push(batch.map((r) => r.customerName));
    }
    expect(batches.map((b) => b.length)).toEqual([1, 4, 4]);
    const all = batches.flat();
    expect(all.slice(0, 2).sort()).toEqual(["Buyer 5", "Buyer 6"]);
    expect(all.slice(2)).toEqual([
      "Buyer 8",
      "Buyer 7",
      "Buyer 4",
      "Buyer 3",
      "Buyer 2",
      "Buyer 1",
      "Buyer 0",
    ]);
    const whole = [];
    for await (const batch of registrationExportBatches(services.db, event.id))
      whole.push(...batch);
    expect(whole.map((r) => r.customerName)).toEqual(all);
    expect(whole[0]!.guests.map((g) => g.guestName)).toHaveLength(2);
  });

  test("gives the CSV's fields: the ticket type's name, guests primary first, a lapsed hold as expired; the search applies", async () => {
    const { event, type } = await setup();
    await createRegistration(services.db, type, {
      customerName: "Held Too Long",
      status: "pending",
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    const rows = [];
    for await (const batch of registrationExportBatches(services.db, event.id)) rows.push(...batch);
    expect(rows.map((r) => [r.customerName, r.status, r.ticketTypeName])).toEqual([
      ["Held Too Long", "expired", "General Admission"],
      ["Jordan Lee", "active", "General Admission"],
    ]);
    expect(rows[1]!.guests.map((g) => g.guestName)).toEqual(["Jordan Lee", "Sam Rivera"]);
    const found = [];
    for await (const batch of registrationExportBatches(services.db, event.id, { q: "sam riv" }))
      found.push(...batch);
    expect(found.map((r) => r.customerName)).toEqual(["Jordan Lee"]);
  });
});

describe("updateRegistration", () => {
  test("edits customer fields, keeps, edits, removes and adds guests", async () => {
    const { event, reg } = await setup();
    const [jordan, sam] = await services.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.registrationId, reg.id))
      .orderBy(eventGuests.guestName);
    await updateRegistration(
      services.db,
      adminUser,
      event.id,
      reg.id,
      edit({
        customerName: "Jordan A. Lee",
        customerPhone: "254-555-0100",
        specialRequests: "",
        guests: [
          {
            id: jordan!.id,
            guestName: "Jordan A. Lee",
            isPrimaryContact: true,
            dietaryRestrictions: "Vegan",
          },
          { guestName: "Casey Park", guestEmail: "casey@example.org" },
        ],
      }),
    );
    const [row] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, reg.id));
    expect(row).toMatchObject({
      customerName: "Jordan A. Lee",
      customerPhone: "254-555-0100",
      specialRequests: null,
    });
    const guests = await services.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.registrationId, reg.id));
    expect(guests.map((g) => g.guestName).sort()).toEqual(["Casey Park", "Jordan A. Lee"]);
    expect(guests.find((g) => g.id === jordan!.id)?.dietaryRestrictions).toBe("Vegan");
    expect(guests.some((g) => g.id === sam!.id)).toBe(false);
    const [entry] = await services.db.select().from(auditLog).where(eq(auditLog.entityId, reg.id));
    expect(entry).toMatchObject({ action: "update", entity: "event_registrations" });
  });

  test("cancelling releases the seats and lowers quantity_sold in the same step", async () => {
    const { event, type, reg } = await setup();
    expect(await sold(type.id)).toBe(1);
    expect(await seatsTaken(event.id)).toBe(2);
    await updateRegistration(
      services.db,
      adminUser,
      event.id,
      reg.id,
      edit({ status: "cancelled" }),
    );
    expect(await sold(type.id)).toBe(0);
    expect(await seatsTaken(event.id)).toBe(0);
    await updateRegistration(services.db, adminUser, event.id, reg.id, edit({ status: "active" }));
    expect(await sold(type.id)).toBe(1);
  });

  test("reactivating is refused when the seats went to someone else", async () => {
    const { event, type, reg } = await setup({ quantityAvailable: 1 });
    await updateRegistration(
      services.db,
      adminUser,
      event.id,
      reg.id,
      edit({ status: "cancelled" }),
    );
    await createRegistration(services.db, type, { customerName: "Newcomer" });
    expect(
      await refusal(
        updateRegistration(services.db, adminUser, event.id, reg.id, edit({ status: "active" })),
      ),
    ).toEqual({
      status: 409,
      message: "Only 0 General Admission tickets left: this registration can't be reactivated.",
    });
    expect(await sold(type.id)).toBe(1);
  });

  test("reactivating respects the event's maximum capacity", async () => {
    const { event, type, reg } = await setup({}, { maxCapacity: 2 });
    await updateRegistration(
      services.db,
      adminUser,
      event.id,
      reg.id,
      edit({ status: "cancelled" }),
    );
    await createRegistration(services.db, type, { customerName: "Newcomer" });
    expect(
      (
        await refusal(
          updateRegistration(services.db, adminUser, event.id, reg.id, edit({ status: "active" })),
        )
      ).message,
    ).toBe("Only 0 seats left for this event: this registration can't be reactivated.");
  });

  test("a pending registration can be edited without changing its status, but not set to pending", async () => {
    const { event, type } = await setup({ priceCents: 1000 });
    const pending = await createRegistration(services.db, type, {
      status: "pending",
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await expect(
      updateRegistration(
        services.db,
        adminUser,
        event.id,
        pending.id,
        edit({ status: "pending", customerName: "New Name" }),
      ),
    ).resolves.toMatchObject({
      status: "pending",
      customerName: "New Name",
    });
    const active = await setup();
    for (const status of ["pending", "expired"]) {
      expect(
        await refusal(
          updateRegistration(
            services.db,
            adminUser,
            active.event.id,
            active.reg.id,
            edit({ status }),
          ),
        ),
      ).toEqual({ status: 422, message: "Invalid input" });
    }
  });

  test("a guest id of another registration is refused and nothing is written", async () => {
    const first = await setup();
    const second = await setup();
    const [foreignGuest] = await services.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.registrationId, second.reg.id));
    expect(
      (
        await refusal(
          updateRegistration(
            services.db,
            adminUser,
            first.event.id,
            first.reg.id,
            edit({
              customerName: "Changed",
              guests: [{ id: foreignGuest!.id, guestName: "Stolen" }],
            }),
          ),
        )
      ).status,
    ).toBe(422);
    const [row] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, first.reg.id));
    expect(row?.customerName).toBe("Jordan Lee");
    const [guest] = await services.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.id, foreignGuest!.id));
    expect(guest?.guestName).not.toBe("Stolen");
  });

  test("a registration of another event is not found", async () => {
    const first = await setup();
    const second = await setup();
    expect(
      (
        await refusal(
          updateRegistration(services.db, adminUser, first.event.id, second.reg.id, edit()),
        )
      ).status,
    ).toBe(404);
  });
});

describe("deleteRegistration", () => {
  test("removes the guests, then the registration, and gives back its tickets", async () => {
    const { event, type, reg } = await setup();
    await deleteRegistration(services.db, adminUser, event.id, reg.id);
    expect(
      await services.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, reg.id)),
    ).toEqual([]);
    expect(
      await services.db.select().from(eventGuests).where(eq(eventGuests.registrationId, reg.id)),
    ).toEqual([]);
    expect(await sold(type.id)).toBe(0);
  });

  test("deleting a cancelled registration leaves quantity_sold alone", async () => {
    const { event, type } = await setup();
    const cancelled = await createRegistration(services.db, type, { status: "cancelled" });
    await deleteRegistration(services.db, adminUser, event.id, cancelled.id);
    expect(await sold(type.id)).toBe(1);
  });

  test("a registration of another event is not found and stays", async () => {
    const first = await setup();
    const second = await setup();
    expect(
      (await refusal(deleteRegistration(services.db, adminUser, first.event.id, second.reg.id)))
        .status,
    ).toBe(404);
    expect(
      await services.db
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.id, second.reg.id)),
    ).toHaveLength(1);
  });
});

describe("resolveRefund", () => {
  test("marks an open refund resolved once", async () => {
    const { event, type } = await setup({ priceCents: 1000 });
    const late = await createRegistration(services.db, type, {
      status: "expired",
      needsRefund: true,
    });
    const now = new Date("2030-01-01T12:00:00Z");
    const after = await resolveRefund(services.db, adminUser, event.id, late.id, now);
    expect(after.refundResolvedAt?.toISOString()).toBe(now.toISOString());
    expect((await refusal(resolveRefund(services.db, adminUser, event.id, late.id))).message).toBe(
      "This registration has no open refund.",
    );
  });

  test("a registration without a refund flag has nothing to resolve", async () => {
    const { event, reg } = await setup();
    expect((await refusal(resolveRefund(services.db, adminUser, event.id, reg.id))).status).toBe(
      409,
    );
  });
});
