// docs/recurring-gifts.md "The donor's page": the recurring gift a signed link of its
// receipts names, with its next charge and every payment, read without logging in
// (changes: subscriptions-manage.ts).
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Db } from "../../db/client";
import {
  donations,
  donationSubscriptions,
  fundraisers,
  receipts,
  type SubscriptionStatus,
} from "../../db/schema";
import { SUBSCRIPTION_LINK, verifySignedValue } from "../../payments/signed-links";
import { nextChargeAfter } from "../../../shared/domain/recurring";
import { GENERAL_FUND } from "./donation-receipt";

export type RecurringGiftPayment = {
  id: string;
  date: Date;
  amountCents: number;
  receiptNumber: string | null;
};

export type RecurringGift = {
  subscriptionId: string;
  provider: string;
  customerId: string | null;
  status: SubscriptionStatus;
  amountCents: number;
  interval: "month" | "year" | null;
  designation: string;
  donorName: string;
  donorEmail: string;
  /** The provider's next charge, or the next anniversary of the first payment when it has not said yet. */
  nextChargeAt: Date | null;
  pausedAt: Date | null;
  /** Made with the payment provider the site runs now: the donor can change it here. */
  canManage: boolean;
  /** Every completed gift of this subscription, newest first. */
  history: RecurringGiftPayment[];
};

/** The recurring gift a signed link from a receipt names; null for a forged or unknown link. */
export async function getRecurringGift(
  services: Pick<AppServices, "db" | "secret"> & Partial<Pick<AppServices, "payments">>,
  token: string,
): Promise<RecurringGift | null> {
  const subscriptionId = verifySignedValue(services.secret, SUBSCRIPTION_LINK, token);
  if (!subscriptionId) return null;
  const [row] = await services.db
    .select({
      provider: donationSubscriptions.provider,
      customerId: donationSubscriptions.customerId,
      status: donationSubscriptions.status,
      amountCents:
        sql<number>`coalesce(${donationSubscriptions.amountCents}, ${donations.amountCents})`.mapWith(
          Number,
        ),
      interval: sql<
        "month" | "year" | null
      >`coalesce(${donationSubscriptions.interval}, ${donations.interval})`,
      nextChargeAt: donationSubscriptions.nextChargeAt,
      pausedAt: donationSubscriptions.pausedAt,
      startedAt: donations.completedAt,
      donorName: donations.donorName,
      donorEmail: donations.donorEmail,
      fundraiserTitle: fundraisers.title,
    })
    .from(donationSubscriptions)
    .innerJoin(donations, eq(donations.id, donationSubscriptions.donationId))
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .where(eq(donationSubscriptions.id, subscriptionId));
  if (!row) return null;
  const interval = row.interval === "month" || row.interval === "year" ? row.interval : null;
  const estimated =
    row.status === "active" && interval && row.startedAt
      ? nextChargeAfter(row.startedAt, interval)
      : null;
  return {
    subscriptionId,
    provider: row.provider,
    customerId: row.customerId,
    status: row.status,
    amountCents: row.amountCents,
    interval,
    designation: row.fundraiserTitle ?? GENERAL_FUND,
    donorName: row.donorName,
    donorEmail: row.donorEmail,
    nextChargeAt:
      row.status === "cancelled" || row.status === "paused"
        ? null
        : (row.nextChargeAt ?? estimated),
    pausedAt: row.pausedAt,
    canManage: services.payments ? row.provider === services.payments.name : false,
    history: await paymentHistory(services.db, subscriptionId),
  };
}

/** Each completed gift of the subscription with its receipt number, when one was issued. */
async function paymentHistory(db: Db, subscriptionId: string): Promise<RecurringGiftPayment[]> {
  const rows = await db
    .select({
      id: donations.id,
      date: donations.completedAt,
      createdAt: donations.createdAt,
      amountCents: donations.amountCents,
      receiptNumber: receipts.number,
    })
    .from(donations)
    // One live receipt per gift (decision 020); a voided one is not shown.
    .leftJoin(receipts, and(eq(receipts.donationId, donations.id), isNull(receipts.voidedAt)))
    .where(and(eq(donations.subscriptionId, subscriptionId), eq(donations.status, "completed")))
    .orderBy(asc(donations.completedAt));
  return rows
    .map((r) => ({
      id: r.id,
      date: r.date ?? r.createdAt,
      amountCents: r.amountCents,
      receiptNumber: r.receiptNumber ?? null,
    }))
    .reverse();
}
