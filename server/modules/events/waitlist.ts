// The waitlist of sold-out events (DESIGN "After the sale",
// docs/decisions/017-self-service-and-waitlist.md). Visitors queue in the order
// they joined; when seats free up, seatsFreed offers them to the head of the
// queue, held for the event's waitlistOfferHours and counted as taken by
// seats.ts; an offer that lapses passes on. Every change runs under the event
// row lock (DESIGN "Capacity"), like every other change to seats.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Tx } from "../../db/client";
import { events, eventTicketTypes, waitlistEntries } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { enqueueEmail } from "../../mail/outbox";
import { formatDateTime, formatLongDate, formatTime } from "../../../shared/domain/dates";
import { plural } from "../../../shared/domain/words";
import type { WaitlistJoinInput } from "../../../shared/schemas/waitlist";
import {
  renderEmailTemplate,
  siteSettingsIn,
  clientKey,
  entryOfOfferToken,
  offerPath,
  lockEvent,
} from "../../core/index.server";
import { consumeRateLimit, type RateLimit } from "../../http/rate-limit";
import { countSeats, unitsRemainingFor } from "./seats";

export type WaitlistServices = Pick<AppServices, "db" | "database" | "secret" | "env">;

type EventRow = typeof events.$inferSelect;
type TicketTypeRow = typeof eventTicketTypes.$inferSelect;
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

/** Like the contact form (server/services/content/contact.ts): a few per connection per hour. */
export const WAITLIST_RATE_LIMIT: RateLimit = {
  bucket: "waitlist",
  limit: 10,
  windowMs: 60 * 60_000,
  message: "Too many waitlist requests from your connection. Please try again later.",
};

const HOUR = 60 * 60_000;
const sameEmail = (email: string) =>
  sql`lower(${waitlistEntries.email}) = ${email.trim().toLowerCase()}`;
const isOpen = inArray(waitlistEntries.status, ["waiting", "offered"]);
const queueOrder = [asc(waitlistEntries.joinedAt), asc(waitlistEntries.id)];

async function activeTicketTypes(tx: Tx, eventId: string) {
  return tx
    .select()
    .from(eventTicketTypes)
    .where(and(eq(eventTicketTypes.eventId, eventId), eq(eventTicketTypes.isActive, true)))
    .orderBy(asc(eventTicketTypes.displayOrder), asc(eventTicketTypes.createdAt));
}

/**
 * Joins the waitlist of a sold-out event or ticket type. A second request of
 * the same e-mail for the same event and ticket type updates the open entry
 * (its place in the queue is kept), never adds another.
 */
export async function joinWaitlist(
  services: WaitlistServices,
  eventId: string,
  input: WaitlistJoinInput,
  options: { now?: Date; clientIp?: string } = {},
) {
  const now = options.now ?? new Date();
  return services.db.transaction(async (tx) => {
    if (options.clientIp)
      await consumeRateLimit(tx, WAITLIST_RATE_LIMIT, clientKey(options.clientIp), now);
    const event = await lockEvent(tx, eventId);
    if (!event.hasTickets || !event.waitlistEnabled) throw conflict("This event has no waitlist.");
    if (event.startsAt <= now) throw conflict("This event has already taken place.");
    const types = await activeTicketTypes(tx, event.id);
    const wanted = input.ticketTypeId ? types.find((t) => t.id === input.ticketTypeId) : undefined;
    if (input.ticketTypeId && !wanted) {
      throw new AppError(422, "validation_failed", "Please select a valid ticket type", [
        { path: "ticketTypeId", message: "Please select a valid ticket type" },
      ]);
    }
    const counts = await countSeats(tx, [event.id], now);
    const available = (wanted ? [wanted] : types).some(
      (t) => unitsRemainingFor(counts, event, t) > 0,
    );
    const [existing] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.eventId, event.id),
          input.ticketTypeId
            ? eq(waitlistEntries.ticketTypeId, input.ticketTypeId)
            : isNull(waitlistEntries.ticketTypeId),
          sameEmail(input.email),
          isOpen,
        ),
      );
    if (!existing && available && !(await someoneWaiting(tx, event.id, wanted?.id ?? null))) {
      throw conflict("Tickets are still available: you can register now.");
    }
    if (existing) {
      const [updated] = await tx
        .update(waitlistEntries)
        .set({
          name: input.name,
          email: input.email,
          quantity: existing.status === "offered" ? existing.quantity : input.quantity,
          updatedAt: now,
        })
        .where(eq(waitlistEntries.id, existing.id))
        .returning();
      return { entry: updated!, updated: true };
    }
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        eventId: event.id,
        ticketTypeId: wanted?.id ?? null,
        name: input.name,
        email: input.email,
        quantity: input.quantity,
        joinedAt: now,
        updatedAt: now,
      })
      .returning();
    return { entry: entry!, updated: false };
  });
}

/** Whether anyone waits (or holds an offer) that seats of `ticketTypeId` would serve. */
async function someoneWaiting(tx: Tx, eventId: string, ticketTypeId: string | null) {
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.status, "waiting"),
        ticketTypeId
          ? or(isNull(waitlistEntries.ticketTypeId), eq(waitlistEntries.ticketTypeId, ticketTypeId))
          : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

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

/**
 * The periodic job (server/index.ts, with the hold sweeper): every event with
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
