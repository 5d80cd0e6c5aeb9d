// Promo and access codes (DESIGN "After the sale", docs/decisions/018-codes-and-orders.md):
// per event, a discount (percent or fixed cents) and/or ticket types it unlocks.
// Uses are not a stored counter: they are the orders that hold seats with the
// code (seat-conditions.ts `holdsSeats`), counted under the code's row lock, so a lapsed
// or released hold gives its use back the moment it stops holding seats.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { events } from "./events";

import { discountTypes } from "../../../shared/domain/discount-types";

export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** As staff typed it; matched case-insensitively (the unique index is on lower(code)). */
    code: text("code").notNull(),
    description: text("description"),
    /** none: an access code only; percent: 1–100 (discountValue); fixed: cents off the order. */
    discountType: text("discount_type", { enum: discountTypes }).notNull().default("percent"),
    discountValue: bigint("discount_value", { mode: "number" }).notNull().default(0),
    /** Orders that may hold the code at once; null is unlimited. */
    maxUses: integer("max_uses"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** The discount applies only to lines of these types; empty is every type. */
    appliesToTicketTypeIds: uuid("applies_to_ticket_type_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Hidden ticket types (event_ticket_types.is_hidden) this code makes sellable. */
    unlocksTicketTypeIds: uuid("unlocks_ticket_type_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_codes_event_code_idx").on(t.eventId, sql`lower(${t.code})`),
    check("promo_codes_discount_check", sql`${t.discountValue} >= 0`),
  ],
);
