// docs/decisions/011-page-cache.md: every table is watched by the page cache
// unless listed as unwatched; this enumerates the tables of the migrated schema
// and writes to each (statement triggers fire even when no row matches), so a
// table a public page reads cannot be written without emptying the cache.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestServices, type TestServices } from "../test/harness";
import { listTables, UNWATCHED_TABLES } from "./content-changes";

let services: TestServices;
let heard = 0;

beforeAll(async () => {
  services = await createTestServices();
  services.database.onContentChange(() => (heard += 1));
  // On PostgreSQL the listening connection announces its own (re)connection once; let it land first.
  if (services.database.kind === "postgres")
    await vi.waitFor(() => expect(heard).toBeGreaterThan(0), { timeout: 10_000 });
});
afterAll(() => services.cleanup());

const quoted = (table: string) => sql.raw(`"${table}"`);

/** How many changes a statement announced, once it committed. */
async function announced(statement: ReturnType<typeof sql>) {
  const before = heard;
  await services.db.execute(statement);
  // PostgreSQL's pool hears its own commit in the same answer; the dedicated listener may lag.
  if (services.database.kind === "postgres") await new Promise((r) => setTimeout(r, 50));
  return heard - before;
}

describe("content changes", () => {
  test("every unwatched table exists (a renamed table would silently become watched)", async () => {
    const tables = await listTables(services.db);
    for (const table of UNWATCHED_TABLES) expect(tables, table).toContain(table);
  });

  test("an insert, update or delete on any watched table announces a change; unwatched tables stay quiet", async () => {
    const tables = await listTables(services.db);
    const watched = tables.filter((t) => !(UNWATCHED_TABLES as readonly string[]).includes(t));
    // The public pages' tables, at least: a schema that lost them would pass vacuously.
    expect(watched).toEqual(
      expect.arrayContaining([
        "events",
        "event_ticket_types",
        "event_registrations",
        "fundraisers",
        "team_members",
        "donations",
      ]),
    );
    for (const table of tables) {
      const isWatched = watched.includes(table);
      const check = (count: number, what: string) =>
        isWatched ? expect(count, what).toBeGreaterThan(0) : expect(count, what).toBe(0);
      const t = quoted(table);
      check(
        await announced(sql`INSERT INTO ${t} SELECT * FROM ${t} WHERE false`),
        `insert into ${table}`,
      );
      check(await announced(sql`DELETE FROM ${t} WHERE false`), `delete from ${table}`);
      const [column] = (
        (await services.db.execute(sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ${table} ORDER BY ordinal_position LIMIT 1`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      const c = sql.raw(`"${column!.name}"`);
      check(await announced(sql`UPDATE ${t} SET ${c} = ${c} WHERE false`), `update of ${table}`);
    }
  });

  test("a write rolled back announces nothing; one committed announces once it commits", async () => {
    const before = heard;
    await services.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE events SET title = title WHERE false`);
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(heard).toBe(before);
    let inside = -1;
    await services.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE events SET title = title WHERE false`);
      inside = heard;
    });
    expect(inside).toBe(before);
    if (services.database.kind === "postgres") await new Promise((r) => setTimeout(r, 50));
    expect(heard).toBeGreaterThan(before);
  });
});
