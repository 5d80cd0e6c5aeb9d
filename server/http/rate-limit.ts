// DESIGN "Security" / "Scale-out path": rate limits kept in the database, so
// every instance counts the same attempts. A sliding window over one row per
// attempt; an advisory lock per (bucket, key) makes check-and-count atomic.
// Used by donations, registrations, the contact form and sign-in throttling.
import { and, asc, count, eq, gt, lt } from "drizzle-orm";
import { advisoryLock } from "../db/advisory-lock";
import type { DbOrTx } from "../db/client";
import { rateLimitHits } from "../db/schema";
import { tooManyRequests } from "../errors";

export type RateLimit = {
  bucket: string;
  limit: number;
  windowMs: number;
  /** The refusal, told when the oldest counted attempt leaves the window. */
  message: string | ((retryInMinutes: number) => string);
};

const inWindow = (rule: RateLimit, key: string, now: Date) =>
  and(
    eq(rateLimitHits.bucket, rule.bucket),
    eq(rateLimitHits.key, key),
    gt(rateLimitHits.createdAt, new Date(now.getTime() - rule.windowMs)),
  );

/** How many attempts of `key` the window holds. */
export async function countAttempts(db: DbOrTx, rule: RateLimit, key: string, now = new Date()) {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(inWindow(rule, key, now));
  return row?.n ?? 0;
}

/** Whether `key` has used up its attempts in the window (counts nothing). */
export async function isRateLimited(db: DbOrTx, rule: RateLimit, key: string, now = new Date()) {
  return (await countAttempts(db, rule, key, now)) >= rule.limit;
}

/** Counts one attempt without checking (e.g. a failed sign-in). */
export async function recordAttempt(db: DbOrTx, rule: RateLimit, key: string, now = new Date()) {
  await db.insert(rateLimitHits).values({ bucket: rule.bucket, key, createdAt: now });
}

/** Forgets every attempt of `key` (e.g. after a successful sign-in). */
export async function clearAttempts(db: DbOrTx, rule: RateLimit, key: string) {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.key, key)));
}

/**
 * Counts one attempt for `key`, or throws 429 when `limit` attempts were
 * already counted within the window. Call it inside the transaction that
 * does the work, so a refused or failed request counts nothing.
 */
export async function consumeRateLimit(tx: DbOrTx, rule: RateLimit, key: string, now = new Date()) {
  await advisoryLock(tx, `${rule.bucket}:${key}`);
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await tx
    .select({ n: count() })
    .from(rateLimitHits)
    .where(inWindow(rule, key, now));
  if ((row?.n ?? 0) >= rule.limit) {
    if (typeof rule.message === "string") throw tooManyRequests(rule.message);
    const [oldest] = await tx
      .select({ at: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(inWindow(rule, key, now))
      .orderBy(asc(rateLimitHits.createdAt))
      .limit(1);
    const retryMs = (oldest?.at.getTime() ?? now.getTime()) + rule.windowMs - now.getTime();
    throw tooManyRequests(rule.message(Math.max(1, Math.ceil(retryMs / 60_000))));
  }
  await tx.insert(rateLimitHits).values({ bucket: rule.bucket, key, createdAt: now });
  // Old rows are no longer needed to decide anything: keep the table small.
  await tx
    .delete(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, rule.bucket),
        eq(rateLimitHits.key, key),
        lt(rateLimitHits.createdAt, since),
      ),
    );
}
