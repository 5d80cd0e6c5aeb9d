// Numbered receipts for gifts and orders made before they existed (decision 020,
// docs/receipts.md): issued once at boot, oldest first, each in its own short
// transaction.
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client";
import { donations, eventRegistrations, receipts } from "../../db/schema";
import type { MailServices } from "../../core/index.server";
import { firstLineOfOrder, inOrder } from "../events/index.server";
import { issueDonationReceipt, issueOrderReceipt } from "./issue";

/** A line of an order, beside the order's first row in the same query. */
const orderLine = alias(eventRegistrations, "line");

/**
 * Receipts for completed gifts and paid orders made before numbered receipts
 * existed (decision 020), oldest first so numbers follow the order gifts came in.
 * No e-mails: the donors were receipted at the time. Run once at boot
 * (server/jobs/receipt-backfill.ts); each receipt is its own short transaction.
 * Returns how many were issued.
 */
export async function issueMissingReceipts(db: Db, services: MailServices, limit = 100_000) {
  const gifts = await db
    .select({
      id: donations.id,
      at: sql<Date>`coalesce(${donations.completedAt}, ${donations.createdAt})`.mapWith(
        (v) => new Date(v),
      ),
    })
    .from(donations)
    .where(
      and(
        eq(donations.status, "completed"),
        sql`(${donations.method} = 'in_kind' or ${donations.amountCents} > ${donations.refundedCents})`,
        sql`not exists (select 1 from ${receipts} r where r.donation_id = ${donations.id})`,
      ),
    )
    .orderBy(
      asc(sql`coalesce(${donations.completedAt}, ${donations.createdAt})`),
      asc(donations.id),
    )
    .limit(limit);
  const orders = await db
    .select({ id: eventRegistrations.id, at: eventRegistrations.registeredAt })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.status, "active"),
        firstLineOfOrder(),
        sql`${eventRegistrations.paymentIntentId} is not null`,
        sql`${eventRegistrations.totalCents} > ${eventRegistrations.refundedCents}`,
        sql`not exists (select 1 from ${receipts} r where r.registration_id = ${eventRegistrations.id})`,
        // Only orders with a stated fair market value can be contributions.
        sql`exists (select 1 from ${eventRegistrations} ${orderLine} join event_ticket_types t on t.id = ${orderLine.ticketTypeId}
                    where ${inOrder(eventRegistrations.id, orderLine)} and t.fair_market_value_cents is not null)`,
      ),
    )
    .orderBy(asc(eventRegistrations.registeredAt), asc(eventRegistrations.id))
    .limit(limit);
  const work = [
    ...gifts.map((g) => ({
      ...g,
      issue: (tx: DbOrTx) => issueDonationReceipt(tx, services, g.id),
    })),
    ...orders.map((o) => ({ ...o, issue: (tx: DbOrTx) => issueOrderReceipt(tx, services, o.id) })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  let issued = 0;
  for (const item of work) {
    if (await db.transaction((tx) => item.issue(tx))) issued++;
  }
  return issued;
}
