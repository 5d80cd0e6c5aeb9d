// Back office: the Registrations panel's stat cards (SPEC §9 stats, SPEC
// "Registrations panel"; decision 006 "Stats", decision 016: revenue net of
// refunds), counted in SQL over the whole event.
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { eventRegistrations, eventTicketTypes } from "../../db/schema";
import { registrationSeats } from "../events/index.server";

/**
 * The Registrations panel's three stat cards (SPEC §9: attendees = Σ
 * seats_per_unit × quantity, revenue = Σ total_amount) over the whole event,
 * counted in SQL over active registrations only (decision 006 "Stats"), with
 * how many others there are, all of them, and the open refund flags.
 */
export async function getRegistrationStats(db: DbOrTx, eventId: string) {
  const active = sql`${eventRegistrations.status} = 'active'`;
  const [row] = await db
    .select({
      registrations: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
      // shared/domain/capacity orderSeats: quantity (not below 0) × seats_per_unit (default 1).
      attendees:
        sql<number>`coalesce(sum(${registrationSeats()}) filter (where ${active}), 0)::bigint`.mapWith(
          Number,
        ),
      // Decision 016: revenue is net of refunds; what was refunded, over every registration, beside it.
      revenueCents:
        sql<number>`coalesce(sum(${eventRegistrations.totalCents} - ${eventRegistrations.refundedCents}) filter (where ${active}), 0)::bigint`.mapWith(
          Number,
        ),
      refundedCents:
        sql<number>`coalesce(sum(${eventRegistrations.refundedCents}), 0)::bigint`.mapWith(Number),
      inactive: sql<number>`count(*) filter (where not (${active}))`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
      openRefunds:
        sql<number>`count(*) filter (where ${eventRegistrations.needsRefund} and ${eventRegistrations.refundResolvedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(eq(eventRegistrations.eventId, eventId));
  return (
    row ?? {
      registrations: 0,
      attendees: 0,
      revenueCents: 0,
      refundedCents: 0,
      inactive: 0,
      all: 0,
      openRefunds: 0,
    }
  );
}

export type RegistrationStats = Awaited<ReturnType<typeof getRegistrationStats>>;
