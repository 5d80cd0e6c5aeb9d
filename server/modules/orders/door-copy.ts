// The door's copy of an event's guest list (DESIGN "Check-in",
// docs/decisions/014-check-in-sync.md): the door screen downloads it and works
// offline from it, finding a guest, or every line of an order
// (docs/decisions/019-order-at-the-door.md), without the network.
import { asc, eq, sql } from "drizzle-orm";
import { eventRegistrations, eventTicketTypes } from "../../db/schema";
import { orderIdOf, orderReference } from "../../../shared/domain/orders";
import type { DoorCopy, DoorRegistration } from "../../../shared/schemas/check-in";
import { checkedInOf, isoOrNull } from "./check-in-state";
import { doorStatus, SEATS, type DoorServices } from "./door-admission";
import { getEventSummary } from "../events/index.server";
import { everyone } from "./door-list-admin";
import { registrationReference } from "./registration-reference";

type AttendeeRow = {
  registration_id: string;
  key: string;
  name: string;
  is_primary: boolean;
  dietary: string | null;
  accessibility: string | null;
  checked_in_at: string | Date | null;
};

/**
 * The event's copy for the door: every registration that could come to the
 * door (active ones, and the others so the door can say why not), with its
 * signed reference, its attendees under the door list's keys and names, and
 * who is checked in. Three queries whatever the event's size.
 */
export async function getDoorCopy(
  services: DoorServices,
  eventId: string,
  now = new Date(),
): Promise<DoorCopy> {
  const { db } = services;
  // The door shows the event summary every back-office screen of an event reads.
  const { id, title, startsAt, location } = await getEventSummary(db, eventId);
  const [ticketTypes, registrations, attendees] = await Promise.all([
    db
      .select({ id: eventTicketTypes.id, name: eventTicketTypes.name })
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, eventId))
      .orderBy(asc(eventTicketTypes.displayOrder), asc(eventTicketTypes.name)),
    db
      .select({
        id: eventRegistrations.id,
        orderId: eventRegistrations.orderId,
        buyerName: eventRegistrations.customerName,
        buyerEmail: eventRegistrations.customerEmail,
        ticketTypeId: eventRegistrations.ticketTypeId,
        ticketType: eventTicketTypes.name,
        seats: SEATS.mapWith(Number),
        status: eventRegistrations.status,
        needsRefund: eventRegistrations.needsRefund,
        refundResolvedAt: eventRegistrations.refundResolvedAt,
        holdExpiresAt: eventRegistrations.holdExpiresAt,
        specialRequests: eventRegistrations.specialRequests,
      })
      .from(eventRegistrations)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
      .where(eq(eventRegistrations.eventId, eventId))
      .orderBy(
        sql`lower(${eventRegistrations.customerName}) COLLATE "C"`,
        sql`${eventRegistrations.id}::text COLLATE "C"`,
      ),
    db.execute(sql`
      SELECT everyone.registration_id, everyone.key, everyone.name, everyone.is_primary,
        everyone.dietary, everyone.accessibility, checked.checked_in_at
      FROM (${everyone(eventId, "all")}) everyone
      LEFT JOIN (${checkedInOf(eventId)}) checked
        ON checked.registration_id = everyone.registration_id AND checked.attendee_key = everyone.key
      ORDER BY lower(everyone.name) COLLATE "C", everyone.key COLLATE "C"`) as unknown as Promise<{
      rows: AttendeeRow[];
    }>,
  ]);
  const byRegistration = new Map<string, DoorRegistration["attendees"]>();
  for (const a of attendees.rows) {
    const list = byRegistration.get(a.registration_id) ?? [];
    list.push({
      key: a.key,
      name: a.name,
      isPrimaryContact: a.is_primary,
      dietary: a.dietary,
      accessibility: a.accessibility,
      checkedInAt: isoOrNull(a.checked_in_at),
    });
    byRegistration.set(a.registration_id, list);
  }
  return {
    event: { id, title, startsAt, location },
    generatedAt: now.toISOString(),
    ticketTypes,
    registrations: registrations.map((r) => ({
      id: r.id,
      // The order's lines share it (docs/decisions/018-codes-and-orders.md); a single line is its own order.
      orderId: orderIdOf(r),
      reference: registrationReference(services.secret, r.id),
      // The order's, as its confirmation e-mail prints it: every line of it is found by it.
      shortReference: orderReference(orderIdOf(r)),
      buyerName: r.buyerName,
      buyerEmail: r.buyerEmail,
      ticketTypeId: r.ticketTypeId,
      ticketType: r.ticketType,
      seats: r.seats,
      status: doorStatus(r, now),
      specialRequests: r.specialRequests,
      attendees: byRegistration.get(r.id) ?? [],
    })),
  };
}
