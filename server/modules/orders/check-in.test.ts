import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, checkIns, eventRegistrations, user } from "../../db/schema";
import { createEvent, createRegistration, createTicketType } from "../../test/factories";
import { createTestServices, usesPostgres, type TestServices } from "../../test/harness";
import type { CheckInOperation } from "../../../shared/schemas/check-in";
import { applyCheckIns } from "./check-in-batch";
import { getCheckInCounts } from "./check-in-counts";
import { getDoorCopy } from "./door-copy";
import { lookupReference } from "./reference-lookup";
import { getDoorList } from "./door-list-admin";
import { registrationReference } from "./registration-reference";
import { registrationExportBatches } from "./registration-export-admin";
import { listEventRegistrations } from "./registrations-admin";
import { createRegistration as registerOrder } from "./registrations";
import { registrationRequestSchema } from "../../../shared/schemas/registration";
import { orderAdmission, orderOf } from "../../../shared/domain/check-in-state";

let services: TestServices;
const actor = { id: "staff-1", email: "door@example.org" };
beforeAll(async () => {
  services = await createTestServices();
  await services.db
    .insert(user)
    .values({ id: actor.id, name: "Door Volunteer", email: actor.email, role: "door" });
});
afterAll(() => services.cleanup());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function op(
  registrationId: string,
  attendeeKey: string,
  at: string,
  kind: CheckInOperation["op"] = "check-in",
): CheckInOperation {
  return { id: randomUUID(), op: kind, registrationId, attendeeKey, at };
}

const batch = (operations: CheckInOperation[], deviceId = "device-aaa") => ({
  deviceId,
  operations,
});

/** An event with a named couple (Ana, Ben) and a one-seat buyer nobody named (Cy). */
async function eventWithGuests() {
  const event = await createEvent(services.db, { title: "Gala" });
  const table = await createTicketType(services.db, event.id, {
    name: "Table for Two",
    seatsPerUnit: 2,
  });
  const single = await createTicketType(services.db, event.id, { name: "Single" });
  const couple = await createRegistration(services.db, table, { customerName: "Ana Buyer" }, [
    { guestName: "Ana Buyer", dietaryRestrictions: "Vegan" },
    { guestName: "Ben Plus", accessibilityNeeds: "Wheelchair" },
  ]);
  const solo = await createRegistration(services.db, single, { customerName: "Cy Solo" });
  const copy = await getDoorCopy(services, event.id);
  const keys = (id: string) =>
    copy.registrations.find((r) => r.id === id)!.attendees.map((a) => a.key);
  const [ana, ben] = keys(couple.id);
  return { event, table, single, couple, solo, ana: ana!, ben: ben!, cy: `${solo.id}-0` };
}

async function stored(eventId: string) {
  const [row] = await services.db
    .select({ n: count() })
    .from(checkIns)
    .where(eq(checkIns.eventId, eventId));
  return row!.n;
}

async function checkedInAt(eventId: string, key: string) {
  const copy = await getDoorCopy(services, eventId);
  return copy.registrations.flatMap((r) => r.attendees).find((a) => a.key === key)!.checkedInAt;
}

describe("applyCheckIns", () => {
  test("the same queued batch sent twice: the second is all duplicate and writes nothing", async () => {
    const { event, couple, ana, solo, cy } = await eventWithGuests();
    const sent = batch([op(couple.id, ana, minutesAgo(3)), op(solo.id, cy, minutesAgo(2))]);
    const first = await applyCheckIns(services, actor, event.id, sent);
    expect(first.results.map((r) => r.status)).toEqual(["applied", "applied"]);
    expect(first.counts).toMatchObject({ checkedIn: 2, expected: 3 });
    const audits = await services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "check_ins"));

    const again = await applyCheckIns(services, actor, event.id, sent);
    expect(again.results).toEqual(
      first.results.map((r) => ({ ...r, status: "duplicate", original: "applied" })),
    );
    expect(await stored(event.id)).toBe(2);
    expect(
      await services.db.select().from(auditLog).where(eq(auditLog.entity, "check_ins")),
    ).toHaveLength(audits.length);
  });

  test("an id repeated inside one batch is stored once", async () => {
    const { event, couple, ana } = await eventWithGuests();
    const once = op(couple.id, ana, minutesAgo(3));
    const { results } = await applyCheckIns(services, actor, event.id, batch([once, once]));
    expect(results.map((r) => r.status)).toEqual(["applied", "duplicate"]);
    expect(await stored(event.id)).toBe(1);
  });

  test("batches out of order: an undo arriving before the check-in it follows leaves the guest checked out", async () => {
    const { event, couple, ana } = await eventWithGuests();
    const checkIn = op(couple.id, ana, minutesAgo(10));
    const undo = op(couple.id, ana, minutesAgo(5), "undo");
    await applyCheckIns(services, actor, event.id, batch([undo]));
    const late = await applyCheckIns(services, actor, event.id, batch([checkIn]));
    expect(late.results[0]).toMatchObject({ status: "applied", checkedInAt: null });
    expect(await checkedInAt(event.id, ana)).toBeNull();
    expect(late.counts.checkedIn).toBe(0);

    // Checked in again after the undo: the new time is shown.
    const again = op(couple.id, ana, minutesAgo(1));
    const { results } = await applyCheckIns(services, actor, event.id, batch([again]));
    expect(results[0]).toMatchObject({
      status: "applied",
      checkedInAt: again.at.replace(/Z$/, "Z"),
    });
    expect(await checkedInAt(event.id, ana)).toBe(new Date(again.at).toISOString());
  });

  test("two devices on one guest: the earliest check-in wins; the other is told when", async () => {
    const { event, couple, ben } = await eventWithGuests();
    const early = op(couple.id, ben, minutesAgo(6));
    const later = op(couple.id, ben, minutesAgo(4));
    await applyCheckIns(services, actor, event.id, batch([early], "device-one"));
    const { results } = await applyCheckIns(
      services,
      actor,
      event.id,
      batch([later], "device-two"),
    );
    expect(results[0]).toEqual({
      id: later.id,
      status: "already",
      checkedInAt: new Date(early.at).toISOString(),
    });
    expect(await checkedInAt(event.id, ben)).toBe(new Date(early.at).toISOString());

    // The other order: the later device synced first; the earlier one still wins the time shown.
    const other = await eventWithGuests();
    const a = op(other.couple.id, other.ben, minutesAgo(6));
    const b = op(other.couple.id, other.ben, minutesAgo(4));
    await applyCheckIns(services, actor, other.event.id, batch([b], "device-two"));
    const res = await applyCheckIns(services, actor, other.event.id, batch([a], "device-one"));
    expect(res.results[0]).toMatchObject({
      status: "applied",
      checkedInAt: new Date(a.at).toISOString(),
    });
    expect(await checkedInAt(other.event.id, other.ben)).toBe(new Date(a.at).toISOString());
  });

  test("a registration cancelled meanwhile is refused with the reason, and counts nothing", async () => {
    const { event, couple, ana, solo, cy } = await eventWithGuests();
    await services.db
      .update(eventRegistrations)
      .set({ status: "cancelled" })
      .where(eq(eventRegistrations.id, couple.id));
    const { results, counts } = await applyCheckIns(
      services,
      actor,
      event.id,
      batch([op(couple.id, ana, minutesAgo(2)), op(solo.id, cy, minutesAgo(2))]),
    );
    expect(results.map((r) => [r.status, r.message])).toEqual([
      ["refused", "This registration was cancelled."],
      ["applied", undefined],
    ]);
    expect(counts).toMatchObject({ checkedIn: 1, expected: 1 });
    expect(await checkedInAt(event.id, ana)).toBeNull();
  });

  test("every applied batch leaves one audit entry with what it did", async () => {
    const { event, couple, ana, ben } = await eventWithGuests();
    await applyCheckIns(
      services,
      actor,
      event.id,
      batch([op(couple.id, ana, minutesAgo(2)), op(couple.id, ben, minutesAgo(1), "undo")]),
    );
    const entries = await services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, event.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: "check_ins",
      action: "create",
      actorEmail: actor.email,
    });
    expect(entries[0]!.after).toMatchObject({ event: "Gala", checkedIn: 1, undone: 1, refused: 0 });
  });

  describe("refuses the whole batch (422) and writes nothing", () => {
    test.each([
      [
        "a forged registration id",
        (g: Awaited<ReturnType<typeof eventWithGuests>>) => op(randomUUID(), g.ana, minutesAgo(1)),
        "Unknown registration for this event.",
      ],
      [
        "a guest of another registration",
        (g: Awaited<ReturnType<typeof eventWithGuests>>) => op(g.solo.id, g.ana, minutesAgo(1)),
        "Unknown guest for this registration.",
      ],
      [
        "a seat the registration does not have",
        (g: Awaited<ReturnType<typeof eventWithGuests>>) =>
          op(g.solo.id, `${g.solo.id}-1`, minutesAgo(1)),
        "Unknown guest for this registration.",
      ],
      [
        "a time in the future",
        (g: Awaited<ReturnType<typeof eventWithGuests>>) =>
          op(g.solo.id, g.cy, new Date(Date.now() + 10 * 60_000).toISOString()),
        "A check-in time is in the future: check the device's clock.",
      ],
      [
        "a time in the far past",
        (g: Awaited<ReturnType<typeof eventWithGuests>>) =>
          op(g.solo.id, g.cy, minutesAgo(15 * 24 * 60)),
        "A check-in time is more than 14 days old.",
      ],
    ])("%s", async (_name, bad, message) => {
      const g = await eventWithGuests();
      const good = op(g.couple.id, g.ana, minutesAgo(2));
      await expect(
        applyCheckIns(services, actor, g.event.id, batch([good, bad(g)])),
      ).rejects.toMatchObject({
        status: 422,
        message,
        issues: [{ path: expect.stringMatching(/^operations\.1\./), message }],
      });
      expect(await stored(g.event.id)).toBe(0);
    });

    test("a registration of another event", async () => {
      const g = await eventWithGuests();
      const other = await eventWithGuests();
      await expect(
        applyCheckIns(
          services,
          actor,
          g.event.id,
          batch([op(other.solo.id, other.cy, minutesAgo(1))]),
        ),
      ).rejects.toMatchObject({ status: 422, message: "Unknown registration for this event." });
      expect(await stored(g.event.id)).toBe(0);
      expect(await stored(other.event.id)).toBe(0);
    });

    test("a malformed batch", async () => {
      const g = await eventWithGuests();
      for (const body of [
        null,
        {},
        batch([]),
        { deviceId: "x", operations: [op(g.solo.id, g.cy, minutesAgo(1))] },
        batch([{ ...op(g.solo.id, g.cy, minutesAgo(1)), id: "not-a-uuid" }]),
      ]) {
        await expect(applyCheckIns(services, actor, g.event.id, body)).rejects.toMatchObject({
          status: 422,
        });
      }
      expect(await stored(g.event.id)).toBe(0);
    });
  });

  test("an unknown event is a 404", async () => {
    await expect(
      applyCheckIns(services, actor, randomUUID(), batch([op(randomUUID(), "x", minutesAgo(1))])),
    ).rejects.toMatchObject({ status: 404 });
  });

  test.runIf(usesPostgres)(
    "two devices sending at once for one guest: both stored, the earliest shown whoever locked first",
    async () => {
      const { event, couple, ana } = await eventWithGuests();
      const a = op(couple.id, ana, minutesAgo(3));
      const b = op(couple.id, ana, minutesAgo(2));
      const [ra, rb] = await Promise.all([
        applyCheckIns(services, actor, event.id, batch([a], "device-one")),
        applyCheckIns(services, actor, event.id, batch([b], "device-two")),
      ]);
      // Whichever took the lock first: the earlier tap is applied; the later one was
      // either applied before it arrived or told "already" with the earlier time.
      expect(ra.results[0]).toMatchObject({
        status: "applied",
        checkedInAt: new Date(a.at).toISOString(),
      });
      expect([
        { status: "applied", checkedInAt: new Date(b.at).toISOString() },
        { status: "already", checkedInAt: new Date(a.at).toISOString() },
      ]).toContainEqual({ status: rb.results[0]!.status, checkedInAt: rb.results[0]!.checkedInAt });
      expect(await checkedInAt(event.id, ana)).toBe(new Date(a.at).toISOString());
      expect(await stored(event.id)).toBe(2);
    },
  );
});

describe("getDoorCopy", () => {
  test("holds every registration with a verifiable reference, the door list's keys and names, and who is in", async () => {
    const g = await eventWithGuests();
    const gone = await createRegistration(services.db, g.single, {
      customerName: "Dee Gone",
      status: "cancelled",
    });
    const waiting = await createRegistration(services.db, g.single, {
      customerName: "Eve Wait",
      status: "pending",
      holdExpiresAt: new Date(Date.now() + 60_000),
    });
    const late = await createRegistration(services.db, g.single, {
      customerName: "Flo Late",
      status: "expired",
      needsRefund: true,
    });
    await applyCheckIns(
      services,
      actor,
      g.event.id,
      batch([op(g.couple.id, g.ben, minutesAgo(2))]),
    );

    const copy = await getDoorCopy(services, g.event.id);
    expect(copy.event).toMatchObject({ id: g.event.id, title: "Gala" });
    expect(copy.ticketTypes.map((t) => t.name).sort()).toEqual(["Single", "Table for Two"]);
    expect(copy.registrations.map((r) => [r.buyerName, r.status])).toEqual([
      ["Ana Buyer", "active"],
      ["Cy Solo", "active"],
      ["Dee Gone", "cancelled"],
      ["Eve Wait", "pending"],
      ["Flo Late", "needs-refund"],
    ]);
    for (const r of copy.registrations) {
      expect(r.reference).toBe(registrationReference(services.secret, r.id));
      expect(r.shortReference).toBe(r.id.slice(0, 8).toUpperCase());
    }
    const couple = copy.registrations[0]!;
    expect(couple).toMatchObject({ ticketType: "Table for Two", seats: 2 });
    expect(couple.attendees).toEqual([
      {
        key: g.ana,
        name: "Ana Buyer",
        isPrimaryContact: true,
        dietary: "Vegan",
        accessibility: null,
        checkedInAt: null,
      },
      {
        key: g.ben,
        name: "Ben Plus",
        isPrimaryContact: false,
        dietary: null,
        accessibility: "Wheelchair",
        checkedInAt: expect.any(String),
      },
    ]);
    expect(
      copy.registrations.find((r) => r.id === waiting.id)!.attendees.map((a) => a.key),
    ).toEqual([`${waiting.id}-0`]);
    expect(copy.registrations.find((r) => r.id === gone.id)!.attendees).toHaveLength(1);
    expect(late.id).toBeTruthy();

    // The door list (active registrations) uses the same keys and names, and shows the same check-in.
    const list = await getDoorList(services, g.event.id);
    const active = copy.registrations
      .filter((r) => r.status === "active")
      .flatMap((r) => r.attendees);
    expect(list.rows.map((r) => [r.key, r.name, r.checkedInAt]).sort()).toEqual(
      active.map((a) => [a.key, a.name, a.checkedInAt]).sort(),
    );
  });

  test("an unknown event is a 404", async () => {
    await expect(getDoorCopy(services, randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});

describe("lookupReference", () => {
  test("tells this event's, another event's and forged references apart", async () => {
    const g = await eventWithGuests();
    const other = await eventWithGuests();
    const ref = (id: string) => registrationReference(services.secret, id);
    expect(await lookupReference(services, g.event.id, ref(g.couple.id))).toEqual({
      result: "this-event",
      registrationId: g.couple.id,
      orderId: g.couple.id,
    });
    expect(await lookupReference(services, g.event.id, ref(other.solo.id))).toEqual({
      result: "other-event",
      eventTitle: "Gala",
    });
    expect(
      await lookupReference(services, g.event.id, ref(g.couple.id).slice(0, -2) + "xx"),
    ).toEqual({ result: "invalid" });
    expect(
      await lookupReference(
        services,
        g.event.id,
        registrationReference("another-secret", g.couple.id),
      ),
    ).toEqual({ result: "invalid" });
    expect(await lookupReference(services, g.event.id, g.couple.id)).toEqual({ result: "invalid" });
    expect(await lookupReference(services, g.event.id, ref(randomUUID()))).toEqual({
      result: "invalid",
    });
  });
});

describe("getCheckInCounts", () => {
  test("seats checked in of seats expected, by ticket type", async () => {
    const g = await eventWithGuests();
    await applyCheckIns(
      services,
      actor,
      g.event.id,
      batch([op(g.couple.id, g.ana, minutesAgo(2))]),
    );
    expect(await getCheckInCounts(services.db, g.event.id)).toEqual({
      checkedIn: 1,
      expected: 3,
      byTicketType: expect.arrayContaining([
        { ticketTypeId: g.table.id, name: "Table for Two", checkedIn: 1, expected: 2 },
        { ticketTypeId: g.single.id, name: "Single", checkedIn: 0, expected: 1 },
      ]),
    });
  });
});

describe("the back office shows check-ins", () => {
  test("the door list counts who is in (an unnamed seat too) and shows each one's time; an undone check-in and a cancelled order's do not count", async () => {
    const g = await eventWithGuests();
    const gone = await createRegistration(services.db, g.single, { customerName: "Dee Gone" });
    const [benAt, cyAt] = [minutesAgo(3), minutesAgo(2)];
    await applyCheckIns(
      services,
      actor,
      g.event.id,
      batch([
        op(g.couple.id, g.ana, minutesAgo(5)),
        op(g.couple.id, g.ana, minutesAgo(4), "undo"),
        op(g.couple.id, g.ben, benAt),
        op(g.solo.id, g.cy, cyAt),
        op(gone.id, `${gone.id}-0`, cyAt),
      ]),
    );
    await services.db
      .update(eventRegistrations)
      .set({ status: "cancelled" })
      .where(eq(eventRegistrations.id, gone.id));

    const list = await getDoorList(services, g.event.id);
    expect(list.checkedIn).toBe(2);
    expect(list.catering.attendees).toBe(3);
    expect(list.rows.map((r) => [r.name, r.checkedInAt])).toEqual([
      ["Ana Buyer", null],
      ["Ben Plus", new Date(benAt).toISOString()],
      ["Cy Solo", new Date(cyAt).toISOString()],
    ]);
  });

  test("the registrations panel counts each registration's people checked in, by key; the CSV export names them with the time", async () => {
    const g = await eventWithGuests();
    const at = minutesAgo(2);
    await applyCheckIns(
      services,
      actor,
      g.event.id,
      batch([op(g.couple.id, g.ben, at), op(g.solo.id, g.cy, at)]),
    );

    const { registrations } = await listEventRegistrations(services.db, g.event.id);
    const couple = registrations.find((r) => r.id === g.couple.id)!;
    expect(couple.checkIn).toEqual({
      checkedIn: 1,
      seats: 2,
      times: { [g.ben]: new Date(at).toISOString() },
    });

    const rows = [];
    for await (const rowsOfBatch of registrationExportBatches(services.db, g.event.id))
      rows.push(...rowsOfBatch);
    const exported = rows.find((r) => r.customerName === "Ana Buyer")!;
    expect(exported.reference).toBe(g.couple.id.slice(0, 8).toUpperCase());
    expect(exported.guests).toEqual([
      { id: g.ana, guestName: "Ana Buyer", dietary: "Vegan", accessibility: null },
      { id: g.ben, guestName: "Ben Plus", dietary: null, accessibility: "Wheelchair" },
    ]);
    expect(exported.checkIns).toEqual([{ name: "Ben Plus", at: new Date(at).toISOString() }]);
    expect(rows.find((r) => r.customerName === "Cy Solo")!.checkIns).toEqual([
      { name: "Cy Solo", at: new Date(at).toISOString() },
    ]);
  });

  test("the CSV lists people checked in by time, those at the same moment in the order of the Guests column", async () => {
    const g = await eventWithGuests();
    const [first, together] = [minutesAgo(9), minutesAgo(4)];
    const third = await createRegistration(
      services.db,
      g.table,
      { customerName: "Gil Group", quantity: 2 },
      [{ guestName: "Gil Group" }, { guestName: "Hal Group" }],
    );
    const copy = await getDoorCopy(services, g.event.id);
    // By name: Gil, the two unnamed seats ("Guest of Gil Group"), Hal.
    const [gil, seat2, seat3, hal] = copy.registrations
      .find((r) => r.id === third.id)!
      .attendees.map((a) => a.key) as [string, string, string, string];
    expect([seat2, seat3]).toEqual([`${third.id}-2`, `${third.id}-3`]);
    await applyCheckIns(
      services,
      actor,
      g.event.id,
      batch([
        op(third.id, seat3, together),
        op(third.id, hal, together),
        op(third.id, seat2, together),
        op(third.id, gil, first),
      ]),
    );
    const rows = [];
    for await (const rowsOfBatch of registrationExportBatches(services.db, g.event.id))
      rows.push(...rowsOfBatch);
    expect(rows.find((r) => r.customerName === "Gil Group")!.checkIns?.map((c) => c.name)).toEqual([
      "Gil Group",
      "Hal Group",
      "Guest of Gil Group",
      "Guest of Gil Group",
    ]);
  });
});

describe("an order of several ticket types at the door (docs/decisions/019-order-at-the-door.md)", () => {
  test("the door copy and the lookup carry every line of the order under the first row's id", async () => {
    const event = await createEvent(services.db, { title: "Family Day" });
    const adult = await createTicketType(services.db, event.id, {
      name: "Adult",
      quantityAvailable: 50,
    });
    const child = await createTicketType(services.db, event.id, {
      name: "Child",
      quantityAvailable: 50,
    });
    const created = await registerOrder(
      services,
      registrationRequestSchema.parse({
        eventId: event.id,
        ticketTypeId: adult.id,
        quantity: 2,
        items: [{ ticketTypeId: child.id, quantity: 3 }],
        customerName: "Rosa Family",
        customerEmail: "rosa@example.org",
        guests: ["Rosa", "Sam", "Kid One", "Kid Two", "Kid Three"].map((guest_name) => ({
          guest_name,
        })),
      }),
    );
    const orderId = created.registrationId;
    const childLine = created.lines.find((l) => l.ticketType.name === "Child")!.registrationId;
    const solo = await createRegistration(services.db, adult, { customerName: "Cy Solo" });

    const copy = await getDoorCopy(services, event.id);
    const lines = copy.registrations.filter((r) => r.orderId === orderId);
    expect(lines.map((r) => [r.ticketType, r.seats, r.attendees.length]).sort()).toEqual([
      ["Adult", 2, 2],
      ["Child", 3, 3],
    ]);
    expect(copy.registrations.find((r) => r.id === solo.id)!.orderId).toBe(solo.id);

    // The QR code is the first row's; the lookup names the order, and the copy gives all its lines.
    const answer = await lookupReference(
      services,
      event.id,
      registrationReference(services.secret, orderId),
    );
    expect(answer).toEqual({ result: "this-event", registrationId: orderId, orderId });
    expect(
      await lookupReference(services, event.id, registrationReference(services.secret, childLine)),
    ).toEqual({
      result: "this-event",
      registrationId: childLine,
      orderId,
    });
    const order = orderOf(copy, orderId)!;
    expect(order.lines.map((r) => r.ticketType)).toEqual(["Adult", "Child"]);
    expect(order.lines[1]!.attendees.map((a) => a.name).sort()).toEqual([
      "Kid One",
      "Kid Three",
      "Kid Two",
    ]);

    // "Check in all": every guest of the order is accepted by the sync, counts by ticket type as before.
    const { waiting } = orderAdmission(order);
    expect(waiting).toHaveLength(5);
    const result = await applyCheckIns(
      services,
      actor,
      event.id,
      batch(waiting.map((g) => op(g.registrationId, g.attendee.key, minutesAgo(1)))),
    );
    expect(result.results.map((r) => r.status)).toEqual(Array(5).fill("applied"));
    expect(result.counts).toMatchObject({ checkedIn: 5, expected: 6 });
    expect(result.counts.byTicketType.map((t) => [t.name, t.checkedIn, t.expected])).toEqual([
      ["Adult", 2, 3],
      ["Child", 3, 3],
    ]);
  });

  test("a cancelled line of the order stays in the copy, red, and its guests are refused", async () => {
    const event = await createEvent(services.db, { title: "Family Night" });
    const adult = await createTicketType(services.db, event.id, {
      name: "Adult",
      quantityAvailable: 50,
    });
    const child = await createTicketType(services.db, event.id, {
      name: "Child",
      quantityAvailable: 50,
    });
    const created = await registerOrder(
      services,
      registrationRequestSchema.parse({
        eventId: event.id,
        ticketTypeId: adult.id,
        quantity: 1,
        items: [{ ticketTypeId: child.id, quantity: 1 }],
        customerName: "Lee Family",
        customerEmail: "lee@example.org",
        guests: [{ guest_name: "Lee" }, { guest_name: "Kit" }],
      }),
    );
    const childLine = created.lines.find((l) => l.ticketType.name === "Child")!.registrationId;
    await services.db
      .update(eventRegistrations)
      .set({ status: "cancelled" })
      .where(eq(eventRegistrations.id, childLine));
    const copy = await getDoorCopy(services, event.id);
    const order = orderOf(copy, created.registrationId)!;
    expect(order.lines.map((r) => [r.ticketType, r.status])).toEqual([
      ["Adult", "active"],
      ["Child", "cancelled"],
    ]);
    const admission = orderAdmission(order);
    expect(admission.waiting.map((g) => g.attendee.name)).toEqual(["Lee"]);
    const kit = order.lines[1]!.attendees[0]!;
    const refused = await applyCheckIns(
      services,
      actor,
      event.id,
      batch([op(childLine, kit.key, minutesAgo(1))]),
    );
    expect(refused.results[0]).toMatchObject({
      status: "refused",
      message: "This registration was cancelled.",
    });
  });
});
