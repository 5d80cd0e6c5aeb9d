// Row factories for back-office tests (STYLE §9: factories, not fixture files).
import type { Db } from "../db/client";
import {
  contactMessages,
  donations,
  eventRegistrations,
  events,
  eventTicketTypes,
  fundraisers,
  outbox,
} from "../db/schema";

import { createEvent, createTicketType } from "./factories";

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

export async function createFundraiserRow(
  db: Db,
  overrides: Partial<typeof fundraisers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(fundraisers)
    .values({
      title: "Care Packages",
      description: "Boxes for troops.",
      goalCents: 100_000,
      raisedCents: 0,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createDonationRow(
  db: Db,
  overrides: Partial<typeof donations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(donations)
    .values({
      donorName: "Dana Donor",
      donorEmail: "dana@example.org",
      amountCents: 5_000,
      status: "completed",
      provider: "demo",
      completedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

// Events and ticket types come from the shared factories, with this file's defaults.
export const createEventRow = (db: Db, overrides: Partial<typeof events.$inferInsert> = {}) =>
  createEvent(db, { title: "Gala", description: "Dinner.", startsAt: daysFromNow(10), hasTickets: false, ...overrides });

export const createTicketTypeRow = (
  db: Db,
  eventId: string,
  overrides: Partial<typeof eventTicketTypes.$inferInsert> = {},
) => createTicketType(db, eventId, { name: "General", priceCents: 1000, quantityAvailable: 50, ...overrides });

export async function createRegistrationRow(
  db: Db,
  eventId: string,
  ticketTypeId: string,
  overrides: Partial<typeof eventRegistrations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(eventRegistrations)
    .values({
      eventId,
      ticketTypeId,
      customerName: "Reg",
      customerEmail: "reg@example.org",
      quantity: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createMessageRow(
  db: Db,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: "Sam Sender",
      email: "sam@example.org",
      subject: null,
      message: "Hello there.",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createOutboxRow(db: Db, overrides: Partial<typeof outbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(outbox)
    .values({
      to: "someone@example.org",
      subject: "Thank you",
      text: "Thanks for your gift.",
      ...overrides,
    })
    .returning();
  return row!;
}
