// The periodic waitlist sweep (docs/decisions/017-self-service-and-waitlist.md),
// run every minute by server/jobs/sweep-waitlists.ts: offers that lapsed pass on and
// people waiting are offered the seats free, one event at a time under its row
// lock (DESIGN "Capacity").
import { and, eq, gt, lte, or } from "drizzle-orm";
import { events, waitlistEntries } from "../../db/schema";
import { lockEvent } from "../../core/index.server";
import { offerFreedSeats } from "./waitlist-offers";
import type { WaitlistServices } from "./waitlist-queue";

/**
 * The periodic job (server/jobs/sweep-waitlists.ts, every minute): every event with
 * an offer that lapsed or someone waiting gets offerFreedSeats, each in its own
 * transaction under its event row lock. Returns how many offers were made.
 */
export async function sweepWaitlists(services: WaitlistServices, now = new Date()) {
  const rows = await services.db
    .selectDistinct({ eventId: waitlistEntries.eventId })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(
      and(
        or(
          eq(waitlistEntries.status, "waiting"),
          and(eq(waitlistEntries.status, "offered"), lte(waitlistEntries.offerExpiresAt, now)),
        ),
        or(gt(events.startsAt, now), eq(waitlistEntries.status, "offered")),
      ),
    );
  let offers = 0;
  for (const { eventId } of rows) {
    offers += await services.db.transaction(async (tx) => {
      await lockEvent(tx, eventId);
      return (await offerFreedSeats(tx, services, eventId, now)).length;
    });
  }
  return offers;
}
