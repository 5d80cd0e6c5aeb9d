// Which rows hold seats, in SQL (docs/decisions/004-registration-flow.md,
// docs/decisions/017-self-service-and-waitlist.md): an active registration, a
// pending one whose hold has not lapsed, and an open waitlist offer. Every count
// of seats (./seats.ts) and every bound on holds (./seat-holds.ts) reads them.
import { and, eq, gt, or, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import { eventRegistrations, eventTicketTypes, waitlistEntries } from "../../db/schema";

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

/**
 * SPEC §9 "Capacity": the seats of a registration are its quantity (not below 0) times
 * its ticket type's seats per unit (1 when unset), in SQL; shared/domain/capacity.ts
 * `orderSeats` is the same rule in TypeScript. Every seat sum and the door read it.
 */
export function seatsSql(quantity: SQLWrapper, perUnit: SQLWrapper) {
  return sql<number>`greatest(${quantity}, 0) * (CASE WHEN ${perUnit} > 0 THEN ${perUnit} ELSE 1 END)`;
}

/** The seats of a row of event_registrations joined to its ticket type. */
export const registrationSeats = () =>
  seatsSql(eventRegistrations.quantity, eventTicketTypes.seatsPerUnit);
