// Beyond SPEC §3 (DESIGN "Data"): every gift, and the provider events already
// processed (the deduplication key that makes fulfilment idempotent).
import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { fundraisers } from "./content";
import { supporters } from "./supporters";

export const donationStatuses = ["pending", "completed", "failed", "cancelled"] as const;
export const donationIntervals = ["month", "year"] as const;
/** online: through the payment provider; the rest are offline gifts recorded by staff (decision 020). */
export const donationMethods = [
  "online",
  "cash",
  "cheque",
  "bank_transfer",
  "stock",
  "in_kind",
] as const;
export type DonationMethod = (typeof donationMethods)[number];

export const donations = pgTable(
  "donations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fundraiserId: uuid("fundraiser_id").references(() => fundraisers.id, { onDelete: "set null" }),
    donorName: text("donor_name").notNull(),
    donorEmail: text("donor_email").notNull(),
    message: text("message"),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** null for one-time gifts. */
    interval: text("interval", { enum: donationIntervals }),
    status: text("status", { enum: donationStatuses }).notNull().default("pending"),
    provider: text("provider").notNull(),
    checkoutSessionId: text("checkout_session_id").unique(),
    subscriptionId: text("subscription_id"),
    /** The provider's invoice id for each recurring payment after the first. */
    invoiceId: text("invoice_id").unique(),
    paymentIntentId: text("payment_intent_id"),
    /** Decision 016: money refunded so far by applied refunds (amount_cents stays what was given). */
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    /** Decision 020: how the gift came in; offline gifts have provider "offline". */
    method: text("method", { enum: donationMethods }).notNull().default("online"),
    chequeNumber: text("cheque_number"),
    /** In-kind and stock gifts: what was given (in-kind gifts carry amount 0 and are never valued). */
    description: text("description"),
    /** A staff note, never shown to the donor. */
    note: text("note"),
    /** The staff member who recorded an offline gift (a user id, kept like audit_log.actor_id). */
    recordedBy: text("recorded_by"),
    /** Decision 020, filled by server/modules/supporters/link.ts. */
    supporterId: uuid("supporter_id").references(() => supporters.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("donations_supporter_idx").on(t.supporterId),
    index("donations_fundraiser_idx").on(t.fundraiserId),
    index("donations_subscription_idx").on(t.subscriptionId),
    index("donations_payment_intent_idx").on(t.paymentIntentId),
    index("donations_created_idx").on(t.createdAt),
    // Back-office search ("contains", any case) through pg_trgm (docs/decisions/025-search-indexes.md).
    index("donations_name_trgm_idx").using("gin", t.donorName.op("gin_trgm_ops")),
    index("donations_email_trgm_idx").using("gin", t.donorEmail.op("gin_trgm_ops")),
    // The dashboard's raised totals and gifts per week read completed gifts by when they completed.
    index("donations_completed_at_idx")
      .on(sql`coalesce(${t.completedAt}, ${t.createdAt})`)
      .where(sql`${t.status} = 'completed'`),
  ],
);

export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  payload: jsonb("payload"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
