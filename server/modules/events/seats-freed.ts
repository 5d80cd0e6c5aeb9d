// The hook every change that frees seats calls (a buyer's cancel, a refund, a
// lapsed hold): the waitlist offers them to the next people in the queue
// (docs/decisions/017-self-service-and-waitlist.md). Call it in the
// transaction that freed the seats, with the event row locked (lockEvent, server/core/locks.ts).
import type { Tx } from "../../db/client";
import { offerFreedSeats } from "./waitlist-offers";
import type { WaitlistServices } from "./waitlist-queue";

export async function seatsFreed(tx: Tx, services: WaitlistServices, eventId: string, now: Date) {
  return offerFreedSeats(tx, services, eventId, now);
}
