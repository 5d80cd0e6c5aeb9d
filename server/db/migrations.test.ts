import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestServices, type TestServices } from "../test/harness";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("migrations", () => {
  test("create every table of SPEC §3 and DESIGN's additions", async () => {
    const result = await services.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map(
      (r) => r.table_name,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        "user",
        "session",
        "account",
        "verification",
        "team_members",
        "fundraisers",
        "contact_messages",
        "events",
        "event_ticket_types",
        "ticket_type_photos",
        "event_photos",
        "event_registrations",
        "event_guests",
        "donations",
        "payment_events",
        "outbox",
        "audit_log",
      ]),
    );
  });

  test("applying them again changes nothing", async () => {
    await expect(services.database.migrate()).resolves.toBeUndefined();
  });
});
