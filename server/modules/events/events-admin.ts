// Back office: events (SPEC "Admin events", §3 Event, §5 "Event form", §7
// admin events calls). Every change is one transaction with its audit record.
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  eventPhotos,
  eventRegistrations,
  events,
  eventTicketTypes,
  ticketTypePhotos,
} from "../../db/schema";
import { conflict } from "../../errors";
import { zonedInputToDate } from "../../../shared/domain/zoned-time";
import type { EventInput } from "../../../shared/schemas/event";
import { eventPolicyColumns } from "../../../shared/schemas/event-policy";
import { recordAudit, type Actor, lockEvent } from "../../core/index.server";
import { countLiveRegistrations, isLiveRegistration } from "./event-rules";
import { countSeats } from "./seats";
import { plural } from "../../../shared/domain/words";
import { eventCardColumns } from "./event-columns";
import type { PhotoServices } from "../media/index.server";
import { removeStoredImages } from "../../storage/images";
import { registrationSeats, seatsSql } from "./seat-conditions";

export type AdminEvent = Awaited<ReturnType<typeof listAdminEvents>>[number];

/**
 * The back-office event list, in one query (no request per card), with what the cards and
 * guards need: live registrations (the delete guard), seats sold against capacity, net
 * revenue, and how many ticket types there are and how many are on sale.
 *
 * Order: the next upcoming event first, then the later upcoming ones, then past events,
 * most recent first. This departs from SPEC §7's "event_date descending", which put the
 * furthest future event on top and the one staff work on next somewhere in the middle.
 */
export async function listAdminEvents(db: Db, now = new Date()) {
  const live = db
    .select({ eventId: eventRegistrations.eventId, n: count().as("n") })
    .from(eventRegistrations)
    .where(isLiveRegistration(now))
    .groupBy(eventRegistrations.eventId)
    .as("live");
  // SPEC §9 seats: quantity (not below 0) × seats_per_unit (default 1), over active registrations;
  // decision 016: revenue is net of refunds. The same sums as getRegistrationStats.
  const sales = db
    .select({
      eventId: eventRegistrations.eventId,
      seats: sql<number>`sum(${registrationSeats()})`.as("seats"),
      revenue:
        sql<number>`sum(${eventRegistrations.totalCents} - ${eventRegistrations.refundedCents})`.as(
          "revenue",
        ),
    })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(eq(eventRegistrations.status, "active"))
    .groupBy(eventRegistrations.eventId)
    .as("sales");
  // SPEC §9 capacity without max_capacity: quantity_available × seats_per_unit over the ticket types
  // (shared/domain/capacity.ts eventCapacity).
  const types = db
    .select({
      eventId: eventTicketTypes.eventId,
      total: count().as("total"),
      active: sql<number>`count(*) filter (where ${eventTicketTypes.isActive})`.as("active"),
      stock:
        sql<number>`sum(${seatsSql(eventTicketTypes.quantityAvailable, eventTicketTypes.seatsPerUnit)})`.as(
          "stock",
        ),
    })
    .from(eventTicketTypes)
    .groupBy(eventTicketTypes.eventId)
    .as("types");
  const upcoming = sql`${events.startsAt} > ${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      ...eventCardColumns,
      // Decision 017: the event form's self-service and waitlist policy.
      selfCancelHours: events.selfCancelHours,
      selfCancelRefund: events.selfCancelRefund,
      guestEditHours: events.guestEditHours,
      waitlistOfferHours: events.waitlistOfferHours,
      liveRegistrations: sql<number>`coalesce(${live.n}, 0)::int`,
      seatsSold: sql<number>`coalesce(${sales.seats}, 0)::bigint`.mapWith(Number),
      revenueCents: sql<number>`coalesce(${sales.revenue}, 0)::bigint`.mapWith(Number),
      ticketTypes: sql<number>`coalesce(${types.total}, 0)::int`.mapWith(Number),
      activeTicketTypes: sql<number>`coalesce(${types.active}, 0)::int`.mapWith(Number),
      ticketStock: sql<number>`coalesce(${types.stock}, 0)::bigint`.mapWith(Number),
    })
    .from(events)
    .leftJoin(live, eq(live.eventId, events.id))
    .leftJoin(sales, eq(sales.eventId, events.id))
    .leftJoin(types, eq(types.eventId, events.id))
    .orderBy(
      sql`(${upcoming}) desc`,
      sql`case when ${upcoming} then ${events.startsAt} end asc`,
      desc(events.startsAt),
      desc(events.createdAt),
    );
  return rows.map(({ ticketStock, ...row }) => ({
    ...row,
    liveRegistrations: Number(row.liveRegistrations),
    capacity: row.maxCapacity > 0 ? row.maxCapacity : ticketStock,
  }));
}

/** Form values (org-zone wall-clock strings) → columns. Ticketing off clears its settings. */
export function eventColumns(input: EventInput) {
  const startsAt = zonedInputToDate(input.startsAt);
  if (!startsAt) throw new Error("eventFormSchema lets only valid dates through");
  return {
    title: input.title,
    description: input.description,
    startsAt,
    location: input.location,
    imageUrl: input.imageUrl,
    hasTickets: input.hasTickets,
    maxCapacity: input.hasTickets ? input.maxCapacity : 0,
    ticketSalesStartAt:
      input.hasTickets && input.ticketSalesStartAt
        ? zonedInputToDate(input.ticketSalesStartAt)
        : null,
    // SPEC §3: status is written as 'active' on every save.
    status: "active",
    // Decision 017: self-service and waitlist policy.
    ...eventPolicyColumns(input),
  };
}

export async function createEvent(db: Db, actor: Actor, input: EventInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(events).values(eventColumns(input)).returning();
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "events",
      entityId: row!.id,
      after: row,
    });
    return row!;
  });
}

export async function updateEvent(
  services: PhotoServices,
  actor: Actor,
  id: string,
  input: EventInput,
  now = new Date(),
) {
  const { before, after } = await services.db.transaction(async (tx) => {
    const before = await lockEvent(tx, id);
    const values = eventColumns(input);
    if (before.hasTickets && !values.hasTickets) {
      const live = await countLiveRegistrations(tx, { eventId: id }, now);
      if (live > 0) {
        // Without ticketing the Manage button (and so the guest list) disappears.
        throw conflict(
          `This event has ${plural(live, "registration")}. Cancel them before turning off ticketing.`,
        );
      }
    }
    if (values.hasTickets && values.maxCapacity > 0) {
      const taken = (await countSeats(tx, [id], now)).seatsOf(id);
      if (values.maxCapacity < taken) {
        throw conflict(
          `Maximum capacity can't be lower than the ${plural(taken, "seat")} already taken.`,
        );
      }
    }
    const [after] = await tx
      .update(events)
      .set({ ...values, updatedAt: now })
      .where(eq(events.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "events",
      entityId: id,
      before,
      after,
    });
    return { before, after: after! };
  });
  // Decision 005: a replaced image goes once the change is saved (failures only logged).
  if (before.imageUrl !== after.imageUrl)
    await removeStoredImages(services, { urls: [before.imageUrl] });
  return after;
}

/**
 * Decision 006 "Deletes": an event with live registrations is not deleted; the admin
 * cancels them first. Cancelled and expired ones go with the event (their
 * guests cascade), then ticket types and photos cascade from the event.
 * Returns the storage paths of the photos whose rows went with it.
 */
export async function deleteEvent(
  services: PhotoServices,
  actor: Actor,
  id: string,
  now = new Date(),
) {
  const { photoPaths, imageUrl } = await services.db.transaction(async (tx) => {
    const before = await lockEvent(tx, id);
    const live = await countLiveRegistrations(tx, { eventId: id }, now);
    if (live > 0) {
      throw conflict(
        `"${before.title}" has ${plural(live, "active registration")}. Cancel ${live === 1 ? "it" : "them"} in Manage first, then delete the event.`,
      );
    }
    const typeIds = tx
      .select({ id: eventTicketTypes.id })
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, id));
    const paths = [
      ...(await tx
        .select({ path: eventPhotos.storagePath })
        .from(eventPhotos)
        .where(eq(eventPhotos.eventId, id))),
      ...(await tx
        .select({ path: ticketTypePhotos.storagePath })
        .from(ticketTypePhotos)
        .where(inArray(ticketTypePhotos.ticketTypeId, typeIds))),
    ].map((p) => p.path);
    await tx.delete(eventRegistrations).where(eq(eventRegistrations.eventId, id));
    await tx.delete(events).where(eq(events.id, id));
    await recordAudit(tx, { actor, action: "delete", entity: "events", entityId: id, before });
    return { photoPaths: paths, imageUrl: before.imageUrl };
  });
  // The files go once the rows are gone (decision 005); failures only logged (SPEC §4).
  await removeStoredImages(services, { paths: photoPaths, urls: [imageUrl] });
  return { photoPaths };
}
