// Back office: an event's waitlist (docs/decisions/017-self-service-and-waitlist.md):
// the queue in order with each entry's offer, and staff offering seats to one
// entry by hand or removing it. Each change runs under the event row lock and is audited.
import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { eventTicketTypes, waitlistEntries } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { recordAudit, type Actor, lockEvent } from "../../core/index.server";
import { countSeats, unitsRemainingFor } from "./seats";
import { makeOffer, offerFreedSeats } from "./waitlist-offers";
import type { WaitlistServices } from "./waitlist-queue";
import { plural } from "../../../shared/domain/words";
import { getEventSummary } from "./event-summary";

export type AdminWaitlistEntry = {
  id: string;
  /** Place in the queue among those still waiting or holding an offer; null for the others. */
  position: number | null;
  name: string;
  email: string;
  quantity: number;
  ticketTypeName: string | null;
  status: "waiting" | "offered" | "claimed" | "expired" | "removed";
  offerExpiresAt: string | null;
  joinedAt: string;
};

/** The queue (open entries first, in order), then the rest, newest last. */
export async function getWaitlistPage(db: Db, eventId: string, now = new Date()) {
  const event = await getEventSummary(db, eventId);
  const rows = await db
    .select({ entry: waitlistEntries, typeName: eventTicketTypes.name })
    .from(waitlistEntries)
    .leftJoin(eventTicketTypes, eq(eventTicketTypes.id, waitlistEntries.ticketTypeId))
    .where(eq(waitlistEntries.eventId, eventId))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  let position = 0;
  const entries: AdminWaitlistEntry[] = rows
    .filter(({ entry }) => entry.status !== "removed")
    .map(({ entry, typeName }) => {
      const lapsed =
        entry.status === "offered" && entry.offerExpiresAt !== null && entry.offerExpiresAt <= now;
      const status = lapsed ? "expired" : entry.status;
      const open = status === "waiting" || status === "offered";
      return {
        id: entry.id,
        position: open ? ++position : null,
        name: entry.name,
        email: entry.email,
        quantity: entry.quantity,
        ticketTypeName: typeName,
        status,
        offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
        joinedAt: entry.joinedAt.toISOString(),
      };
    });
  entries.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
  return { event, entries };
}

export type WaitlistPage = Awaited<ReturnType<typeof getWaitlistPage>>;

async function findEntry(tx: Tx, eventId: string, id: string) {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.eventId, eventId)));
  if (!entry) throw notFound("Waitlist entry not found");
  return entry;
}

/**
 * Staff offer seats to one waiting entry now, out of turn (e.g. after raising
 * the capacity, or for a guest of honour). Only seats that are free can be offered.
 */
export async function offerEntry(
  services: WaitlistServices,
  actor: Actor,
  eventId: string,
  id: string,
  now = new Date(),
) {
  return services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const before = await findEntry(tx, eventId, id);
    if (before.status !== "waiting")
      throw conflict("Only someone still waiting can be offered seats.");
    if (event.startsAt <= now) throw conflict("This event has already taken place.");
    const types = await tx
      .select()
      .from(eventTicketTypes)
      .where(and(eq(eventTicketTypes.eventId, eventId), eq(eventTicketTypes.isActive, true)))
      .orderBy(asc(eventTicketTypes.displayOrder), asc(eventTicketTypes.createdAt));
    const counts = await countSeats(tx, [eventId], now);
    const candidates = before.ticketTypeId
      ? types.filter((t) => t.id === before.ticketTypeId)
      : types;
    const type = candidates.find((t) => unitsRemainingFor(counts, event, t) >= before.quantity);
    if (!type) {
      throw conflict(
        `There aren't ${plural(before.quantity, "free ticket")} to offer. Free up seats or raise the capacity first.`,
      );
    }
    const after = await makeOffer(tx, services, event, before, type, now);
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "waitlist_entries",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Staff remove an entry from the queue; seats its open offer held go on to the next person. */
export async function removeEntry(
  services: WaitlistServices,
  actor: Actor,
  eventId: string,
  id: string,
  now = new Date(),
) {
  return services.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const before = await findEntry(tx, eventId, id);
    if (before.status === "removed") throw conflict("This entry was already removed.");
    const [after] = await tx
      .update(waitlistEntries)
      .set({ status: "removed", updatedAt: now })
      .where(eq(waitlistEntries.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "waitlist_entries",
      entityId: id,
      before,
      after,
    });
    if (before.status === "offered") await offerFreedSeats(tx, services, eventId, now);
    return after!;
  });
}
