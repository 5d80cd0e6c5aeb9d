// Small helpers the back-office services share.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that cannot be a row are simply "not found" (never a database error, never a 500). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/**
 * Serialises writers of one ordered list (e.g. team order_index) for the rest
 * of the transaction, across every instance sharing the database.
 */
export async function lockList(tx: DbOrTx, name: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
}
