// Receipts (DESIGN "Receipts (IRS Publication 1771)", docs/decisions/020-supporters-and-receipts.md):
// one row per receipt issued for a gift or a ticket purchase. Numbers run per
// calendar year (in the organisation's time zone) with no gaps or reuse: the next
// number comes from receipt_sequences, updated in the same transaction that
// inserts the receipt, so a rolled-back transaction gives its number back.
// A refund voids the receipt (voided_at); what remains is receipted anew.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { eventRegistrations } from "./events";
import { donations } from "./payments";
import { supporters } from "./supporters";

export const receiptSequences = pgTable("receipt_sequences", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

/** gift: money with nothing in return; ticket: a purchase (quid pro quo when goods have value); in_kind: described, never valued. */
export const receiptKinds = ["gift", "ticket", "in_kind"] as const;

export const receipts = pgTable(
  "receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** e.g. 2026-000123 */
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    kind: text("kind", { enum: receiptKinds }).notNull(),
    donationId: uuid("donation_id").references(() => donations.id, { onDelete: "restrict" }),
    /** The first row of the order (a ticket receipt covers the whole order). */
    registrationId: uuid("registration_id").references(() => eventRegistrations.id, {
      onDelete: "restrict",
    }),
    supporterId: uuid("supporter_id").references(() => supporters.id, { onDelete: "set null" }),
    donorName: text("donor_name").notNull(),
    donorEmail: text("donor_email"),
    /** What was received (0 for in-kind). */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** Good-faith estimate of the goods or services given in return (0 when none). */
    goodsValueCents: bigint("goods_value_cents", { mode: "number" }).notNull().default(0),
    /** amount − goods value, never below 0; what a year-end statement adds up. */
    deductibleCents: bigint("deductible_cents", { mode: "number" }).notNull(),
    /** In-kind and stock: what was given, in the donor's words. */
    description: text("description"),
    /** When the gift was received (the date on the receipt). */
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    /** The receipt this one replaces (after a partial refund). */
    replacesId: uuid("replaces_id"),
  },
  (t) => [
    uniqueIndex("receipts_year_sequence_idx").on(t.year, t.sequence),
    // One live receipt per gift and per order.
    uniqueIndex("receipts_live_donation_idx")
      .on(t.donationId)
      .where(sql`${t.voidedAt} is null`),
    uniqueIndex("receipts_live_registration_idx")
      .on(t.registrationId)
      .where(sql`${t.voidedAt} is null`),
    index("receipts_supporter_idx").on(t.supporterId, t.year),
    index("receipts_received_idx").on(t.receivedAt),
    check("receipts_one_target", sql`(${t.donationId} is null) <> (${t.registrationId} is null)`),
    check(
      "receipts_amounts",
      sql`${t.amountCents} >= 0 and ${t.goodsValueCents} >= 0 and ${t.deductibleCents} >= 0`,
    ),
  ],
);
