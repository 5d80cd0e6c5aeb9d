// The public lists of events (SPEC §2 Events list and Home, §4 ticket states,
// §9 capacity) and the sitemap's. A page's counts come from a fixed number of
// queries, never one per card. Only public columns leave this module: no
// customer names, e-mails or guests (these pages are publicly cached, decision 003).
import { asc, eq, gt, sql } from "drizzle-orm";
import {
  capacityPercent,
  cardTicketState,
  eventCapacity,
  isUpcoming,
  listCapacityLabel,
  seatsRemaining,
  type CardTicketState,
  type ListCapacityLabel,
} from "../../../shared/domain/capacity";
import type { DbOrTx } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { events, eventTicketTypes } from "../../db/schema";
import { errorFields, type Logger } from "../../logger";
import { eventCardColumns, onPublicSale, type EventRow } from "./event-columns";
import { countSeats, NO_SEATS_TAKEN } from "./seats";

/** What a card needs of each ticket type: whether it is on sale, and its stock. */
const typeStockColumns = {
  id: eventTicketTypes.id,
  quantityAvailable: eventTicketTypes.quantityAvailable,
  seatsPerUnit: eventTicketTypes.seatsPerUnit,
  isActive: eventTicketTypes.isActive,
  isHidden: eventTicketTypes.isHidden,
};

type TypeStock = {
  id: string;
  quantityAvailable: number;
  seatsPerUnit: number;
  isActive: boolean;
  isHidden: boolean;
};

export type EventCard = Pick<
  EventRow,
  "id" | "title" | "description" | "startsAt" | "location" | "imageUrl" | "hasTickets"
> & {
  salesStartAt: Date | null;
  ticketState: CardTicketState;
  capacity: number;
  seatsTaken: number;
  seatsRemaining: number;
  /** Share of capacity taken, capped at 100 for the bar. */
  percent: number;
  capacityLabel: ListCapacityLabel;
};

function toCard(row: EventRow, types: TypeStock[], taken: number, now: Date): EventCard {
  const capacity = eventCapacity(row.maxCapacity, types);
  const percent = capacityPercent(taken, capacity);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt,
    location: row.location,
    imageUrl: row.imageUrl,
    hasTickets: row.hasTickets,
    salesStartAt: row.ticketSalesStartAt,
    ticketState: cardTicketState(
      {
        hasTickets: row.hasTickets,
        ticketTypeCount: types.length,
        activeTicketTypeCount: types.filter(onPublicSale).length,
        salesStartAt: row.ticketSalesStartAt,
        capacity,
        taken,
      },
      now,
    ),
    capacity,
    seatsTaken: taken,
    seatsRemaining: seatsRemaining(capacity, taken),
    percent: Math.min(100, percent),
    capacityLabel: listCapacityLabel(percent),
  };
}

/** Each event with its ticket types' stock, in one statement (on PGlite each costs about half a millisecond). */
const eventsWithStockQuery = preparedQuery((db) =>
  db
    .select({ event: eventCardColumns, type: typeStockColumns })
    .from(events)
    .leftJoin(eventTicketTypes, eq(eventTicketTypes.eventId, events.id))
    .orderBy(asc(events.startsAt), asc(events.id))
    .prepare("events_with_stock"),
);

/**
 * SPEC §2 "Events list": every event by date ascending, split into upcoming
 * (date after now) and past. Two statements in all. A failing count lookup
 * shows the events with zero counts (SPEC §8), and is logged.
 */
export async function listEvents(db: DbOrTx, options: { now?: Date; log?: Logger } = {}) {
  const now = options.now ?? new Date();
  const joined = await eventsWithStockQuery(db, {});
  const byEvent = new Map<string, { row: EventRow; types: TypeStock[] }>();
  for (const { event, type } of joined) {
    let entry = byEvent.get(event.id);
    if (!entry) byEvent.set(event.id, (entry = { row: event, types: [] }));
    if (type) entry.types.push(type);
  }
  const counts = await countSeats(db, [...byEvent.keys()], now).catch((error: unknown) => {
    options.log?.error("event registration counts failed; showing zero counts", errorFields(error));
    return NO_SEATS_TAKEN;
  });
  const cards = [...byEvent.values()].map(({ row, types }) =>
    toCard(row, types, counts.seatsOf(row.id), now),
  );
  return {
    upcoming: cards.filter((c) => isUpcoming(c.startsAt, now)),
    past: cards.filter((c) => !isUpcoming(c.startsAt, now)),
  };
}

export type UpcomingEventSummary = Pick<
  EventRow,
  "id" | "title" | "description" | "startsAt" | "location" | "imageUrl"
>;

const upcomingEventsQuery = preparedQuery((db) =>
  db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      startsAt: events.startsAt,
      location: events.location,
      imageUrl: events.imageUrl,
    })
    .from(events)
    .where(gt(events.startsAt, sql.placeholder("now")))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(sql.placeholder("limit"))
    .prepare("upcoming_events"),
);

/** SPEC §2 Home: up to `limit` upcoming events, soonest first (one query). */
export function listUpcomingEvents(
  db: DbOrTx,
  options: { now?: Date; limit: number },
): Promise<UpcomingEventSummary[]> {
  return upcomingEventsQuery(db, { now: options.now ?? new Date(), limit: options.limit });
}

/** Events for the sitemap: ids and when each last changed. */
export function listEventUrls(db: DbOrTx) {
  return db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .orderBy(asc(events.startsAt));
}
