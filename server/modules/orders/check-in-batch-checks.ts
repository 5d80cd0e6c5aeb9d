// What a batch of door check-ins may name (DESIGN "Check-in",
// docs/decisions/014-check-in-sync.md): times from a queue kept offline a while,
// not for weeks, registrations of the door's event, and attendee keys of the
// door list (./door-list-admin.ts). A batch with any refusal is refused whole.
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { eventGuests, eventRegistrations, eventTicketTypes } from "../../db/schema";
import { AppError, type ErrorIssue } from "../../errors";
import { SEATS, type RegistrationState } from "./door-admission";

/** A device clock may run a little fast; a queue may wait offline for a while, not for weeks. */
export const MAX_FUTURE_MS = 5 * 60 * 1000;
export const MAX_AGE_MS = 14 * 24 * 3600 * 1000;

type KnownRegistration = RegistrationState & {
  id: string;
  eventId: string;
  seats: number;
  guestIds: Set<string>;
};

/** The registrations a batch names, with what their attendee keys can be (the door list's). */
export async function knownRegistrations(tx: Tx, ids: string[]) {
  const [registrations, guests] = await Promise.all([
    tx
      .select({
        id: eventRegistrations.id,
        eventId: eventRegistrations.eventId,
        status: eventRegistrations.status,
        needsRefund: eventRegistrations.needsRefund,
        refundResolvedAt: eventRegistrations.refundResolvedAt,
        holdExpiresAt: eventRegistrations.holdExpiresAt,
        seats: SEATS.mapWith(Number),
      })
      .from(eventRegistrations)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
      .where(inArray(eventRegistrations.id, ids)),
    tx
      .select({ id: eventGuests.id, registrationId: eventGuests.registrationId })
      .from(eventGuests)
      .where(inArray(eventGuests.registrationId, ids)),
  ]);
  const known = new Map<string, KnownRegistration>(
    registrations.map((r) => [r.id, { ...r, guestIds: new Set() }]),
  );
  for (const g of guests) known.get(g.registrationId)?.guestIds.add(g.id);
  return known;
}

/** Door-list keys (door-list-admin.ts): every named guest, then `{id}-{n}` for seats named..seats-1. */
export function hasAttendee(r: KnownRegistration, key: string) {
  if (r.guestIds.has(key)) return true;
  const match = /^(.+)-(\d{1,4})$/.exec(key);
  if (!match || match[1] !== r.id) return false;
  const n = Number(match[2]);
  return String(n) === match[2] && n >= r.guestIds.size && n < r.seats;
}

export function invalidBatch(issues: ErrorIssue[]) {
  return new AppError(422, "validation_failed", issues[0]!.message, issues);
}
