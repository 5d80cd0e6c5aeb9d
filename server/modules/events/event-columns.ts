// What every public event read selects of an event, and which ticket types are
// on public sale (SPEC §2 Events list and Event detail; decision 003: only public
// columns leave these reads, since their pages are publicly cached). Shared by
// ./event-list.ts, ./event-detail.ts and the back-office list (./events-admin.ts).
import { events } from "../../db/schema";

/** An event's own columns that its card and page need (the back-office list reads them too). */
export const eventCardColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  location: events.location,
  imageUrl: events.imageUrl,
  hasTickets: events.hasTickets,
  maxCapacity: events.maxCapacity,
  ticketSalesStartAt: events.ticketSalesStartAt,
  // Decision 017: a sold-out event or ticket type offers its waitlist.
  waitlistEnabled: events.waitlistEnabled,
};

export type EventRow = Pick<typeof events.$inferSelect, keyof typeof eventCardColumns>;

/** Decision 018: a hidden ticket type is sold only with a code that unlocks it, so it is never shown publicly. */
export const onPublicSale = (t: { isActive: boolean; isHidden: boolean }) =>
  t.isActive && !t.isHidden;
