// The tickets-sold counter of a ticket type (quantity_sold, shown in the back
// office); capacity is never read from it but counted from the registrations
// themselves (./seats.ts, SPEC §9 "Capacity").
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { eventTicketTypes } from "../../db/schema";

/**
 * The tickets-sold counter: quantity_sold counts units of active registrations
 * (schema comment), moved in the same transaction as the registrations it counts
 * by every sale, fulfilment, cancel, refund and edit. Never below zero.
 */
export async function adjustSold(tx: Tx, ticketTypeId: string, delta: number) {
  await tx
    .update(eventTicketTypes)
    .set({ quantitySold: sql`greatest(${eventTicketTypes.quantitySold} + ${delta}, 0)` })
    .where(eq(eventTicketTypes.id, ticketTypeId));
}
