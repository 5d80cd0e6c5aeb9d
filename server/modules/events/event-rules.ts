// Which registrations still matter to the event back office (decision 006
// "Deletes"): an event, or a ticket type's seats per unit, is not changed
// under them. Seat counting and the event row lock live in ./seats.
import { and, count, eq, isNull, or } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { eventRegistrations } from "../../db/schema";
import { holdsSeats } from "./seat-conditions";

/** A late payment's refund flag that nobody has resolved yet. */
const openRefund = and(
  eq(eventRegistrations.needsRefund, true),
  isNull(eventRegistrations.refundResolvedAt),
);

/**
 * Registrations that still hold seats or money: active ones, unexpired holds,
 * and late payments waiting for a refund. An event with any of these is not
 * deleted.
 */
export function isLiveRegistration(now: Date) {
  return or(holdsSeats(now), openRefund);
}

/** How many live registrations (isLiveRegistration) an event, or one of its ticket types, has. */
export async function countLiveRegistrations(
  tx: Tx,
  of: { eventId: string } | { ticketTypeId: string },
  now: Date,
) {
  const owner =
    "eventId" in of
      ? eq(eventRegistrations.eventId, of.eventId)
      : eq(eventRegistrations.ticketTypeId, of.ticketTypeId);
  const [live] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(owner, isLiveRegistration(now)));
  return live?.n ?? 0;
}
