// Back office: one page of an event's registrations as the Registrations panel
// lists them (SPEC "Registrations panel", §7: joined ticket type and guests,
// newest first, searched in SQL) and beyond SPEC (decision 006): refund flags,
// holds, check-ins at the door, refunds and orders.
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client";
import { eventGuests, eventRegistrations, eventTicketTypes } from "../../db/schema";
import type { GuestView, RegistrationView } from "../../../shared/domain/guest-list";
import { orderReference } from "../../../shared/domain/orders";
import { inOrder, orderIdOfRow } from "../events/index.server";
import { checkedInByRegistration } from "./check-in-state";
import { refundsOf, type RefundView } from "../refunds/index.server";
import { inUuids } from "../../db/search";
import { registrationSearch, type RegistrationFilter } from "./registration-search-admin";
import { orderSeats } from "../../../shared/domain/capacity";

export type AdminRegistration = RegistrationView & {
  customerPhone: string | null;
  /** The stored status; "pending" whose hold has lapsed reads "expired". */
  storedStatus: string;
  registeredAt: string;
  needsRefund: boolean;
  refundResolvedAt: string | null;
  /** Decision 010: for a hold still holding seats, whole minutes since it was made; null otherwise. */
  heldMinutes: number | null;
  ticketType: { id: string; name: string; priceCents: number; seatsPerUnit: number };
  /** At the door (docs/decisions/014-check-in-sync.md): people checked in of the seats, and when, by door-list key. */
  checkIn: { checkedIn: number; seats: number; times: Record<string, string> };
  /** Decision 016: money refunded and tickets given back so far, and whether a payment is on record to refund. */
  refundedCents: number;
  refundedUnits: number;
  refundable: boolean;
  refunds: RefundView[];
  /** Decision 018: the order this row is one line of (its reference and line count), or null for a single-line order. */
  order: { reference: string; lines: number } | null;
  /** Decision 018: this line's share of its promo code's discount. */
  discountCents: number;
};

export const REGISTRATIONS_PAGE_SIZE = 50;

type RegistrationRow = {
  registration: typeof eventRegistrations.$inferSelect;
  ticketType: AdminRegistration["ticketType"];
  orderLines?: number;
};

/** One batch of rows as the panel and the export show them: their guests in one more query, never one per row. */
async function withGuests(
  db: DbOrTx,
  rows: RegistrationRow[],
  now: Date,
): Promise<AdminRegistration[]> {
  const guests = rows.length
    ? await db
        .select()
        .from(eventGuests)
        .where(
          inUuids(
            eventGuests.registrationId,
            rows.map((r) => r.registration.id),
          ),
        )
        .orderBy(
          desc(eventGuests.isPrimaryContact),
          asc(eventGuests.createdAt),
          asc(eventGuests.id),
        )
    : [];
  const eventId = rows[0]?.registration.eventId;
  const checkedIn = eventId
    ? await checkedInByRegistration(
        db,
        eventId,
        rows.map((r) => r.registration.id),
      )
    : new Map<string, Map<string, string>>();
  const refundLists = await refundsOf(
    db,
    "registration",
    rows.map((r) => r.registration.id),
  );
  const byRegistration = new Map<string, GuestView[]>();
  for (const g of guests) {
    const list = byRegistration.get(g.registrationId) ?? [];
    list.push({
      id: g.id,
      guestName: g.guestName,
      guestEmail: g.guestEmail,
      dietaryRestrictions: g.dietaryRestrictions,
      accessibilityNeeds: g.accessibilityNeeds,
      isPrimaryContact: g.isPrimaryContact,
    });
    byRegistration.set(g.registrationId, list);
  }
  return rows.map(({ registration: r, ticketType, orderLines }) => {
    const lapsed = r.status === "pending" && r.holdExpiresAt !== null && r.holdExpiresAt <= now;
    const held = r.status === "pending" && !lapsed;
    return {
      id: r.id,
      status: lapsed ? "expired" : r.status,
      storedStatus: r.status,
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      customerPhone: r.customerPhone,
      specialRequests: r.specialRequests,
      quantity: r.quantity,
      totalCents: r.totalCents,
      registeredAt: r.registeredAt.toISOString(),
      needsRefund: r.needsRefund,
      refundResolvedAt: r.refundResolvedAt?.toISOString() ?? null,
      heldMinutes: held
        ? Math.max(0, Math.floor((now.getTime() - r.registeredAt.getTime()) / 60_000))
        : null,
      ticketType,
      guests: byRegistration.get(r.id) ?? [],
      checkIn: {
        checkedIn: checkedIn.get(r.id)?.size ?? 0,
        seats: orderSeats(r.quantity, ticketType.seatsPerUnit),
        times: Object.fromEntries(checkedIn.get(r.id) ?? []),
      },
      refundedCents: r.refundedCents,
      refundedUnits: r.refundedUnits,
      refundable: r.paymentIntentId !== null && r.totalCents > r.refundedCents,
      refunds: refundLists.get(r.id) ?? [],
      order: r.orderId ? { reference: orderReference(r.orderId), lines: orderLines ?? 1 } : null,
      discountCents: r.discountCents,
    };
  });
}

const sameOrder = alias(eventRegistrations, "same_order");

const registrationColumns = {
  registration: eventRegistrations,
  // Decision 018: how many rows (ticket type lines) the registration's order has; 1 for a single-line order.
  orderLines:
    sql<number>`(select count(*) from ${eventRegistrations} ${sameOrder} where ${inOrder(orderIdOfRow(), sameOrder)})`.mapWith(
      Number,
    ),
  ticketType: {
    id: eventTicketTypes.id,
    name: eventTicketTypes.name,
    priceCents: eventTicketTypes.priceCents,
    seatsPerUnit: eventTicketTypes.seatsPerUnit,
  },
};

/** SPEC §7: registration date descending (the id breaks ties, so pages and batches never overlap). */
const newestFirst = [desc(eventRegistrations.registeredAt), desc(eventRegistrations.id)];

/**
 * One page of an event's registrations (SPEC §7: joined ticket type and guests,
 * newest first), searched in SQL, with the count of matches for the page links.
 */
export async function listEventRegistrations(
  db: Db,
  eventId: string,
  filter: RegistrationFilter = {},
  now = new Date(),
) {
  const condition = and(eq(eventRegistrations.eventId, eventId), registrationSearch(filter.q));
  // The page walks the (event, date) index and stops after it; the count is a
  // pass of its own (docs/benchmarks.md "Back office at scale"): one query with
  // `count(*) over ()` built every match's whole row before the page was taken.
  const pageOf = (page: number) =>
    db
      .select(registrationColumns)
      .from(eventRegistrations)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
      .where(condition)
      .orderBy(...newestFirst)
      .limit(REGISTRATIONS_PAGE_SIZE)
      .offset((page - 1) * REGISTRATIONS_PAGE_SIZE);
  const requested = Math.max(1, Math.floor(filter.page ?? 1));
  const [counted] = await db.select({ n: count() }).from(eventRegistrations).where(condition);
  const total = counted?.n ?? 0;
  // A page past the end (a link kept after deletions) shows the last one.
  const page = Math.min(requested, Math.max(1, Math.ceil(total / REGISTRATIONS_PAGE_SIZE)));
  const rows = total ? await pageOf(page) : [];
  return {
    registrations: await withGuests(db, rows, now),
    total,
    page,
    pageSize: REGISTRATIONS_PAGE_SIZE,
    q: filter.q?.trim() ?? "",
  };
}

export type RegistrationPage = Awaited<ReturnType<typeof listEventRegistrations>>;
