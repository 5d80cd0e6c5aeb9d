// The one owner of seats (STYLE §14): which registrations hold them, how many
// are taken and what a registration may still take; every change to them runs
// under the event row lock (server/core/locks.ts) (SPEC §9 "Capacity", DESIGN "Capacity",
// docs/decisions/004-registration-flow.md). The arithmetic is the pure rules of
// shared/domain/capacity.ts; this module adds the database.
import { and, eq, gt, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { eventRegistrations, events, eventTicketTypes, waitlistEntries } from "../../db/schema";
import {
  eventCapacity,
  holdLimit,
  orderSeats,
  seatShortage,
  seatsLeft,
  seatsTaken,
  unitsRemaining,
  type SeatsLeft,
} from "../../../shared/domain/capacity";
import { plural } from "../../../shared/domain/words";

type EventRow = typeof events.$inferSelect;
type TicketTypeRow = typeof eventTicketTypes.$inferSelect;

/**
 * Decision 004: a registration holds seats while it is active, or pending with
 * its hold still in the future. A lapsed hold stops counting the moment it
 * lapses; the sweeper that marks it expired is only for the admin's view.
 */
export function holdsSeats(now: Date | Placeholder) {
  return or(eq(eventRegistrations.status, "active"), unexpiredHold(now));
}

/**
 * Decision 017: a waitlist offer holds its seats until it lapses, like a
 * pending registration's hold; so every capacity check sees them.
 */
export const openOffer = (now: Date | Placeholder) =>
  and(eq(waitlistEntries.status, "offered"), gt(waitlistEntries.offerExpiresAt, now));

/** A pending registration whose hold has not lapsed yet. */
export const unexpiredHold = (now: Date | Placeholder) =>
  and(eq(eventRegistrations.status, "pending"), gt(eventRegistrations.holdExpiresAt, now));

type TypeTaken = { eventId: string; seatsPerUnit: number; soldUnits: number; heldUnits: number };

/** Units and seats taken, per ticket type and per event: sold (active) and held (unexpired holds). */
export type SeatCounts = {
  /** Units of a ticket type sold or held. */
  unitsOf(ticketTypeId: string): number;
  /** Seats of an event sold or held. */
  seatsOf(eventId: string): number;
  /** Seats of an event sold and held, apart. */
  soldAndHeldOf(eventId: string): { sold: number; held: number };
};

function seatCounts(byType: ReadonlyMap<string, TypeTaken>): SeatCounts {
  const ofEvent = (eventId: string) => [...byType.values()].filter((t) => t.eventId === eventId);
  const seats = (types: TypeTaken[], units: (t: TypeTaken) => number) =>
    seatsTaken(types.map((t) => ({ quantity: units(t), seatsPerUnit: t.seatsPerUnit })));
  return {
    unitsOf: (ticketTypeId) => {
      const t = byType.get(ticketTypeId);
      return t ? t.soldUnits + t.heldUnits : 0;
    },
    seatsOf: (eventId) => seats(ofEvent(eventId), (t) => t.soldUnits + t.heldUnits),
    soldAndHeldOf: (eventId) => ({
      sold: seats(ofEvent(eventId), (t) => t.soldUnits),
      held: seats(ofEvent(eventId), (t) => t.heldUnits),
    }),
  };
}

/** Counts for no registrations at all (a page that could not count shows zeros). */
export const NO_SEATS_TAKEN = seatCounts(new Map());

const placeholder = (name: string) => sql.placeholder(name);

/**
 * What the registrations and the open waitlist offers (decision 017) of `ids` take
 * at `now`, by ticket type and status, leaving out registration `leaveOut` (or none).
 * One statement, prepared once (../../db/prepared.ts): the seat count is in every
 * event read.
 */
const seatsTakenQuery = preparedQuery((db) => {
  const ids = sql`any(${placeholder("ids")}::uuid[])`;
  const registered = db
    .select({
      eventId: eventRegistrations.eventId,
      ticketTypeId: eventRegistrations.ticketTypeId,
      seatsPerUnit: eventTicketTypes.seatsPerUnit,
      status: sql<string>`${eventRegistrations.status}`,
      units: sql<number>`coalesce(sum(${eventRegistrations.quantity}), 0)`.mapWith(Number),
    })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(
      and(
        sql`${eventRegistrations.eventId} = ${ids}`,
        holdsSeats(placeholder("now")),
        sql`${eventRegistrations.id} is distinct from ${placeholder("leaveOut")}::uuid`,
      ),
    )
    .groupBy(
      eventRegistrations.eventId,
      eventRegistrations.ticketTypeId,
      eventTicketTypes.seatsPerUnit,
      eventRegistrations.status,
    );
  const offered = db
    .select({
      eventId: waitlistEntries.eventId,
      ticketTypeId: eventTicketTypes.id,
      seatsPerUnit: eventTicketTypes.seatsPerUnit,
      status: sql<string>`'offered'`,
      units: sql<number>`coalesce(sum(${waitlistEntries.quantity}), 0)`.mapWith(Number),
    })
    .from(waitlistEntries)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, waitlistEntries.offerTicketTypeId))
    .where(and(sql`${waitlistEntries.eventId} = ${ids}`, openOffer(placeholder("now"))))
    .groupBy(waitlistEntries.eventId, eventTicketTypes.id, eventTicketTypes.seatsPerUnit);
  return registered.unionAll(offered).prepare("seats_taken");
});

/**
 * What the registrations of these events take right now, in one grouped
 * query. `leaveOut` leaves one registration out of the count (the one being
 * reactivated).
 */
export async function countSeats(
  db: DbOrTx,
  eventIds: readonly string[],
  now: Date,
  options: { leaveOut?: string } = {},
): Promise<SeatCounts> {
  if (eventIds.length === 0) return NO_SEATS_TAKEN;
  const rows = await seatsTakenQuery(db, {
    ids: [...eventIds],
    now,
    leaveOut: options.leaveOut ?? null,
  });
  const byType = new Map<string, TypeTaken>();
  for (const row of rows) {
    const t = byType.get(row.ticketTypeId) ?? {
      eventId: row.eventId,
      seatsPerUnit: row.seatsPerUnit,
      soldUnits: 0,
      heldUnits: 0,
    };
    // holdsSeats lets through only active (sold) and pending (held) rows; offers are held too.
    if (row.status === "active") t.soldUnits += row.units;
    else t.heldUnits += row.units;
    byType.set(row.ticketTypeId, t);
  }
  return seatCounts(byType);
}

type EventSeats = Pick<EventRow, "id" | "maxCapacity">;
type TypeStock = Pick<TicketTypeRow, "id" | "quantityAvailable" | "seatsPerUnit">;

function leftFor(counts: SeatCounts, event: EventSeats, type: TypeStock): SeatsLeft {
  return seatsLeft(type, counts.unitsOf(type.id), event.maxCapacity, counts.seatsOf(event.id));
}

/** The units of a ticket type one registration may take now: what the public pages and the dialog show. */
export function unitsRemainingFor(counts: SeatCounts, event: EventSeats, type: TypeStock) {
  return unitsRemaining(leftFor(counts, event, type), type.seatsPerUnit);
}

async function shortageFor(
  tx: Tx,
  event: EventSeats,
  type: TypeStock,
  quantity: number,
  now: Date,
  leaveOut?: string,
) {
  const counts = await countSeats(tx, [event.id], now, { leaveOut });
  return seatShortage(leftFor(counts, event, type), quantity, type.seatsPerUnit);
}

/**
 * Why `quantity` more units of `ticketType` cannot be sold now (its stock,
 * then the event's capacity), in the buyer's words, or null when they can.
 * Call with the event row locked.
 */
export async function registrationShortage(
  tx: Tx,
  event: EventSeats,
  ticketType: TypeStock & { name: string },
  quantity: number,
  now: Date,
) {
  const shortage = await shortageFor(tx, event, ticketType, quantity, now);
  if (!shortage) return null;
  if (shortage.of === "ticket type") {
    return shortage.left <= 0
      ? `${ticketType.name} is sold out.`
      : `Only ${plural(shortage.left, `${ticketType.name} ticket`)} left.`;
  }
  return shortage.left <= 0
    ? "This event is sold out."
    : `Only ${plural(shortage.left, "seat")} left for this event.`;
}

/**
 * The same rule for an order of several ticket type lines (decision 018): each
 * line's stock, then the event's capacity for the order's seats together.
 * Counted once; each type at most once. Call with the event row locked.
 */
export async function orderShortage(
  tx: Tx,
  event: EventSeats,
  lines: readonly { ticketType: TypeStock & { name: string }; quantity: number }[],
  now: Date,
) {
  if (lines.length === 1)
    return registrationShortage(tx, event, lines[0]!.ticketType, lines[0]!.quantity, now);
  const counts = await countSeats(tx, [event.id], now);
  for (const { ticketType, quantity } of lines) {
    const left = ticketType.quantityAvailable - counts.unitsOf(ticketType.id);
    if (left < quantity) {
      return left <= 0
        ? `${ticketType.name} is sold out.`
        : `Only ${plural(left, `${ticketType.name} ticket`)} left.`;
    }
  }
  if (event.maxCapacity > 0) {
    const seats = lines.reduce(
      (sum, l) => sum + orderSeats(l.quantity, l.ticketType.seatsPerUnit),
      0,
    );
    const left = event.maxCapacity - counts.seatsOf(event.id);
    if (left < seats)
      return left <= 0
        ? "This event is sold out."
        : `Only ${plural(left, "seat")} left for this event.`;
  }
  return null;
}

/** Every row of the order whose first row (and order id) is `orderId` (decision 018). */
export const inOrder = (orderId: string) =>
  or(eq(eventRegistrations.id, orderId), eq(eventRegistrations.orderId, orderId));

/**
 * The same rule for re-activating a cancelled registration (decision 006): it
 * takes its seats again, so the registration itself is left out of the count.
 * Call with the event row locked.
 */
export async function reactivationShortage(
  tx: Tx,
  event: EventSeats,
  ticketType: TypeStock & { name: string },
  registration: { id: string; quantity: number },
  now: Date,
) {
  const shortage = await shortageFor(
    tx,
    event,
    ticketType,
    registration.quantity,
    now,
    registration.id,
  );
  if (!shortage) return null;
  const left = Math.max(shortage.left, 0);
  const what =
    shortage.of === "ticket type"
      ? plural(left, `${ticketType.name} ticket`)
      : plural(left, "seat");
  return `Only ${what} left${shortage.of === "event" ? " for this event" : ""}: this registration can't be reactivated.`;
}

/** Decision 010: one visitor is their client (a hashed address) or their e-mail, case-insensitive. */
export type Holder = { clientKey: string | null; email: string };

const sameEmail = (email: string) =>
  sql`lower(${eventRegistrations.customerEmail}) = ${email.trim().toLowerCase()}`;

/**
 * Releases pending holds at once (decision 010): they are marked expired and
 * their client key is forgotten, so their seats are for sale again. Releasing
 * never oversells; a caller that decides on seats too holds the event row
 * lock. Returns the released registrations.
 */
export async function releaseHolds(tx: DbOrTx, which: SQL | undefined, now: Date) {
  return tx
    .update(eventRegistrations)
    .set({ status: "expired", clientKey: null, updatedAt: now })
    .where(and(eq(eventRegistrations.status, "pending"), which))
    .returning();
}

/** Decision 010: a new hold replaces the earlier pending holds of the same e-mail for the same event. */
export function releaseHoldsOfEmail(tx: Tx, eventId: string, email: string, now: Date) {
  return releaseHolds(tx, and(eq(eventRegistrations.eventId, eventId), sameEmail(email)), now);
}

/**
 * Why the holder may not hold `seats` more unpaid seats of this event (their
 * unexpired holds by client or by e-mail, plus these, above `holdLimit` of the
 * event's capacity), in the visitor's words, or null when they may. Call with
 * the event row locked.
 */
export async function holdLimitShortage(
  tx: Tx,
  event: EventSeats,
  holder: Holder,
  seats: number,
  now: Date,
) {
  const types = await tx
    .select({
      quantityAvailable: eventTicketTypes.quantityAvailable,
      seatsPerUnit: eventTicketTypes.seatsPerUnit,
    })
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.eventId, event.id));
  const limit = holdLimit(eventCapacity(event.maxCapacity, types));
  const [row] = await tx
    .select({
      seats:
        sql<number>`coalesce(sum(${eventRegistrations.quantity} * ${eventTicketTypes.seatsPerUnit}), 0)`.mapWith(
          Number,
        ),
    })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(
      and(
        eq(eventRegistrations.eventId, event.id),
        unexpiredHold(now),
        holder.clientKey
          ? or(eq(eventRegistrations.clientKey, holder.clientKey), sameEmail(holder.email))
          : sameEmail(holder.email),
      ),
    );
  const held = row?.seats ?? 0;
  if (held + seats <= limit) return null;
  const most = `You can hold up to ${plural(limit, "unpaid seat")} for this event at a time.`;
  if (held === 0)
    return `${most} Please choose fewer tickets, or contact us to reserve for a larger group.`;
  return `You already have ${plural(held, "seat")} waiting for payment. ${most} Please finish or cancel the checkout you started, or try again once it has expired.`;
}

/**
 * The tickets-sold counter: quantity_sold counts units of active registrations
 * (schema comment), moved in the same transaction as the registrations it counts
 * by every sale, fulfilment, cancel, refund and edit. Never below zero.
 */
export async function adjustSold(tx: Tx, ticketTypeId: string, delta: number) {
  await tx
    .update(eventTicketTypes)
    .set({ quantitySold: sql`greatest(${eventTicketTypes.quantitySold} + ${delta}, 0)` })
    .where(eq(eventTicketTypes.id, ticketTypeId));
}
