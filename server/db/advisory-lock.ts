import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

/**
 * Serialises writers of one ordered list (e.g. team order_index) for the rest
 * of the transaction, across every instance sharing the database.
 */
export async function lockList(tx: DbOrTx, name: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
}
