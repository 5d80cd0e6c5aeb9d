// Unpaid holds of seats, bounded per visitor (docs/decisions/010-bounded-holds.md):
// releasing them at once, a new hold replacing the same e-mail's earlier ones, and
// how many unpaid seats one visitor may hold. Call with the event row locked
// (server/core/locks.ts) when deciding on seats.
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { eventRegistrations, eventTicketTypes } from "../../db/schema";
import { eventCapacity, holdLimit } from "../../../shared/domain/capacity";
import { plural } from "../../../shared/domain/words";
import { unexpiredHold, registrationSeats } from "./seat-conditions";
import type { EventSeats } from "./seats";

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
      seats: sql<number>`coalesce(sum(${registrationSeats()}), 0)`.mapWith(Number),
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
