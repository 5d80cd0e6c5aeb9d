// How far the door has got (DESIGN "Check-in", docs/decisions/014-check-in-sync.md):
// seats checked in of seats expected, under the door list's attendee keys and
// the fold of the event's check-ins in SQL (./check-in-state.ts).
import { sql } from "drizzle-orm";
import { eventRegistrations, eventTicketTypes } from "../../db/schema";
import { checkedInOf } from "./check-in-state";
import type { DoorServices } from "./door-admission";
import { everyone } from "./door-list-admin";

/** Seats checked in of seats expected (active registrations), overall and per ticket type. */
export async function getCheckInCounts(db: DoorServices["db"], eventId: string) {
  const result = (await db.execute(sql`
    SELECT t.id, t.name, t.display_order,
      count(everyone.key)::int AS expected,
      count(checked.checked_in_at)::int AS checked_in
    FROM ${eventTicketTypes} t
    LEFT JOIN ${eventRegistrations} r ON r.ticket_type_id = t.id AND r.status = 'active'
    LEFT JOIN (${everyone(eventId)}) everyone ON everyone.registration_id = r.id
    LEFT JOIN (${checkedInOf(eventId)}) checked
      ON checked.registration_id = everyone.registration_id AND checked.attendee_key = everyone.key
    WHERE t.event_id = ${eventId}
    GROUP BY t.id
    ORDER BY t.display_order, t.name`)) as unknown as {
    rows: { id: string; name: string; expected: number; checked_in: number }[];
  };
  const byTicketType = result.rows.map((r) => ({
    ticketTypeId: r.id,
    name: r.name,
    checkedIn: Number(r.checked_in),
    expected: Number(r.expected),
  }));
  return {
    checkedIn: byTicketType.reduce((n, t) => n + t.checkedIn, 0),
    expected: byTicketType.reduce((n, t) => n + t.expected, 0),
    byTicketType,
  };
}

export type CheckInCounts = Awaited<ReturnType<typeof getCheckInCounts>>;
