// Row factories (STYLE §9: factories, not fixture files): each inserts one row
// with believable defaults that a test overrides where it matters. Rows go
// straight into the database, past the services' rules, so a test can build
// any state (an oversold event, a lapsed hold) it needs. Back-office rows
// (gifts, messages, e-mails) are in ./back-office-factories.ts.
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import {
  eventGuests,
  eventPhotos,
  eventRegistrations,
  events,
  eventTicketTypes,
  fundraisers,
  teamMembers,
  ticketTypePhotos,
} from "../db/schema";

const DAY = 24 * 60 * 60 * 1000;
export const daysFrom = (base: Date, days: number) => new Date(base.getTime() + days * DAY);
export const daysFromNow = (days: number) => daysFrom(new Date(), days);

/** An upcoming event that takes registrations, without a maximum capacity. */
export async function createEvent(db: DbOrTx, overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      title: "Test Gala",
      description: "An evening to honour those who serve.",
      startsAt: daysFromNow(14),
      location: "Killeen, TX",
      hasTickets: true,
      maxCapacity: 0,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A free, active ticket type of one seat per unit and 100 on sale. */
export async function createTicketType(
  db: DbOrTx,
  eventId: string,
  overrides: Partial<typeof eventTicketTypes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(eventTicketTypes)
    .values({
      eventId,
      name: "General Admission",
      priceCents: 0,
      seatsPerUnit: 1,
      quantityAvailable: 100,
      ...overrides,
    })
    .returning();
  return row!;
}

type GuestOverrides = Partial<typeof eventGuests.$inferInsert> & { guestName: string };

/**
 * An active registration of one unit of `ticketType`, paid at its price, with
 * the guests given (the first is the primary contact). quantity_sold follows
 * active ones, as the registration service keeps it.
 */
export async function createRegistration(
  db: DbOrTx,
  ticketType: { id: string; eventId: string; priceCents?: number },
  overrides: Partial<typeof eventRegistrations.$inferInsert> = {},
  guests: GuestOverrides[] = [],
) {
  const quantity = overrides.quantity ?? 1;
  const [row] = await db
    .insert(eventRegistrations)
    .values({
      eventId: ticketType.eventId,
      ticketTypeId: ticketType.id,
      customerName: "Jordan Lee",
      customerEmail: "jordan@example.org",
      quantity,
      totalCents: (ticketType.priceCents ?? 0) * quantity,
      status: "active",
      ...overrides,
    })
    .returning();
  if (guests.length) {
    await db
      .insert(eventGuests)
      .values(guests.map((g, i) => ({ isPrimaryContact: i === 0, ...g, registrationId: row!.id })));
  }
  if (row!.status === "active") {
    await db
      .update(eventTicketTypes)
      .set({ quantitySold: sql`${eventTicketTypes.quantitySold} + ${quantity}` })
      .where(eq(eventTicketTypes.id, ticketType.id));
  }
  return row!;
}

/** A photo row's file columns; `prefix` tells gallery (g) from ticket (t) photos. */
const photoFile = (prefix: string, displayOrder: number) => ({
  imageUrl: `/uploads/${prefix}${displayOrder}.webp`,
  storagePath: `${prefix}${displayOrder}.webp`,
  displayOrder,
});

export async function createEventPhoto(db: DbOrTx, eventId: string, displayOrder: number) {
  const [row] = await db
    .insert(eventPhotos)
    .values({ eventId, ...photoFile("g", displayOrder) })
    .returning();
  return row!;
}

export async function createTicketPhoto(db: DbOrTx, ticketTypeId: string, displayOrder: number) {
  const [row] = await db
    .insert(ticketTypePhotos)
    .values({ ticketTypeId, ...photoFile("t", displayOrder) })
    .returning();
  return row!;
}

/** An active fundraiser with a $1,000 goal and nothing raised yet. */
export async function createFundraiser(
  db: DbOrTx,
  overrides: Partial<typeof fundraisers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(fundraisers)
    .values({
      title: "Care Packages",
      description: "Boxes for the deployed.",
      goalCents: 100_000,
      raisedCents: 0,
      // Decision 021: with no gifts yet, what is raised is the starting amount.
      startingCents: overrides.raisedCents ?? 0,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createTeamMember(
  db: DbOrTx,
  overrides: Partial<typeof teamMembers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(teamMembers)
    .values({ name: "Sam Rivera", title: "Volunteer", ...overrides })
    .returning();
  return row!;
}
