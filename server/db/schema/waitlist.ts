// The waitlist of sold-out events (DESIGN "After the sale",
// docs/decisions/017-self-service-and-waitlist.md): people queue in order of
// joining; freed seats are offered to the first of them, held for the event's
// waitlistOfferHours, and counted as taken by server/modules/events/seats.ts.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { events, eventTicketTypes } from "./events";

/** waiting: in the queue; offered: seats held until offerExpiresAt; claimed: registered through the offer. */
export const waitlistStatuses = ["waiting", "offered", "claimed", "expired", "removed"] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    // The ticket type wanted; null: any.
    ticketTypeId: uuid("ticket_type_id").references(() => eventTicketTypes.id, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    // Units of the ticket type wanted (one seat each for most types).
    quantity: integer("quantity").notNull(),
    status: text("status", { enum: waitlistStatuses }).notNull().default("waiting"),
    // The ticket type the offer holds (the wanted one, or the first with room).
    offerTicketTypeId: uuid("offer_ticket_type_id").references(() => eventTicketTypes.id, {
      onDelete: "cascade",
    }),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    // The registration made through the offer (no foreign key: it is written before the registration).
    registrationId: uuid("registration_id"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("waitlist_event_queue_idx").on(t.eventId, t.status, t.joinedAt),
    // One open entry per e-mail for an event and ticket type: joining again updates it.
    uniqueIndex("waitlist_one_open_entry_idx")
      .on(
        t.eventId,
        sql`coalesce(${t.ticketTypeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${t.email})`,
      )
      .where(sql`${t.status} in ('waiting', 'offered')`),
  ],
);
