// A paid registration's unpaid hold (docs/decisions/004-registration-flow.md,
// docs/decisions/010-bounded-holds.md): how long it lasts, the bounds on how much
// one visitor may hold, and marking lapsed holds expired, whose seats go to the
// waitlist (docs/decisions/017-self-service-and-waitlist.md).
import { lte } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Db, Tx } from "../../db/client";
import { eventRegistrations } from "../../db/schema";
import { conflict } from "../../errors";
import { consumeCheckoutLimits, TICKET_CHECKOUT_LIMITS, lockEvent } from "../../core/index.server";
import {
  holdLimitShortage,
  releaseHolds,
  releaseHoldsOfEmail,
  seatsFreed,
} from "../events/index.server";

export const HOLD_MINUTES = 30;

/**
 * Decision 010: unpaid holds are bounded per visitor. A few checkouts per
 * hour (429); a new hold replaces the same e-mail's earlier one; what is
 * still held by this client or e-mail, plus this order, stays within the limit (409).
 * Call with the event row locked.
 */
export async function boundUnpaidHold(
  tx: Tx,
  services: Pick<AppServices, "log">,
  event: { id: string; maxCapacity: number },
  holder: { clientKey: string | null; email: string },
  seats: number,
  now: Date,
) {
  await consumeCheckoutLimits(tx, TICKET_CHECKOUT_LIMITS, holder, now);
  const replaced = await releaseHoldsOfEmail(tx, event.id, holder.email, now);
  if (replaced.length > 0) {
    services.log.info("earlier hold replaced by a new one", {
      eventId: event.id,
      released: replaced.map((r) => r.id),
    });
  }
  const tooMany = await holdLimitShortage(tx, event, holder, seats, now);
  if (tooMany) throw conflict(tooMany);
}

/**
 * Marks lapsed holds expired, for the admin's view. Correctness never depends
 * on it: an expired hold stops counting the moment its time passes. The seats
 * they held go to the waitlist (decision 017): seatsFreed per event, under its row lock.
 */
export async function expireLapsedHolds(
  db: Db,
  now = new Date(),
  services?: Pick<AppServices, "database" | "secret" | "env">,
) {
  const released = await releaseHolds(db, lte(eventRegistrations.holdExpiresAt, now), now);
  if (services) {
    for (const eventId of new Set(released.map((r) => r.eventId))) {
      await db.transaction(async (tx) => {
        await lockEvent(tx, eventId);
        await seatsFreed(tx, { ...services, db }, eventId, now);
      });
    }
  }
  return released.length;
}
