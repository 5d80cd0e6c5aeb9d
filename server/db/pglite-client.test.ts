import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, interval, numeric, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { drizzleClient } from "./pglite-client";

const sample = pgTable("sample", {
  id: uuid("id").primaryKey().defaultRandom(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  localAt: timestamp("local_at").notNull(),
  day: date("day").notNull(),
  span: interval("span").notNull(),
  amount: numeric("amount").notNull(),
});

let plainClient: PGlite;
let sharedClient: PGlite;

beforeAll(async () => {
  plainClient = new PGlite();
  sharedClient = new PGlite();
  for (const client of [plainClient, sharedClient]) {
    await client.waitReady;
    await client.exec(`CREATE TABLE sample (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), at timestamptz NOT NULL,
      local_at timestamp NOT NULL, day date NOT NULL, span interval NOT NULL, amount numeric NOT NULL)`);
  }
});
afterAll(async () => {
  await plainClient.close();
  await sharedClient.close();
});

const row = {
  at: new Date("2026-12-12T00:30:00.123Z"),
  localAt: new Date("2026-12-12T18:30:00Z"),
  day: "2026-12-11",
  span: "1 day 02:00:00",
  amount: "12.50",
};

async function readBack(db: ReturnType<typeof drizzle>) {
  await db.delete(sample);
  await db.insert(sample).values(row);
  const [typed] = await db.select().from(sample);
  const raw = await db.execute(
    sql`SELECT at, day, span, ARRAY[at, at] AS ats, ARRAY[day] AS days, ARRAY[span] AS spans, ARRAY[amount] AS amounts FROM sample`,
  );
  const inTransaction = await db.transaction(async (tx) => (await tx.select().from(sample))[0]);
  return {
    typed: { ...typed, id: undefined },
    raw: raw.rows,
    inTransaction: { ...inTransaction, id: undefined },
  };
}

describe("the embedded database as Drizzle reaches it", () => {
  test("reads dates, times, intervals, numbers and their arrays exactly as Drizzle's own driver does", async () => {
    const expected = await readBack(drizzle(plainClient));
    const actual = await readBack(drizzle({ client: drizzleClient(sharedClient) }));
    expect(actual).toEqual(expected);
    expect(actual.typed.at).toEqual(row.at);
  });

  test("a query hands PGlite no parsers of its own (PGlite would copy its whole table of them)", async () => {
    const db = drizzle({ client: drizzleClient(sharedClient) });
    const query = vi.spyOn(sharedClient, "query");
    await db.select().from(sample);
    expect(query).toHaveBeenCalled();
    for (const call of query.mock.calls) expect(call[2]?.parsers).toBeUndefined();
    query.mockRestore();
  });
});
