// An event's public page (SPEC §2 "Event detail", §4 ticket states, §7 "Tables
// (public)", §9 capacity): the event, its ticket types on public sale with their
// photos, its gallery and its registration status, from a fixed number of
// queries. Only public columns leave this module: no customer names, e-mails or
// guests (the page is publicly cached, decision 003).
import { asc, eq, sql } from "drizzle-orm";
import {
  capacityPercent,
  detailActionState,
  detailStatusLabel,
  eventCapacity,
  isUpcoming,
  seatsRemaining,
  type DetailActionState,
  type DetailStatusLabel,
} from "../../../shared/domain/capacity";
import type { DbOrTx } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { eventPhotos, events, eventTicketTypes, ticketTypePhotos } from "../../db/schema";
import { isUuid } from "../../../shared/domain/ids";
import { eventCardColumns, onPublicSale, type EventRow } from "./event-columns";
import { countSeats, unitsRemainingFor } from "./seats";

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
