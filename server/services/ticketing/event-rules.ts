// Rules the event back-office services share (issue 8 points 4 and 5): which
// registrations still matter, and the event row lock every change takes so it
// cannot interleave with a buyer's registration (DESIGN "Capacity").
import { and, count, eq, isNull, or } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { eventRegistrations, events } from "../../db/schema";
import { notFound } from "../../errors";
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

/** How many live registrations (isLiveRegistration) an event, or one of its ticket types, has. */
export async function countLiveRegistrations(tx: Tx, of: { eventId: string } | { ticketTypeId: string }, now: Date) {
  const owner =
    "eventId" in of ? eq(eventRegistrations.eventId, of.eventId) : eq(eventRegistrations.ticketTypeId, of.ticketTypeId);
  const [live] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(owner, isLiveRegistration(now)));
  return live?.n ?? 0;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
