// Registrations with guests, straight into the database, for the event back
// office tests (STYLE §9 factories). quantity_sold follows active ones, as the
// registration service keeps it.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { eventGuests, eventRegistrations, eventTicketTypes } from "../db/schema";

type GuestOverrides = Partial<typeof eventGuests.$inferInsert> & { guestName: string };

export async function createRegistrationRow(
  db: Db,
  ticketType: { id: string; eventId: string; priceCents: number },
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
      totalCents: ticketType.priceCents * quantity,
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

export const testActor = { id: "admin-test", email: "admin@example.org" };
