// docs/decisions/021-figures.md: a fundraiser's raised amount is its starting
// amount (set by staff) plus the net completed gifts given to it, online and
// offline (Σ amount − refunded, decision 016). raised_cents stores that sum for
// the public pages (SPEC §3); this module is the one place that recomputes it.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { donations, fundraisers } from "../../db/schema";

/** What a completed gift adds to the figures: its amount less what has been refunded. */
export const netGiftCents = sql`${donations.amountCents} - ${donations.refundedCents}`;

/** Net completed gifts per fundraiser (only those with gifts appear), one grouped query. */
export async function netGiftsByFundraiser(db: Db | Tx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { count: number; netCents: number }>();
  const rows = await db
    .select({
      fundraiserId: donations.fundraiserId,
      count: sql<number>`count(*)::int`,
      netCents: sql<number>`coalesce(sum(${netGiftCents}), 0)::bigint`.mapWith(Number),
    })
    .from(donations)
    .where(
      and(
        eq(donations.status, "completed"),
        inArray(donations.fundraiserId, [...ids]),
        isNotNull(donations.fundraiserId),
      ),
    )
    .groupBy(donations.fundraiserId);
  return new Map(
    rows.map((r) => [r.fundraiserId!, { count: Number(r.count), netCents: r.netCents }]),
  );
}

/**
 * raised = starting + net gifts, for each fundraiser named (nulls, the General
 * Fund, are skipped). Call it in the transaction that completes, records or
 * refunds a gift, after that change. The rows are locked first and the gifts
 * summed by a later statement, so under PostgreSQL's READ COMMITTED two gifts
 * completing at once each see the other once it has committed.
 */
export async function syncFundraiserRaised(
  tx: Tx,
  fundraiserIds: readonly (string | null | undefined)[],
  now = new Date(),
) {
  const ids = [...new Set(fundraiserIds.filter((id): id is string => Boolean(id)))].sort();
  if (ids.length === 0) return;
  await tx
    .select({ id: fundraisers.id })
    .from(fundraisers)
    .where(inArray(fundraisers.id, ids))
    .for("update");
  const gifts = await netGiftsByFundraiser(tx, ids);
  for (const id of ids) {
    await tx
      .update(fundraisers)
      .set({
        raisedCents: sql`${fundraisers.startingCents} + ${gifts.get(id)?.netCents ?? 0}`,
        updatedAt: now,
      })
      .where(eq(fundraisers.id, id));
  }
}

/**
 * The admin form's "Raised Amount" is the total (SPEC §5 keeps the field and its
 * message): the starting amount is what it holds beyond the gifts, never below 0.
 */
export function startingFromRaised(raisedCents: number, netGiftCentsOfFundraiser: number) {
  return Math.max(0, raisedCents - netGiftCentsOfFundraiser);
}

/**
 * Every fundraiser's raised amount read as a total (the demo seed writes totals,
 * as the 0008 migration's backfill found them): starting = raised − net gifts,
 * floored at 0, and raised = starting + net gifts. One statement.
 */
export async function deriveStartingAmounts(tx: Db | Tx) {
  await tx.execute(sql`
    WITH gifts AS (
      SELECT fundraiser_id, sum(amount_cents - refunded_cents) AS net_cents
      FROM ${donations}
      WHERE status = 'completed' AND fundraiser_id IS NOT NULL
      GROUP BY fundraiser_id
    ), wanted AS (
      SELECT f.id, greatest(f.raised_cents - coalesce(g.net_cents, 0), 0) AS starting_cents, coalesce(g.net_cents, 0) AS net_cents
      FROM ${fundraisers} f LEFT JOIN gifts g ON g.fundraiser_id = f.id
    )
    UPDATE ${fundraisers} f
    SET starting_cents = w.starting_cents, raised_cents = w.starting_cents + w.net_cents
    FROM wanted w
    WHERE w.id = f.id`);
}
