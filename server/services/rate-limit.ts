// DESIGN "Security" / "Scale-out path": rate limits kept in the database, so
// every instance counts the same attempts. A sliding window over one row per
// attempt; an advisory lock per (bucket, key) makes check-and-count atomic.
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { rateLimitHits } from "../db/schema";
import { tooManyRequests } from "../errors";

export type RateLimit = { bucket: string; limit: number; windowMs: number; message: string };

/**
 * Counts one attempt for `key`, or throws 429 when `limit` attempts were
 * already counted within the window. Call it inside the transaction that
 * does the work, so a refused or failed request counts nothing.
 */
export async function consumeRateLimit(tx: DbOrTx, rule: RateLimit, key: string, now = new Date()) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${rule.bucket}:${key}`}))`);
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await tx
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)));
  if ((row?.n ?? 0) >= rule.limit) throw tooManyRequests(rule.message);
  await tx.insert(rateLimitHits).values({ bucket: rule.bucket, key, createdAt: now });
  // Old rows are no longer needed to decide anything: keep the table small.
  await tx
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.key, key), lt(rateLimitHits.createdAt, since)));
}
