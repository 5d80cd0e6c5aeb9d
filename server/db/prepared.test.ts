import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { events } from "./schema";
import { createTestServices, type TestServices } from "../test/harness";
import { createEvent } from "../test/factories";
import { preparedQuery } from "./prepared";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("prepared queries", () => {
  test("are built once per database, run with each call's values, and built again for a transaction", async () => {
    let builds = 0;
    const titleOf = preparedQuery((db) => {
      builds += 1;
      return db
        .select({ title: events.title })
        .from(events)
        .where(sql`${events.id} = ${sql.placeholder("id")}`)
        .prepare("test_title_of");
    });
    const a = await createEvent(services.db, { title: "First" });
    const b = await createEvent(services.db, { title: "Second" });
    expect(await titleOf(services.db, { id: a.id })).toEqual([{ title: "First" }]);
    expect(await titleOf(services.db, { id: b.id })).toEqual([{ title: "Second" }]);
    expect(builds).toBe(1);
    // A transaction sees its own writes through a query of its own.
    await services.db.transaction(async (tx) => {
      await tx
        .update(events)
        .set({ title: "Renamed" })
        .where(sql`${events.id} = ${a.id}`);
      expect(await titleOf(tx, { id: a.id })).toEqual([{ title: "Renamed" }]);
    });
    expect(builds).toBe(2);
    expect(await titleOf(services.db, { id: a.id })).toEqual([{ title: "Renamed" }]);
    expect(builds).toBe(2);
  });
});
