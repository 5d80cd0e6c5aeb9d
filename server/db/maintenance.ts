// PGlite runs no autovacuum (docs/benchmarks.md "Back office at scale"). Every
// UPDATE leaves the old row behind, so without a VACUUM the tables of a season
// only grow, each scan reads the dead rows too, and index-only scans go back to
// the table for every row because nothing marks its pages all-visible. PostgreSQL
// does this itself; the embedded database is tidied here, at boot once the boot
// work has settled and then every few hours. VACUUM (ANALYZE) also gathers the
// planner's statistics: without them the paged lists at scale pick poor plans.
import { sql } from "drizzle-orm";
import type { Database } from "./client";

export const TIDY_EVERY_MS = 6 * 60 * 60_000;

/** VACUUM (ANALYZE) on the embedded database; nothing on PostgreSQL, whose autovacuum does it. Resolves to the ms it took. */
export async function tidyEmbeddedDatabase(
  database: Pick<Database, "db" | "kind">,
): Promise<number | undefined> {
  if (database.kind !== "pglite") return undefined;
  const started = performance.now();
  await database.db.execute(sql`VACUUM (ANALYZE)`);
  return Math.round(performance.now() - started);
}
