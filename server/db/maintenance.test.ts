// server/db/maintenance.ts: the embedded database is vacuumed, since PGlite has
// no autovacuum. After the tidy an index-only scan of rows just rewritten no
// longer goes back to the table (the pages are marked all-visible), and the
// planner has statistics.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestServices, type TestServices } from "../test/harness";
import { tidyEmbeddedDatabase } from "./maintenance";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function heapFetches() {
  const result = await services.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return tx.execute(
      sql`explain (analyze, costs off, timing off, summary off) select count(*) from tidy_probe where n > 0`,
    );
  });
  const plan = rowsOf<{ "QUERY PLAN": string }>(result)
    .map((r) => r["QUERY PLAN"])
    .join("\n");
  expect(plan).toContain("Index Only Scan");
  return Number(/Heap Fetches: (\d+)/.exec(plan)?.[1]);
}

describe("tidyEmbeddedDatabase", () => {
  test.skipIf(process.env.TEST_DATABASE_URL)(
    "vacuums and analyzes PGlite: index-only scans stop visiting the table",
    async () => {
      await services.db.execute(sql`create table tidy_probe (id int primary key, n int not null)`);
      await services.db.execute(sql`create index tidy_probe_n on tidy_probe (n)`);
      await services.db.execute(
        sql`insert into tidy_probe select i, i from generate_series(1, 2000) i`,
      );
      await services.db.execute(sql`update tidy_probe set n = n + 1`);
      expect(await heapFetches()).toBeGreaterThan(0);
      const ms = await tidyEmbeddedDatabase(services.database);
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(await heapFetches()).toBe(0);
      const [stats] = rowsOf<{ n: number }>(
        await services.db.execute(
          sql`select count(*)::int as n from pg_stats where tablename = 'tidy_probe'`,
        ),
      );
      expect(stats!.n).toBeGreaterThan(0);
    },
  );

  test("leaves PostgreSQL to its autovacuum", async () => {
    const execute = vi.fn();
    expect(
      await tidyEmbeddedDatabase({ kind: "postgres", db: { execute } as never }),
    ).toBeUndefined();
    expect(execute).not.toHaveBeenCalled();
  });
});
