// Payments module support tables (docs/payments.md, migration "payments-demo-sessions"):
// the demo provider's checkout sessions, recurring gifts and the per-client
// rate-limit log. All state lives in the database so restarts and several
// instances agree (DESIGN "Scale-out path").
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { donations } from "./payments";

export type DemoLineItem = {
  name: string;
  description?: string;
  unitAmountCents: number;
  quantity: number;
};

export const subscriptionStatuses = ["active", "past_due", "paused", "cancelled"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const demoSessionStatuses = ["open", "complete", "expired"] as const;

/** Checkout sessions of the built-in demo provider (DESIGN "Payments": `demo`). */
export const demoCheckoutSessions = pgTable(
  "demo_checkout_sessions",
  {
    id: text("id").primaryKey(),
    mode: text("mode", { enum: ["payment", "subscription"] }).notNull(),
    status: text("status", { enum: demoSessionStatuses }).notNull().default("open"),
    description: text("description").notNull(),
    lineItems: jsonb("line_items").$type<DemoLineItem[]>().notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    interval: text("interval", { enum: ["month", "year"] }),
    customerEmail: text("customer_email"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Filled in when the session is paid, like Stripe's objects.
    paymentIntentId: text("payment_intent_id"),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id").unique(),
    invoiceId: text("invoice_id"),
    subscriptionCancelledAt: timestamp("subscription_cancelled_at", { withTimezone: true }),
    /** docs/recurring-gifts.md: the demo imitates Stripe's pause_collection. */
    subscriptionPausedAt: timestamp("subscription_paused_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("demo_checkout_sessions_created_idx").on(t.createdAt)],
);

/**
 * One row per recurring gift (provider subscription): who to send to the
 * customer portal, and whether the donor cancelled it (docs/payments.md "Donations").
 */
export const donationSubscriptions = pgTable("donation_subscriptions", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  /** The gift whose checkout started this subscription. */
  donationId: uuid("donation_id").references(() => donations.id, { onDelete: "set null" }),
  customerId: text("customer_id"),
  /** Decision 020: synced from the provider's subscription events (past_due after a failed payment). */
  status: text("status", { enum: subscriptionStatuses }).notNull().default("active"),
  /** The current amount and interval (the donor may change them); null until first known. */
  amountCents: bigint("amount_cents", { mode: "number" }),
  interval: text("interval", { enum: ["month", "year"] }),
  /** When the next payment is due (the provider's current period end). */
  nextChargeAt: timestamp("next_charge_at", { withTimezone: true }),
  pausedAt: timestamp("paused_at", { withTimezone: true }),
  /** The creation time of the latest provider event applied: older events arriving late change nothing. */
  syncedAt: timestamp("synced_at", { withTimezone: true }),
  /**
   * The same for the amount and interval, and for the next charge (docs/recurring-gifts.md
   * "Order"): they come from other events than the status (a failed payment carries no price,
   * an invoice no amount), so each keeps the time of its own latest event and the order in
   * which events arrive never matters.
   */
  priceSyncedAt: timestamp("price_synced_at", { withTimezone: true }),
  nextChargeSyncedAt: timestamp("next_charge_synced_at", { withTimezone: true }),
  /** The invoice whose failed payment the donor was last e-mailed about: once per invoice. */
  failureNotifiedInvoiceId: text("failure_notified_invoice_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
});

/** Sliding-window rate limits (DESIGN "Security"): one row per counted attempt. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hits_lookup_idx").on(t.bucket, t.key, t.createdAt)],
);
