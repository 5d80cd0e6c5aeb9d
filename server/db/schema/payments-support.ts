// Payments module support tables (docs/payments.md, migration "payments-demo-sessions"):
// the demo provider's checkout sessions, recurring gifts and the per-client
// rate-limit log. All state lives in the database so restarts and several
// instances agree (DESIGN "Scale-out path").
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { donations } from "./payments";

export type DemoLineItem = { name: string; description?: string; unitAmountCents: number; quantity: number };

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
  status: text("status", { enum: ["active", "cancelled"] }).notNull().default("active"),
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
