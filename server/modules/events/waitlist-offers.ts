// Offering freed seats to the waitlist (docs/decisions/017-self-service-and-waitlist.md):
// when seats free up, they go to the head of the queue, held for the event's
// waitlistOfferHours and counted as taken by ./seats.ts, with the offer e-mailed;
// an offer that lapses passes on. Every change runs under the event row lock
// (DESIGN "Capacity"), like every other change to seats.
import { and, asc, eq, lte } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { events, waitlistEntries } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import { formatDateTime, formatLongDate, formatTime } from "../../../shared/domain/dates";
import { plural } from "../../../shared/domain/words";
import { renderEmailTemplate, siteSettingsIn, offerPath } from "../../core/index.server";
import { countSeats, unitsRemainingFor } from "./seats";
import {
  activeTicketTypes,
  type EventRow,
  type TicketTypeRow,
  type WaitlistEntry,
  type WaitlistServices,
} from "./waitlist-queue";

const HOUR = 60 * 60_000;
const queueOrder = [asc(waitlistEntries.joinedAt), asc(waitlistEntries.id)];

/** Offers that lapsed are marked expired (they stopped holding seats the moment they lapsed). */
async function expireLapsedOffers(tx: Tx, eventId: string, now: Date) {
  return tx
    .update(waitlistEntries)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.status, "offered"),
        lte(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .returning({ id: waitlistEntries.id });
}

/** The ticket type an entry's offer would hold now: the wanted one, or the first with room for it. */
function typeFor(
  entry: WaitlistEntry,
  types: TicketTypeRow[],
  fits: (t: TicketTypeRow) => boolean,
) {
  if (entry.ticketTypeId) {
    const wanted = types.find((t) => t.id === entry.ticketTypeId);
    return wanted && fits(wanted) ? wanted : null;
  }
  return types.find(fits) ?? null;
}

export async function makeOffer(
  tx: Tx,
  services: WaitlistServices,
  event: EventRow,
  entry: WaitlistEntry,
  type: TicketTypeRow,
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + Math.max(event.waitlistOfferHours, 1) * HOUR);
  const [offered] = await tx
    .update(waitlistEntries)
    .set({
      status: "offered",
      offerTicketTypeId: type.id,
      offeredAt: now,
      offerExpiresAt: expiresAt,
      updatedAt: now,
    })
    .where(eq(waitlistEntries.id, entry.id))
    .returning();
  const settings = await siteSettingsIn(tx, services);
  const mail = await renderEmailTemplate(
    tx,
    "waitlist-offer",
    {
      name: entry.name,
      event_title: event.title,
      event_date: formatLongDate(event.startsAt),
      event_time: formatTime(event.startsAt),
      seats: plural(entry.quantity, `${type.name} ticket`),
      offer_expires: formatDateTime(expiresAt),
      offer_link: `${services.env.PUBLIC_URL ?? ""}${offerPath(services.secret, entry.id)}`,
    },
    settings,
  );
  await enqueueEmail(tx, { to: entry.email, ...mail });
  return offered!;
}

/**
 * Decision 017: seats of this event were freed (a cancel, a refund, a lapsed
 * hold or offer, more capacity). Lapsed offers are marked expired, then the
 * waiting entries are offered seats strictly in queue order: when the first
 * one waiting cannot be served yet, nobody behind them is. Call with the
 * event row locked (`lockEvent`), in the transaction that freed the seats.
 * Returns the entries offered.
 */
export async function offerFreedSeats(
  tx: Tx,
  services: WaitlistServices,
  eventId: string,
  now: Date,
) {
  await expireLapsedOffers(tx, eventId, now);
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!event || !event.hasTickets || !event.waitlistEnabled || event.startsAt <= now) return [];
  const waiting = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, "waiting")))
    .orderBy(...queueOrder);
  if (waiting.length === 0) return [];
  const types = await activeTicketTypes(tx, eventId);
  const offered: WaitlistEntry[] = [];
  for (const entry of waiting) {
    const counts = await countSeats(tx, [eventId], now);
    const type = typeFor(
      entry,
      types,
      (t) => unitsRemainingFor(counts, event, t) >= entry.quantity,
    );
    if (!type) break;
    offered.push(await makeOffer(tx, services, event, entry, type, now));
  }
  return offered;
}
