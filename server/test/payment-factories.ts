// Factories for payment tests (STYLE §9: factories rather than fixture files).
import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { demoCheckoutSessions, donations, fundraisers, outbox, paymentEvents, rateLimitHits } from "../db/schema";

export async function createFundraiser(db: Db, overrides: Partial<typeof fundraisers.$inferInsert> = {}) {
  const [row] = await db
    .insert(fundraisers)
    .values({
      title: "Holiday Care Packages",
      description: "Boxes for deployed service members.",
      goalCents: 1_000_000,
      raisedCents: 250_000,
      isActive: true,
      ...overrides,
    })
    .returning();
  return row!;
}

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
  return { donations: d!.n, demoSessions: s!.n, paymentEvents: e!.n, emails: o!.n, rateLimitHits: r!.n };
}
