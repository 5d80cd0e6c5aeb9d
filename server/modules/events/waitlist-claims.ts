// Claiming a waitlist offer (docs/decisions/017-self-service-and-waitlist.md):
// what an offer link shows, the rule a registration passes while people wait
// (an open offer is claimed, anyone else waits their turn), and the units an
// offer did not use passing on. Runs under the event row lock (DESIGN "Capacity").
import { eq } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Tx } from "../../db/client";
import { events, eventTicketTypes, waitlistEntries } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { entryOfOfferToken } from "../../core/index.server";
import { offerFreedSeats } from "./waitlist-offers";
import {
  someoneWaiting,
  type EventRow,
  type TicketTypeRow,
  type WaitlistEntry,
  type WaitlistServices,
} from "./waitlist-queue";

export type OfferView = {
  state: "open" | "claimed" | "lapsed";
  entry: Pick<WaitlistEntry, "id" | "name" | "email" | "quantity">;
  offerExpiresAt: string | null;
  event: { id: string; title: string; startsAt: string; location: string };
  ticketType: { id: string; name: string; priceCents: number; seatsPerUnit: number } | null;
};

/** What an offer link shows, or null when the token is not genuine. */
export async function viewOffer(
  services: Pick<AppServices, "db" | "secret">,
  token: unknown,
  now = new Date(),
): Promise<OfferView | null> {
  const id = entryOfOfferToken(services.secret, token);
  if (!id) return null;
  const [row] = await services.db
    .select({ entry: waitlistEntries, event: events, ticketType: eventTicketTypes })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .leftJoin(eventTicketTypes, eq(eventTicketTypes.id, waitlistEntries.offerTicketTypeId))
    .where(eq(waitlistEntries.id, id));
  if (!row || !row.entry.offerExpiresAt) return null;
  const { entry, event, ticketType } = row;
  const open = entry.status === "offered" && entry.offerExpiresAt! > now && event.startsAt > now;
  return {
    state: entry.status === "claimed" ? "claimed" : open ? "open" : "lapsed",
    entry: { id: entry.id, name: entry.name, email: entry.email, quantity: entry.quantity },
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
    event: {
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      location: event.location,
    },
    ticketType: ticketType
      ? {
          id: ticketType.id,
          name: ticketType.name,
          priceCents: ticketType.priceCents,
          seatsPerUnit: ticketType.seatsPerUnit,
        }
      : null,
  };
}

export const OFFER_LAPSED =
  "This waitlist offer has ended. The seats went to the next person waiting.";
export const OFFER_ONE_TYPE =
  "A waitlist offer holds seats of one ticket type: please register them without further ticket types.";
export const WAITLIST_FIRST =
  "Seats that free up for this ticket go to the people on the waitlist first.";

/**
 * createRegistration's waitlist rule (decision 017), with the event row locked
 * and before seats are counted. With an offer token: the offer must be open, of
 * this event and ticket type, for at least this many units; it is marked claimed
 * here, so its held seats are free for this very registration (a refusal later
 * rolls the claim back with the transaction). Without one: while anyone waits
 * for this ticket type (or for any), nobody else takes its seats.
 * Returns the claimed entry, or null.
 */
export async function waitlistGate(
  tx: Tx,
  services: Pick<AppServices, "secret">,
  event: Pick<EventRow, "id" | "waitlistEnabled">,
  ticketType: Pick<TicketTypeRow, "id">,
  request: { offerToken?: string | null; quantity: number; registrationId: string },
  now: Date,
) {
  if (request.offerToken) {
    const id = entryOfOfferToken(services.secret, request.offerToken);
    const [entry] = id
      ? await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))
      : [];
    if (!entry || entry.eventId !== event.id) throw notFound("Waitlist offer not found");
    if (entry.status !== "offered" || !entry.offerExpiresAt || entry.offerExpiresAt <= now)
      throw conflict(OFFER_LAPSED);
    if (entry.offerTicketTypeId !== ticketType.id || request.quantity > entry.quantity) {
      throw conflict(
        `Your offer holds ${entry.quantity === 1 ? "1 ticket" : `${entry.quantity} tickets`} of another ticket type or number.`,
      );
    }
    const [claimed] = await tx
      .update(waitlistEntries)
      .set({ status: "claimed", registrationId: request.registrationId, updatedAt: now })
      .where(eq(waitlistEntries.id, entry.id))
      .returning();
    return claimed!;
  }
  if (event.waitlistEnabled && (await someoneWaiting(tx, event.id, ticketType.id)))
    throw conflict(WAITLIST_FIRST);
  return null;
}

/**
 * After a registration through an offer: units it did not take are freed and
 * offered on. Call in the same transaction, event row still locked.
 */
export async function afterOfferClaimed(
  tx: Tx,
  services: WaitlistServices,
  claimed: WaitlistEntry,
  quantity: number,
  now: Date,
) {
  if (quantity < claimed.quantity) await offerFreedSeats(tx, services, claimed.eventId, now);
}
