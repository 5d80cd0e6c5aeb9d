// Factories for the public-site tests (STYLE §9): rows with sensible defaults.
import type { DbOrTx } from "../db/client";
import {
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

export async function createEvent(db: DbOrTx, overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      title: "Test Event",
      description: "A test event.",
      startsAt: daysFrom(new Date(), 10),
      location: "Killeen, TX",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createTicketType(
  db: DbOrTx,
  eventId: string,
  overrides: Partial<typeof eventTicketTypes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(eventTicketTypes)
    .values({ eventId, name: "General", priceCents: 1000, quantityAvailable: 10, seatsPerUnit: 1, ...overrides })
    .returning();
  return row!;
}

export async function createRegistration(
  db: DbOrTx,
  ticket: { eventId: string; id: string },
  overrides: Partial<typeof eventRegistrations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(eventRegistrations)
    .values({
      eventId: ticket.eventId,
      ticketTypeId: ticket.id,
      customerName: "Secret Customer",
      customerEmail: "secret.customer@example.org",
      quantity: 1,
      status: "active",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createEventPhoto(db: DbOrTx, eventId: string, displayOrder: number) {
  const [row] = await db
    .insert(eventPhotos)
    .values({ eventId, imageUrl: `/uploads/g${displayOrder}.webp`, storagePath: `g${displayOrder}.webp`, displayOrder })
    .returning();
  return row!;
}

export async function createTicketPhoto(db: DbOrTx, ticketTypeId: string, displayOrder: number) {
  const [row] = await db
    .insert(ticketTypePhotos)
    .values({ ticketTypeId, imageUrl: `/uploads/t${displayOrder}.webp`, storagePath: `t${displayOrder}.webp`, displayOrder })
    .returning();
  return row!;
}

export async function createFundraiser(db: DbOrTx, overrides: Partial<typeof fundraisers.$inferInsert> = {}) {
  const [row] = await db
    .insert(fundraisers)
    .values({ title: "Fund", description: "A fundraiser.", goalCents: 100_000, raisedCents: 25_000, ...overrides })
    .returning();
  return row!;
}

export async function createTeamMember(db: DbOrTx, overrides: Partial<typeof teamMembers.$inferInsert> = {}) {
  const [row] = await db
    .insert(teamMembers)
    .values({ name: "Member", title: "Volunteer", ...overrides })
    .returning();
  return row!;
}
