// The back office's "contains" searches (SPEC §7 "Registration search", and the
// donations, supporters and statements lists that followed it): any case, the
// person's own %, _ and \ taken literally, in a shape the trigram indexes can
// answer (docs/decisions/025-search-indexes.md).
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** "50% off" → "%50\% off%": an ILIKE pattern matching the text anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * `column` is one of the ids `ids` selects. An IN or EXISTS over another table
 * inside an OR becomes a subplan run against every row; an array worked out
 * once lets the planner OR it with the other arms' index scans.
 */
export function amongIds(column: AnyPgColumn | SQL, ids: SQL): SQL {
  return sql`${column} = any(array(${ids}))`;
}

/**
 * The rows whose id starts with a short reference's 8 hex digits
 * (shared/domain/reference.ts), as a range of the primary key rather than a
 * comparison of each id's text.
 */
export function idStartsWith(column: AnyPgColumn | SQL, prefix: string): SQL {
  return sql`${column} between ${`${prefix}-0000-0000-0000-000000000000`}::uuid and ${`${prefix}-ffff-ffff-ffff-ffffffffffff`}::uuid`;
}

/**
 * `column` is one of `ids` (uuids read from the database), bound as one array
 * parameter. A list of fifty or two hundred parameters takes PGlite longer to
 * plan than the query takes to run.
 */
export function inUuids(column: AnyPgColumn | SQL, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(",")}}`}::uuid[])`;
}
