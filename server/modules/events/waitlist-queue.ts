// The waitlist queue itself (docs/decisions/017-self-service-and-waitlist.md):
// the types the waitlist files share, the ticket types an entry may wait for,
// and whether anyone is waiting. Joining (./waitlist-join.ts), offering
// (./waitlist-offers.ts) and claiming (./waitlist-claims.ts) read it, each under
// the event row lock (DESIGN "Capacity").
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Tx } from "../../db/client";
import { events, eventTicketTypes, waitlistEntries } from "../../db/schema";

export type WaitlistServices = Pick<AppServices, "db" | "database" | "secret" | "env">;

export type EventRow = typeof events.$inferSelect;
export type TicketTypeRow = typeof eventTicketTypes.$inferSelect;
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

export async function activeTicketTypes(tx: Tx, eventId: string) {
  return tx
    .select()
    .from(eventTicketTypes)
    .where(and(eq(eventTicketTypes.eventId, eventId), eq(eventTicketTypes.isActive, true)))
    .orderBy(asc(eventTicketTypes.displayOrder), asc(eventTicketTypes.createdAt));
}

/** Whether anyone waits (or holds an offer) that seats of `ticketTypeId` would serve. */
export async function someoneWaiting(tx: Tx, eventId: string, ticketTypeId: string | null) {
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.status, "waiting"),
        ticketTypeId
          ? or(isNull(waitlistEntries.ticketTypeId), eq(waitlistEntries.ticketTypeId, ticketTypeId))
          : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}
