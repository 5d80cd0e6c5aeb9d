// Public event reads (SPEC §2 Events list and Event detail, §4 ticket states,
// §7 "Tables (public)", §9 capacity). A page's counts come from a fixed number
// of queries, never one per card. Only public columns leave this module: no
// customer names, e-mails or guests (these pages are publicly cached, decision 003).
import { asc, eq, gt, sql } from "drizzle-orm";
import {
  capacityPercent,
  cardTicketState,
  detailActionState,
  detailStatusLabel,
  eventCapacity,
  isUpcoming,
  listCapacityLabel,
  seatsRemaining,
  type CardTicketState,
  type DetailActionState,
  type DetailStatusLabel,
  type ListCapacityLabel,
} from "../../../shared/domain/capacity";
import type { DbOrTx } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { eventPhotos, events, eventTicketTypes, ticketTypePhotos } from "../../db/schema";
import { errorFields, type Logger } from "../../logger";
import { isUuid } from "../../../shared/domain/ids";
import { countSeats, NO_SEATS_TAKEN, unitsRemainingFor } from "./seats";

/** An event's own columns that its card and page need (the back-office list reads them too). */
export const eventCardColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  location: events.location,
  imageUrl: events.imageUrl,
  hasTickets: events.hasTickets,
  maxCapacity: events.maxCapacity,
  ticketSalesStartAt: events.ticketSalesStartAt,
  // Decision 017: a sold-out event or ticket type offers its waitlist.
  waitlistEnabled: events.waitlistEnabled,
};

type EventRow = Pick<typeof events.$inferSelect, keyof typeof eventCardColumns>;

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

/** Decision 018: a hidden ticket type is sold only with a code that unlocks it, so it is never shown publicly. */
const onPublicSale = (t: { isActive: boolean; isHidden: boolean }) => t.isActive && !t.isHidden;

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

/**
 * SPEC §2 "Events list": every event by date ascending, split into upcoming
 * (date after now) and past. Two statements in all. A failing count lookup
 * shows the events with zero counts (SPEC §8), and is logged.
 */
/** Each event with its ticket types' stock, in one statement (on PGlite each costs about half a millisecond). */
const eventsWithStockQuery = preparedQuery((db) =>
  db
    .select({ event: eventCardColumns, type: typeStockColumns })
    .from(events)
    .leftJoin(eventTicketTypes, eq(eventTicketTypes.eventId, events.id))
    .orderBy(asc(events.startsAt), asc(events.id))
    .prepare("events_with_stock"),
);

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

const ticketPhotosQuery = preparedQuery((db) =>
  db
    .select({
      id: ticketTypePhotos.id,
      ticketTypeId: ticketTypePhotos.ticketTypeId,
      imageUrl: ticketTypePhotos.imageUrl,
      caption: ticketTypePhotos.caption,
    })
    .from(ticketTypePhotos)
    .where(sql`${ticketTypePhotos.ticketTypeId} = any(${sql.placeholder("ids")}::uuid[])`)
    .orderBy(asc(ticketTypePhotos.displayOrder), asc(ticketTypePhotos.createdAt))
    .prepare("ticket_photos"),
);

async function ticketPhotos(db: DbOrTx, ticketTypeIds: string[]) {
  if (ticketTypeIds.length === 0) return [];
  return ticketPhotosQuery(db, { ids: ticketTypeIds });
}

export type Photo = { id: string; imageUrl: string; caption: string | null };

export type PublicTicketType = {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  seatsPerUnit: number;
  /** Units one registration may take now: stock left and, under a max_capacity, seats left (./seats). */
  unitsRemaining: number;
  imageUrl: string | null;
  photos: Photo[];
};

export type EventDetail = {
  event: EventRow;
  upcoming: boolean;
  ticketTypes: PublicTicketType[];
  gallery: Photo[];
  capacity: number;
  seatsTaken: number;
  seatsRemaining: number;
  percent: number;
  statusLabel: DetailStatusLabel;
  actionState: DetailActionState;
};

/** The event with its ticket types (display order, then creation), in one statement. */
const eventWithTypesQuery = preparedQuery((db) =>
  db
    .select({
      event: eventCardColumns,
      type: {
        id: eventTicketTypes.id,
        name: eventTicketTypes.name,
        description: eventTicketTypes.description,
        priceCents: eventTicketTypes.priceCents,
        seatsPerUnit: eventTicketTypes.seatsPerUnit,
        quantityAvailable: eventTicketTypes.quantityAvailable,
        isActive: eventTicketTypes.isActive,
        isHidden: eventTicketTypes.isHidden,
        imageUrl: eventTicketTypes.imageUrl,
      },
    })
    .from(events)
    .leftJoin(eventTicketTypes, eq(eventTicketTypes.eventId, events.id))
    .where(eq(events.id, sql.placeholder("id")))
    .orderBy(asc(eventTicketTypes.displayOrder), asc(eventTicketTypes.createdAt))
    .prepare("event_with_types"),
);

const galleryQuery = preparedQuery((db) =>
  db
    .select({ id: eventPhotos.id, imageUrl: eventPhotos.imageUrl, caption: eventPhotos.caption })
    .from(eventPhotos)
    .where(eq(eventPhotos.eventId, sql.placeholder("id")))
    .orderBy(asc(eventPhotos.displayOrder), asc(eventPhotos.createdAt))
    .prepare("event_gallery"),
);

/**
 * SPEC §2 "Event detail": the event, its active ticket types (display order,
 * then creation) with their photos, its gallery, and its registration status.
 * Null when there is no such event (malformed ids included).
 */
export async function getEventDetail(
  db: DbOrTx,
  id: string | undefined,
  options: { now?: Date } = {},
): Promise<EventDetail | null> {
  if (!isUuid(id)) return null;
  const now = options.now ?? new Date();
  const joined = await eventWithTypesQuery(db, { id });
  const event = joined[0]?.event;
  if (!event) return null;
  const types = joined.flatMap((row) => (row.type ? [row.type] : []));
  const active = types.filter(onPublicSale);

  const [gallery, counts, photos] = await Promise.all([
    galleryQuery(db, { id }),
    countSeats(db, [id], now),
    // SPEC §7: a failing ticket photo lookup is ignored (the types show without photos).
    ticketPhotos(
      db,
      active.map((t) => t.id),
    ).catch(() => []),
  ]);

  const capacity = eventCapacity(event.maxCapacity, types);
  const taken = counts.seatsOf(id);
  const percent = capacityPercent(taken, capacity);
  return {
    event,
    upcoming: isUpcoming(event.startsAt, now),
    ticketTypes: active.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      priceCents: t.priceCents,
      seatsPerUnit: t.seatsPerUnit,
      unitsRemaining: unitsRemainingFor(counts, event, t),
      imageUrl: t.imageUrl,
      photos: photos
        .filter((p) => p.ticketTypeId === t.id)
        .map((p) => ({ id: p.id, imageUrl: p.imageUrl, caption: p.caption })),
    })),
    gallery,
    capacity,
    seatsTaken: taken,
    seatsRemaining: seatsRemaining(capacity, taken),
    percent: Math.min(100, percent),
    statusLabel: detailStatusLabel(percent),
    actionState: detailActionState(
      {
        startsAt: event.startsAt,
        hasTickets: event.hasTickets,
        ticketTypeCount: types.length,
        activeTicketTypeCount: active.length,
        salesStartAt: event.ticketSalesStartAt,
        capacity,
        taken,
      },
      now,
    ),
  };
}
