// Helpers for payment tests: a valid gift, a fundraiser's raised amount and
// the rows a donation attempt writes (fundraisers come from ./factories.ts).
import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  demoCheckoutSessions,
  donations,
  fundraisers,
  outbox,
  paymentEvents,
  rateLimitHits,
} from "../db/schema";

export async function raisedCents(db: Db, fundraiserId: string) {
  const [row] = await db
    .select({ raised: fundraisers.raisedCents })
    .from(fundraisers)
    .where(eq(fundraisers.id, fundraiserId));
  return row!.raised;
}

export const validGift = (overrides: Record<string, unknown> = {}) => ({
  amount: "50",
  fundraiserId: null,
  donorName: "Ada Lovelace",
  donorEmail: "ada@example.org",
  message: "",
  isAnonymous: false,
  interval: "",
  ...overrides,
});

/** Row counts of everything a donation attempt could write. */
export async function paymentCounts(db: Db) {
  const [[d], [s], [e], [o], [r]] = await Promise.all([
    db.select({ n: count() }).from(donations),
    db.select({ n: count() }).from(demoCheckoutSessions),
    db.select({ n: count() }).from(paymentEvents),
    db.select({ n: count() }).from(outbox),
    db.select({ n: count() }).from(rateLimitHits),
  ]);
  return {
    donations: d!.n,
    demoSessions: s!.n,
    paymentEvents: e!.n,
    emails: o!.n,
    rateLimitHits: r!.n,
  };
}
