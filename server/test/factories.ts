// Test factories (STYLE §9): rows with believable defaults, overridable.
import type { Db } from "../db/client";
import { events, eventTicketTypes, fundraisers, teamMembers } from "../db/schema";

const DAY = 24 * 60 * 60 * 1000;

export async function createEvent(db: Db, overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      title: "Test Gala",
      description: "An evening to honour those who serve.",
      startsAt: new Date(Date.now() + 14 * DAY),
      location: "Killeen, TX",
      hasTickets: true,
      maxCapacity: 0,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createTicketType(
  db: Db,
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

export async function createFundraiser(db: Db, overrides: Partial<typeof fundraisers.$inferInsert> = {}) {
  const [row] = await db
    .insert(fundraisers)
    .values({ title: "Care Packages", description: "Boxes for the deployed.", goalCents: 100_000, ...overrides })
    .returning();
  return row!;
}

export async function createTeamMember(db: Db, overrides: Partial<typeof teamMembers.$inferInsert> = {}) {
  const [row] = await db
    .insert(teamMembers)
    .values({ name: "Sam Rivera", title: "Volunteer", ...overrides })
    .returning();
  return row!;
}
