// SPEC §3 events, ticket types, photos, registrations and guests.
// `startsAt` collapses SPEC's date/event_date (DESIGN "Data").
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    location: text("location").notNull(),
    imageUrl: text("image_url"),
    hasTickets: boolean("has_tickets").notNull().default(false),
    maxCapacity: integer("max_capacity").notNull().default(0),
    ticketSalesStartAt: timestamp("ticket_sales_start_at", { withTimezone: true }),
    status: text("status").notNull().default("active"),
    // Buyer self-service and the waitlist (docs/decisions/017-self-service-and-waitlist.md).
    // Buyers may cancel until this many hours before the start; null: they may not.
    selfCancelHours: integer("self_cancel_hours"),
    // Whether a paid ticket cancelled by its buyer is refunded.
    selfCancelRefund: boolean("self_cancel_refund").notNull().default(false),
    // Buyers may edit guest names and needs until this many hours before the start.
    guestEditHours: integer("guest_edit_hours").notNull().default(24),
    waitlistEnabled: boolean("waitlist_enabled").notNull().default(false),
    // How long a waitlist offer holds its seats (DESIGN "After the sale": default 12).
    waitlistOfferHours: integer("waitlist_offer_hours").notNull().default(12),
    createdAt,
    updatedAt,
  },
  (t) => [index("events_starts_at_idx").on(t.startsAt)],
);

export const eventTicketTypes = pgTable(
  "event_ticket_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    priceCents: bigint("price_cents", { mode: "number" }).notNull().default(0),
    seatsPerUnit: integer("seats_per_unit").notNull().default(1),
    quantityAvailable: integer("quantity_available").notNull().default(1),
    // Units sold on completed (active) registrations; kept in the same
    // transaction as the registration that changes it.
    quantitySold: integer("quantity_sold").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** Not shown publicly nor sellable without a promo code that unlocks it (decision 018). */
    isHidden: boolean("is_hidden").notNull().default(false),
    /**
     * Decision 020 (IRS Publication 1771): the good-faith estimate of what one ticket
     * gives in return (a $40 dinner in a $75 ticket); null is not stated (treated as the full price).
     */
    fairMarketValueCents: bigint("fair_market_value_cents", { mode: "number" }),
    displayOrder: integer("display_order").notNull().default(0),
    imageUrl: text("image_url"),
    createdAt,
    updatedAt,
  },
  (t) => [index("ticket_types_event_idx").on(t.eventId, t.displayOrder)],
);

export const ticketTypePhotos = pgTable(
  "ticket_type_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => eventTicketTypes.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    storagePath: text("storage_path").notNull(),
    caption: text("caption"),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt,
  },
  (t) => [index("ticket_type_photos_type_idx").on(t.ticketTypeId, t.displayOrder)],
);

export const eventPhotos = pgTable(
  "event_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    storagePath: text("storage_path").notNull(),
    caption: text("caption"),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt,
  },
  (t) => [index("event_photos_event_idx").on(t.eventId, t.displayOrder)],
);

/** pending: seats held until holdExpiresAt while a paid checkout is under way. */
export const registrationStatuses = ["pending", "active", "cancelled", "expired"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => eventTicketTypes.id, { onDelete: "restrict" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    specialRequests: text("special_requests"),
    status: text("status", { enum: registrationStatuses }).notNull().default("active"),
    quantity: integer("quantity_purchased").notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    checkoutSessionId: text("checkout_session_id").unique(),
    /** The provider's payment, stored at fulfilment: what a refund refunds (decision 016). */
    paymentIntentId: text("payment_intent_id"),
    /**
     * Decision 016: tickets given back by refunds (quantity has dropped by as many, so
     * quantity + refunded_units is what was bought) and the money refunded so far
     * (total_cents stays what was paid). Counted from applied refunds only.
     */
    refundedUnits: integer("refunded_units").notNull().default(0),
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    // A payment that arrived after its hold expired with no seats left (DESIGN "Payments").
    needsRefund: boolean("needs_refund").notNull().default(false),
    refundResolvedAt: timestamp("refund_resolved_at", { withTimezone: true }),
    // Decision 010: a hash of the visitor's address, kept while the hold is
    // pending so one client's unpaid seats per event can be bounded; never the address.
    clientKey: text("client_key"),
    // Decision 018: the rows of one order (one per ticket type line) share the
    // first row's id here; null is a single-line order (its own id).
    orderId: uuid("order_id"),
    // Decision 018: the order's promo code (promo_codes.id; kept while the code
    // has uses, so no foreign key across schema files) and this line's share of its discount.
    promoCodeId: uuid("promo_code_id"),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    /** Decision 020, filled by server/modules/supporters/link.ts (supporters.id; no foreign key across schema files). */
    supporterId: uuid("supporter_id"),
    registeredAt: timestamp("registration_date", { withTimezone: true }).notNull().defaultNow(),
    updatedAt,
  },
  (t) => [
    index("registrations_event_idx").on(t.eventId, t.status),
    index("registrations_type_idx").on(t.ticketTypeId),
    index("registrations_payment_intent_idx").on(t.paymentIntentId),
    index("registrations_order_idx").on(t.orderId),
    index("registrations_promo_code_idx").on(t.promoCodeId),
    index("registrations_supporter_idx").on(t.supporterId),
    // The Registrations panel's pages and the CSV export's batches, newest first (SPEC §7 order; read backwards).
    index("registrations_event_date_idx").on(t.eventId, t.registeredAt, t.id),
    // Back-office search ("contains", any case) through pg_trgm (docs/decisions/025-search-indexes.md).
    index("registrations_name_trgm_idx").using("gin", t.customerName.op("gin_trgm_ops")),
    index("registrations_email_trgm_idx").using("gin", t.customerEmail.op("gin_trgm_ops")),
  ],
);

export const eventGuests = pgTable(
  "event_guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    guestName: text("guest_name").notNull(),
    guestEmail: text("guest_email"),
    dietaryRestrictions: text("dietary_restrictions"),
    accessibilityNeeds: text("accessibility_needs"),
    isPrimaryContact: boolean("is_primary_contact").notNull().default(false),
    /** Decision 020, filled by server/modules/supporters/link.ts (supporters.id). */
    supporterId: uuid("supporter_id"),
    createdAt,
  },
  (t) => [
    index("event_guests_registration_idx").on(t.registrationId),
    index("event_guests_supporter_idx").on(t.supporterId),
    // Back-office search ("contains", any case) through pg_trgm (docs/decisions/025-search-indexes.md).
    index("event_guests_name_trgm_idx").using("gin", t.guestName.op("gin_trgm_ops")),
  ],
);
