import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

/**
 * The one advisory lock: serialises the holders of one name (an ordered list, a
 * rate-limit bucket, a statement run) for the rest of the transaction, across
 * every instance sharing the database.
 */
export async function advisoryLock(tx: DbOrTx, name: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
}
