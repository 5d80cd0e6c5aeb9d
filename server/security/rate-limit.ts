// A fixed-window counter kept in the database (the `rate_limit` table Better
// Auth also uses, under our own key prefixes), so every instance agrees.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimit } from "../db/schema";

export type Window = { max: number; windowMs: number };

/** How many hits `key` has in its current window (0 once the window has passed). */
export async function hitsInWindow(db: Db, key: string, window: Window, now = Date.now()) {
  const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key));
  if (!row || now - row.lastRequest > window.windowMs) return 0;
  return row.count;
}

/** Records one hit; a window that has passed starts again at 1. */
export async function recordHit(db: Db, key: string, window: Window, now = Date.now()) {
  await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${now} - ${rateLimit.lastRequest} > ${window.windowMs} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${now} - ${rateLimit.lastRequest} > ${window.windowMs} then ${now} else ${rateLimit.lastRequest} end`,
      },
    });
}

export async function clearHits(db: Db, key: string) {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}
