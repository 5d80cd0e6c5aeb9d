// Refunds through the payment provider (docs/decisions/016-refunds.md,
// docs/payments.md "Refunds"): one row per refund of a registration or a gift,
// ours (staff, with created_by) or one made at the provider (a Stripe
// dashboard refund, created_by null). The provider's refund id is unique, so
// webhooks delivered again or out of order find the same row.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { eventRegistrations } from "./events";
import { donations } from "./payments";

/**
 * Decision 016: pending and succeeded refunds are "applied" (seats freed,
 * amounts lowered); failed and canceled are not. A refund only moves forward:
 * pending → succeeded → failed | canceled.
 */
export const refundStatuses = ["pending", "succeeded", "failed", "canceled"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    registrationId: uuid("registration_id").references(() => eventRegistrations.id, {
      onDelete: "cascade",
    }),
    donationId: uuid("donation_id").references(() => donations.id, { onDelete: "cascade" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** Tickets freed by this refund; 0 for a refund of money only. */
    units: integer("units").notNull().default(0),
    provider: text("provider", { enum: ["stripe", "demo"] }).notNull(),
    /** Null until the provider answers (or for a charge refunded with no refund object in the event). */
    providerRefundId: text("provider_refund_id").unique(),
    status: text("status", { enum: refundStatuses }).notNull().default("pending"),
    reason: text("reason"),
    /** The staff member who refunded (a user id, kept like audit_log.actor_id); null for refunds made at the provider. */
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refunds_registration_idx").on(t.registrationId),
    index("refunds_donation_idx").on(t.donationId),
    check("refunds_one_target", sql`(${t.registrationId} is null) <> (${t.donationId} is null)`),
    check("refunds_amount_positive", sql`${t.amountCents} > 0`),
  ],
);
