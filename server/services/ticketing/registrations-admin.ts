// Back office: an event's registrations and guest lists (SPEC "Registrations
// panel", §4 deletions, §5 "Registration edit form", §7 calls) and beyond SPEC
// (decision 006): cancelling releases seats, refund flags, the door list.
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { eventGuests, eventRegistrations, events, eventTicketTypes } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import type { RegistrationView } from "../../../shared/domain/guest-list";
import { editableStatuses, type RegistrationEditInput } from "../../../shared/schemas/registration-edit";
import { recordAudit, type Actor } from "../back-office/audit";
import { holdsSeats, lockEvent, reactivationShortage, releaseHolds } from "./seats";

export type AdminRegistration = RegistrationView & {
  customerPhone: string | null;
  /** The stored status; "pending" whose hold has lapsed reads "expired". */
  storedStatus: string;
  registeredAt: string;
  needsRefund: boolean;
  refundResolvedAt: string | null;
  /** Decision 010: for a hold still holding seats, whole minutes since it was made; null otherwise. */
  heldMinutes: number | null;
  ticketType: { id: string; name: string; priceCents: number; seatsPerUnit: number };
};

/** SPEC §7: by event, joined ticket type and guests, registration date descending. */
export async function listEventRegistrations(db: Db, eventId: string, now = new Date()): Promise<AdminRegistration[]> {
  const rows = await db
    .select({
      registration: eventRegistrations,
      ticketType: {
        id: eventTicketTypes.id,
        name: eventTicketTypes.name,
        priceCents: eventTicketTypes.priceCents,
        seatsPerUnit: eventTicketTypes.seatsPerUnit,
      },
    })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(desc(eventRegistrations.registeredAt), desc(eventRegistrations.id));
  const guests = rows.length
    ? await db
        .select()
        .from(eventGuests)
        .where(inArray(eventGuests.registrationId, rows.map((r) => r.registration.id)))
        .orderBy(desc(eventGuests.isPrimaryContact), asc(eventGuests.createdAt), asc(eventGuests.id))
    : [];
  return rows.map(({ registration: r, ticketType }) => {
    const lapsed = r.status === "pending" && r.holdExpiresAt !== null && r.holdExpiresAt <= now;
    const held = r.status === "pending" && !lapsed;
    return {
      id: r.id,
      status: lapsed ? "expired" : r.status,
      storedStatus: r.status,
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      customerPhone: r.customerPhone,
      specialRequests: r.specialRequests,
      quantity: r.quantity,
      totalCents: r.totalCents,
      registeredAt: r.registeredAt.toISOString(),
      needsRefund: r.needsRefund,
      refundResolvedAt: r.refundResolvedAt?.toISOString() ?? null,
      heldMinutes: held ? Math.max(0, Math.floor((now.getTime() - r.registeredAt.getTime()) / 60_000)) : null,
      ticketType,
      guests: guests
        .filter((g) => g.registrationId === r.id)
        .map((g) => ({
          id: g.id,
          guestName: g.guestName,
          guestEmail: g.guestEmail,
          dietaryRestrictions: g.dietaryRestrictions,
          accessibilityNeeds: g.accessibilityNeeds,
          isPrimaryContact: g.isPrimaryContact,
        })),
    };
  });
}

async function findRegistration(tx: Tx, eventId: string, id: string) {
  const [row] = await tx
    .select({ registration: eventRegistrations, ticketType: eventTicketTypes })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(and(eq(eventRegistrations.id, id), eq(eventRegistrations.eventId, eventId)));
  if (!row) throw notFound("Registration not found");
  return row;
}

/** quantity_sold counts units of active registrations (schema comment), kept in the same transaction. */
async function adjustSold(tx: Tx, ticketTypeId: string, delta: number) {
  await tx
    .update(eventTicketTypes)
    .set({ quantitySold: sql`greatest(${eventTicketTypes.quantitySold} + ${delta}, 0)` })
    .where(eq(eventTicketTypes.id, ticketTypeId));
}

export async function updateRegistration(
  db: Db,
  actor: Actor,
  eventId: string,
  id: string,
  input: RegistrationEditInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const { registration: before, ticketType } = await findRegistration(tx, eventId, id);
    const changingStatus = input.status !== before.status;
    if (changingStatus && !(editableStatuses as readonly string[]).includes(input.status)) {
      throw new AppError(422, "validation_failed", "Invalid input", [{ path: "status", message: "Invalid input" }]);
    }
    if (changingStatus && input.status === "active") {
      // Re-activating takes seats again, so the same limits as a new registration apply.
      const shortage = await reactivationShortage(tx, event, ticketType, before, now);
      if (shortage) throw conflict(shortage);
    }

    const existing = await tx.select().from(eventGuests).where(eq(eventGuests.registrationId, id));
    const existingIds = new Set(existing.map((g) => g.id));
    const keptIds = input.guests.flatMap((g) => (g.id ? [g.id] : []));
    if (keptIds.some((guestId) => !existingIds.has(guestId)) || new Set(keptIds).size !== keptIds.length) {
      throw new AppError(422, "validation_failed", "Invalid input", [{ path: "guests", message: "Invalid input" }]);
    }

    const [after] = await tx
      .update(eventRegistrations)
      .set({
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        specialRequests: input.specialRequests,
        status: input.status as typeof before.status,
        updatedAt: now,
      })
      .where(eq(eventRegistrations.id, id))
      .returning();
    if (before.status === "active" && input.status !== "active") await adjustSold(tx, ticketType.id, -before.quantity);
    if (before.status !== "active" && input.status === "active") await adjustSold(tx, ticketType.id, before.quantity);

    // SPEC §7: delete removed guests by id, update kept ones, insert new ones.
    await tx
      .delete(eventGuests)
      .where(
        keptIds.length
          ? and(eq(eventGuests.registrationId, id), notInArray(eventGuests.id, keptIds))
          : eq(eventGuests.registrationId, id),
      );
    for (const guest of input.guests) {
      const values = {
        guestName: guest.guestName,
        guestEmail: guest.guestEmail,
        dietaryRestrictions: guest.dietaryRestrictions,
        accessibilityNeeds: guest.accessibilityNeeds,
        isPrimaryContact: guest.isPrimaryContact,
      };
      if (guest.id) await tx.update(eventGuests).set(values).where(eq(eventGuests.id, guest.id));
      else await tx.insert(eventGuests).values({ registrationId: id, ...values });
    }
    const guests = await tx.select().from(eventGuests).where(eq(eventGuests.registrationId, id));
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "event_registrations",
      entityId: id,
      before: { ...before, guests: existing },
      after: { ...after, guests },
    });
    return after!;
  });
}

/** SPEC §4: a registration's guests are removed first, then the registration. */
export async function deleteRegistration(db: Db, actor: Actor, eventId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const { registration: before } = await findRegistration(tx, eventId, id);
    const guests = await tx.delete(eventGuests).where(eq(eventGuests.registrationId, id)).returning();
    await tx.delete(eventRegistrations).where(eq(eventRegistrations.id, id));
    if (before.status === "active") await adjustSold(tx, before.ticketTypeId, -before.quantity);
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "event_registrations",
      entityId: id,
      before: { ...before, guests },
    });
  });
}

/** Decision 006: a late payment flagged for a refund is marked handled. */
export async function resolveRefund(db: Db, actor: Actor, eventId: string, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const { registration: before } = await findRegistration(tx, eventId, id);
    const [after] = await tx
      .update(eventRegistrations)
      .set({ refundResolvedAt: now, updatedAt: now })
      .where(
        and(
          eq(eventRegistrations.id, id),
          eq(eventRegistrations.needsRefund, true),
          isNull(eventRegistrations.refundResolvedAt),
        ),
      )
      .returning();
    if (!after) throw conflict("This registration has no open refund.");
    await recordAudit(tx, { actor, action: "update", entity: "event_registrations", entityId: id, before, after });
    return after;
  });
}

/**
 * Decision 010: staff release a pending hold at once (it is marked expired and
 * its seats are for sale again). Only a hold still holding seats can be released.
 */
export async function releaseHold(db: Db, actor: Actor, eventId: string, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const { registration: before } = await findRegistration(tx, eventId, id);
    const [after] = await releaseHolds(tx, and(eq(eventRegistrations.id, id), holdsSeats(now)), now);
    if (!after) throw conflict("This registration is not holding any seats.");
    // The client key is forgotten with the hold; the audit log does not keep it either.
    const audited = { ...before, clientKey: undefined };
    await recordAudit(tx, { actor, action: "update", entity: "event_registrations", entityId: id, before: audited, after });
    return after;
  });
}

/** The event fields the Manage dialog and the door list show. */
export async function getEventSummary(db: Db, eventId: string) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      location: events.location,
      hasTickets: events.hasTickets,
      maxCapacity: events.maxCapacity,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound("Event not found");
  return { ...event, startsAt: event.startsAt.toISOString() };
}
