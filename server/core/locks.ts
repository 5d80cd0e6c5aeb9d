// The event row lock every change to an event's seats takes (DESIGN "Capacity").
// Named advisory locks are server/db/advisory-lock.ts's.
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { events } from "../db/schema";
import { notFound } from "../errors";

/**
 * DESIGN "Capacity": locks the event row (`SELECT … FOR UPDATE`) for the rest of
 * the transaction, so a registration and every change to the event's seats run
 * one at a time. Returns the row; 404 when the event is gone.
 */
export async function lockEvent(tx: Tx, eventId: string) {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  if (!event) throw notFound("Event not found");
  return event;
}
