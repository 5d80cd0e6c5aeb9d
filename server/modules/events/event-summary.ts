// The event summary every back-office screen of one event reads first (the
// door, the registrations, the waitlist, the e-mail to attendees): one owner.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";
import { notFound } from "../../errors";

/** The event fields the Manage dialog and the door list show. */
export async function getEventSummary(db: Db, eventId: string) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      location: events.location,
      hasTickets: events.hasTickets,
      maxCapacity: events.maxCapacity,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound("Event not found");
  return { ...event, startsAt: event.startsAt.toISOString() };
}
