// docs/recurring-gifts.md "Staff view": every recurring gift with its synced state, for the
// back office. Reads only; the state is written by the provider's events (./subscriptions.ts).
import { and, count, desc, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  donations,
  donationSubscriptions,
  fundraisers,
  type SubscriptionStatus,
} from "../../db/schema";
import { nextChargeAfter } from "../../../shared/domain/recurring";
import { GENERAL_FUND } from "./donation-receipt";

export const RECURRING_PAGE_SIZE = 50;

export type RecurringFilter = { status?: SubscriptionStatus; page?: number };

export async function listRecurringGifts(db: Db, filter: RecurringFilter) {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const where = filter.status ? eq(donationSubscriptions.status, filter.status) : undefined;
  // The last completed payment of each subscription.
  const payments = db
    .select({
      subscriptionId: donations.subscriptionId,
      lastPaidAt: max(donations.completedAt).as("last_paid_at"),
      gifts: count().as("gifts"),
    })
    .from(donations)
    .where(and(eq(donations.status, "completed"), sql`${donations.subscriptionId} is not null`))
    .groupBy(donations.subscriptionId)
    .as("payments");
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: donationSubscriptions.id,
        provider: donationSubscriptions.provider,
        status: donationSubscriptions.status,
        amountCents:
          sql<number>`coalesce(${donationSubscriptions.amountCents}, ${donations.amountCents})`.mapWith(
            Number,
          ),
        interval: sql<
          "month" | "year" | null
        >`coalesce(${donationSubscriptions.interval}, ${donations.interval})`,
        nextChargeAt: donationSubscriptions.nextChargeAt,
        startedAt:
          sql<Date | null>`coalesce(${donations.completedAt}, ${donationSubscriptions.createdAt})`.mapWith(
            (v: string | Date | null) => (v === null ? null : new Date(v)),
          ),
        cancelledAt: donationSubscriptions.cancelledAt,
        donorName: donations.donorName,
        donorEmail: donations.donorEmail,
        fundraiserTitle: fundraisers.title,
        lastPaidAt: payments.lastPaidAt,
        gifts: payments.gifts,
      })
      .from(donationSubscriptions)
      .leftJoin(donations, eq(donations.id, donationSubscriptions.donationId))
      .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
      .leftJoin(payments, eq(payments.subscriptionId, donationSubscriptions.id))
      .where(where)
      .orderBy(desc(donationSubscriptions.createdAt), desc(donationSubscriptions.id))
      .limit(RECURRING_PAGE_SIZE)
      .offset((page - 1) * RECURRING_PAGE_SIZE),
    db.select({ n: count() }).from(donationSubscriptions).where(where),
  ]);
  const now = new Date();
  return {
    gifts: rows.map((row) => {
      const interval = row.interval === "month" || row.interval === "year" ? row.interval : null;
      const estimated =
        row.status === "active" && interval && row.startedAt
          ? nextChargeAfter(row.startedAt, interval, now)
          : null;
      return {
        ...row,
        interval,
        designation: row.fundraiserTitle ?? GENERAL_FUND,
        lastPaidAt: row.lastPaidAt ? new Date(row.lastPaidAt) : null,
        gifts: Number(row.gifts ?? 0),
        nextChargeAt:
          row.status === "cancelled" || row.status === "paused"
            ? null
            : (row.nextChargeAt ?? estimated),
      };
    }),
    total: totals?.n ?? 0,
    page,
    pageSize: RECURRING_PAGE_SIZE,
  };
}
