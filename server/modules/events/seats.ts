// The one owner of seats (STYLE §14): which registrations hold them
// (./seat-conditions.ts), how many are taken (here) and what a registration may
// still take (here, ./seat-shortages.ts and ./seat-holds.ts); every change to
// them runs under the event row lock (server/core/locks.ts) (SPEC §9 "Capacity",
// DESIGN "Capacity", docs/decisions/004-registration-flow.md). The arithmetic is
// the pure rules of shared/domain/capacity.ts; this module adds the database.
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { eventRegistrations, events, eventTicketTypes, waitlistEntries } from "../../db/schema";
import {
  seatsLeft,
  seatsTaken,
  unitsRemaining,
  type SeatsLeft,
} from "../../../shared/domain/capacity";
import { holdsSeats, openOffer } from "./seat-conditions";

type EventRow = typeof events.$inferSelect;
type TicketTypeRow = typeof eventTicketTypes.$inferSelect;

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

export type EventSeats = Pick<EventRow, "id" | "maxCapacity">;
export type TypeStock = Pick<TicketTypeRow, "id" | "quantityAvailable" | "seatsPerUnit">;

/** What is left of a ticket type's stock and of its event's capacity, by these counts. */
export function leftFor(counts: SeatCounts, event: EventSeats, type: TypeStock): SeatsLeft {
  return seatsLeft(type, counts.unitsOf(type.id), event.maxCapacity, counts.seatsOf(event.id));
}

/** The units of a ticket type one registration may take now: what the public pages and the dialog show. */
export function unitsRemainingFor(counts: SeatCounts, event: EventSeats, type: TypeStock) {
  return unitsRemaining(leftFor(counts, event, type), type.seatsPerUnit);
}
