// Rules the event back-office services share (issue 8 points 4 and 5): which
// registrations still matter, and the event row lock every change takes so it
// cannot interleave with a buyer's registration (DESIGN "Capacity").
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { eventRegistrations, events, eventTicketTypes } from "../db/schema";
import { notFound } from "../errors";
import { countsTowardsCapacity } from "./registrations";

/** Locks the event row for the rest of the transaction; 404 when it is gone. */
export async function lockEvent(tx: Tx, eventId: string) {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  if (!event) throw notFound("Event not found");
  return event;
}

/** A late payment's refund flag that nobody has resolved yet. */
const openRefund = and(eq(eventRegistrations.needsRefund, true), isNull(eventRegistrations.refundResolvedAt));

/**
 * Registrations that still hold seats or money: active ones, unexpired holds,
 * and late payments waiting for a refund. An event with any of these is not
 * deleted.
 */
export function isLiveRegistration(now: Date) {
  return or(countsTowardsCapacity(now), openRefund);
}

/** Units per ticket type and seats for the whole event held right now, optionally leaving one registration out. */
export async function heldForEvent(tx: Tx, eventId: string, now: Date, exceptRegistrationId?: string) {
  const rows = await tx
    .select({
      ticketTypeId: eventRegistrations.ticketTypeId,
      units: sql<number>`coalesce(sum(${eventRegistrations.quantity}), 0)::int`,
      seats: sql<number>`coalesce(sum(${eventRegistrations.quantity} * ${eventTicketTypes.seatsPerUnit}), 0)::int`,
    })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        countsTowardsCapacity(now),
        exceptRegistrationId ? ne(eventRegistrations.id, exceptRegistrationId) : undefined,
      ),
    )
    .groupBy(eventRegistrations.ticketTypeId);
  return {
    seats: rows.reduce((sum, r) => sum + Number(r.seats), 0),
    unitsOf: (ticketTypeId: string) => Number(rows.find((r) => r.ticketTypeId === ticketTypeId)?.units ?? 0),
  };
}


export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
