// Beyond SPEC §3 (DESIGN "Data"): every gift, and the provider events already
// processed (the deduplication key that makes fulfilment idempotent).
import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { fundraisers } from "./content";

export const donationStatuses = ["pending", "completed", "failed", "cancelled"] as const;
export const donationIntervals = ["month", "year"] as const;

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("donations_fundraiser_idx").on(t.fundraiserId),
    index("donations_subscription_idx").on(t.subscriptionId),
    index("donations_payment_intent_idx").on(t.paymentIntentId),
    index("donations_created_idx").on(t.createdAt),
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
