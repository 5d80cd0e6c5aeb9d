import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkIns, eventGuests } from "../../db/schema";
import { createEvent, createRegistration, createTicketType } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { DOOR_LIST_PAGE_SIZE, getDoorList } from "./door-list-admin";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("getDoorList", () => {
  test("lists named guests and fills unnamed seats, active registrations only, by name", async () => {
    const event = await createEvent(services.db);
    const table = await createTicketType(services.db, event.id, {
      name: "Table for Two",
      seatsPerUnit: 2,
    });
    const general = await createTicketType(services.db, event.id, { name: "General" });
    await createRegistration(
      services.db,
      table,
      { customerName: "Zoe Buyer", specialRequests: "Near the stage" },
      [
        { guestName: "Zoe Buyer", dietaryRestrictions: "Vegan" },
        { guestName: "Al Plus", accessibilityNeeds: "Wheelchair" },
      ],
    );
    await createRegistration(services.db, general, { customerName: "Bea Solo" });
    await createRegistration(services.db, general, { customerName: "Cy Couple", quantity: 2 }, [
      { guestName: "Cy Couple" },
    ]);
    await createRegistration(services.db, general, { customerName: "Gone", status: "cancelled" });
    await createRegistration(services.db, general, {
      customerName: "Waiting",
      status: "pending",
      holdExpiresAt: new Date(Date.now() + 60_000),
    });
    await createRegistration(services.db, general, {
      customerName: "Lapsed",
      status: "pending",
      holdExpiresAt: new Date(Date.now() - 60_000),
    });

    const list = await getDoorList(services, event.id);
    expect(
      list.rows.map((r) => [r.name, r.registeredBy, r.ticketType, r.isPrimaryContact, r.notes]),
    ).toEqual([
      ["Al Plus", "Zoe Buyer", "Table for Two", false, null],
      ["Bea Solo", "Bea Solo", "General", true, null],
      ["Cy Couple", "Cy Couple", "General", true, null],
      ["Guest of Cy Couple", "Cy Couple", "General", false, null],
      ["Zoe Buyer", "Zoe Buyer", "Table for Two", true, "Near the stage"],
    ]);
    expect(list.pending).toBe(1);
    expect(list.event.id).toBe(event.id);
  });

  test("the catering summary counts each dietary need once per person, whatever the case, and lists accessibility needs by name", async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id);
    await createRegistration(services.db, type, { quantity: 4 }, [
      {
        guestName: "C",
        dietaryRestrictions: "Gluten-free",
        accessibilityNeeds: "Wheelchair access",
      },
      { guestName: "A", dietaryRestrictions: "Vegetarian" },
      { guestName: "B", dietaryRestrictions: " vegetarian " },
      { guestName: "D", accessibilityNeeds: "  " },
    ]);
    await createRegistration(services.db, type, { quantity: 1 }, [{ guestName: "E" }]);
    expect((await getDoorList(services, event.id)).catering).toEqual({
      attendees: 5,
      dietary: [
        { need: "Vegetarian", count: 2 },
        { need: "Gluten-free", count: 1 },
      ],
      withoutDietaryNeeds: 2,
      accessibility: [{ name: "C", need: "Wheelchair access" }],
    });
  });

  test(`pages of ${DOOR_LIST_PAGE_SIZE} rows by name; the summary still counts everyone`, async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id, {
      seatsPerUnit: 5,
      quantityAvailable: 100,
    });
    for (let i = 0; i < 50; i++) {
      await createRegistration(
        services.db,
        type,
        { customerName: `Buyer ${String(i).padStart(2, "0")}` },
        [
          {
            guestName: `Buyer ${String(i).padStart(2, "0")}`,
            dietaryRestrictions: i % 2 ? "Vegan" : null,
          },
        ],
      );
    }
    const first = await getDoorList(services, event.id);
    expect(first.catering.attendees).toBe(250);
    expect(first.rows).toHaveLength(DOOR_LIST_PAGE_SIZE);
    expect(first.rows[0]!.name).toBe("Buyer 00");
    const second = await getDoorList(services, event.id, { page: 2 });
    expect(second.page).toBe(2);
    expect(second.rows).toHaveLength(250 - DOOR_LIST_PAGE_SIZE);
    expect(second.rows.at(-1)!.name).toBe("Guest of Buyer 49");
    expect(second.catering.dietary).toEqual([{ need: "Vegan", count: 25 }]);
    expect((await getDoorList(services, event.id, { page: 40 })).page).toBe(2);
  });

  test("the page and summary are kept until a write to what they read; holds and check-ins are read fresh", async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id, {
      name: "General",
      quantityAvailable: 10,
    });
    const ana = await createRegistration(services.db, type, { customerName: "Ana" }, [
      { guestName: "Ana" },
    ]);
    const first = await getDoorList(services, event.id);
    expect(first.rows.map((r) => r.name)).toEqual(["Ana"]);

    // A new order and a renamed guest show at once: each write empties what was kept.
    await createRegistration(services.db, type, { customerName: "Bo" }, [
      { guestName: "Bo", dietaryRestrictions: "Vegan" },
    ]);
    await services.db
      .update(eventGuests)
      .set({ guestName: "Ana Renamed" })
      .where(eq(eventGuests.registrationId, ana.id));
    const second = await getDoorList(services, event.id);
    expect(second.rows.map((r) => r.name)).toEqual(["Ana Renamed", "Bo"]);
    expect(second.catering.dietary).toEqual([{ need: "Vegan", count: 1 }]);

    // A check-in writes only check_ins, which empties nothing: it shows all the same.
    const at = new Date(Date.now() - 60_000);
    await services.db.insert(checkIns).values({
      id: randomUUID(),
      eventId: event.id,
      registrationId: ana.id,
      attendeeKey: second.rows[0]!.key,
      op: "check-in",
      occurredAt: at,
      deviceId: "device-door",
      outcome: "applied",
      checkedInAt: at,
    });
    const third = await getDoorList(services, event.id);
    expect(third.checkedIn).toBe(1);
    expect(third.rows.map((r) => [r.name, r.checkedInAt])).toEqual([
      ["Ana Renamed", at.toISOString()],
      ["Bo", null],
    ]);

    // A hold counts until it lapses, by the clock alone.
    await createRegistration(services.db, type, {
      customerName: "Cal",
      status: "pending",
      holdExpiresAt: new Date(Date.now() + 60_000),
    });
    expect((await getDoorList(services, event.id)).pending).toBe(1);
    expect(
      (await getDoorList(services, event.id, {}, new Date(Date.now() + 120_000))).pending,
    ).toBe(0);
  });
});
