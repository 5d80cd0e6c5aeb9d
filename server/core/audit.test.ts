import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog } from "../db/schema";
import { createTestServices, type TestServices } from "../test/harness";
import { changedFields, recordAudit } from "./audit";
import { listAudit } from "./audit-log-admin";

let services: TestServices;
const actor = { id: "admin-1", email: "admin@example.org" };
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("recordAudit", () => {
  test("an update stores only the changed fields, before and after, with who and when", async () => {
    const before = { id: "m1", name: "Ann", title: "Chair", bio: null, updatedAt: new Date(1) };
    const after = { id: "m1", name: "Ann", title: "Director", bio: "Hi", updatedAt: new Date(2) };
    const id = await recordAudit(services.db, {
      actor,
      action: "update",
      entity: "team_members",
      entityId: "m1",
      before,
      after,
    });
    const [row] = await services.db.select().from(auditLog);
    expect(row).toMatchObject({
      id,
      actorId: "admin-1",
      actorEmail: "admin@example.org",
      action: "update",
      entity: "team_members",
      entityId: "m1",
      before: { title: "Chair", bio: null },
      after: { title: "Director", bio: "Hi" },
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  test("an update that changed nothing is not recorded", async () => {
    const row = { id: "m2", name: "Bo", updatedAt: new Date(1) };
    const id = await recordAudit(services.db, {
      actor,
      action: "update",
      entity: "team_members",
      entityId: "m2",
      before: row,
      after: { ...row, updatedAt: new Date(5) },
    });
    expect(id).toBeNull();
  });

  test("a create keeps the new row and a delete the old one, dates as ISO strings", async () => {
    const when = new Date("2026-01-02T03:04:05.000Z");
    await recordAudit(services.db, {
      actor,
      action: "create",
      entity: "fundraisers",
      entityId: "f1",
      after: { id: "f1", title: "T", createdAt: when },
    });
    await recordAudit(services.db, {
      actor,
      action: "delete",
      entity: "fundraisers",
      entityId: "f1",
      before: { id: "f1", title: "T", createdAt: when },
    });
    const { entries } = await listAudit(services.db, { entity: "fundraisers" });
    const created = entries.find((e) => e.action === "create")!;
    const deleted = entries.find((e) => e.action === "delete")!;
    expect(created.before).toBeNull();
    expect(created.after).toEqual({ id: "f1", title: "T", createdAt: "2026-01-02T03:04:05.000Z" });
    expect(deleted.after).toBeNull();
    expect(deleted.before).toMatchObject({ title: "T" });
  });

  test("a record written in a rolled-back transaction disappears with the change", async () => {
    await expect(
      services.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor,
          action: "create",
          entity: "events",
          entityId: "e1",
          after: { id: "e1" },
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const { entries } = await listAudit(services.db, { entity: "events" });
    expect(entries).toEqual([]);
  });
});

test("changedFields treats a missing key as null", () => {
  expect(changedFields({ a: 1 }, { a: 1, b: 2 })).toEqual({
    before: { b: null },
    after: { b: 2 },
    changed: ["b"],
  });
});

describe("the Activity page's entries", () => {
  test("name what they are about today, with the event, and who made them; filter by area and person", async () => {
    const { createEvent, createTicketType } = await import("../test/factories");
    const { user } = await import("../db/schema");
    await services.db.insert(user).values({
      id: "maria-1",
      name: "Maria Lopez",
      email: "maria@example.org",
      emailVerified: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const event = await createEvent(services.db, { title: "Veterans Family Picnic" });
    const type = await createTicketType(services.db, event.id, { name: "Adult" });
    const maria = { id: "maria-1", email: "maria@example.org" };
    await recordAudit(services.db, {
      actor: maria,
      action: "update",
      entity: "event_ticket_types",
      entityId: type.id,
      before: { priceCents: 1200 },
      after: { priceCents: 1500 },
    });
    await recordAudit(services.db, {
      actor,
      action: "create",
      entity: "team_members",
      entityId: crypto.randomUUID(),
      after: { name: "Ann" },
    });

    const tickets = await listAudit(services.db, { area: "tickets" });
    expect(tickets.entries).toHaveLength(1);
    expect(tickets.entries[0]!.names).toEqual({
      actor: "Maria Lopez",
      subject: "Adult",
      context: "Veterans Family Picnic",
    });
    expect(tickets.people).toEqual([
      { id: "maria-1", name: "Maria Lopez", email: "maria@example.org" },
    ]);

    const byMaria = await listAudit(services.db, { person: "maria-1" });
    expect(byMaria.entries.map((e) => e.entity)).toEqual(["event_ticket_types"]);
    const team = await listAudit(services.db, { area: "team" });
    expect(team.entries.length).toBeGreaterThan(0);
    // No account behind the actor: the e-mail the log kept names them.
    expect(new Set(team.entries.map((e) => e.names.actor))).toEqual(new Set(["admin@example.org"]));
  });
});
