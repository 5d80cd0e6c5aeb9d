// Back office: staff changes to one registration (SPEC §4 deletions, §5
// "Registration edit form") and beyond SPEC (decision 006): cancelling releases
// seats, refund flags are resolved, and (decision 010) a hold is released at once.
import { and, eq, isNull, notInArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { eventGuests, eventRegistrations, eventTicketTypes } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { orderIdOf } from "../../../shared/domain/orders";
import {
  editableStatuses,
  type RegistrationEditInput,
} from "../../../shared/schemas/registration-edit";
import { recordAudit, type Actor, lockEvent } from "../../core/index.server";
import {
  adjustSold,
  holdsSeats,
  inOrder,
  reactivationShortage,
  releaseHolds,
} from "../events/index.server";

/** A pending registration whose hold has not lapsed (events/seat-conditions.ts `unexpiredHold`, for a row in hand). */
const holdsSeatsNow = (r: { status: string; holdExpiresAt: Date | null }, now: Date) =>
  r.status === "pending" && r.holdExpiresAt !== null && r.holdExpiresAt > now;

async function findRegistration(tx: Tx, eventId: string, id: string) {
  const [row] = await tx
    .select({ registration: eventRegistrations, ticketType: eventTicketTypes })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(and(eq(eventRegistrations.id, id), eq(eventRegistrations.eventId, eventId)));
  if (!row) throw notFound("Registration not found");
  return row;
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
      throw new AppError(422, "validation_failed", "Invalid input", [
        { path: "status", message: "Invalid input" },
      ]);
    }
    if (changingStatus && input.status === "active") {
      // Re-activating takes seats again, so the same limits as a new registration apply.
      const shortage = await reactivationShortage(tx, event, ticketType, before, now);
      if (shortage) throw conflict(shortage);
    }

    const existing = await tx.select().from(eventGuests).where(eq(eventGuests.registrationId, id));
    const existingIds = new Set(existing.map((g) => g.id));
    const keptIds = input.guests.flatMap((g) => (g.id ? [g.id] : []));
    if (
      keptIds.some((guestId) => !existingIds.has(guestId)) ||
      new Set(keptIds).size !== keptIds.length
    ) {
      throw new AppError(422, "validation_failed", "Invalid input", [
        { path: "guests", message: "Invalid input" },
      ]);
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
    if (before.status === "active" && input.status !== "active")
      await adjustSold(tx, ticketType.id, -before.quantity);
    if (before.status !== "active" && input.status === "active")
      await adjustSold(tx, ticketType.id, before.quantity);

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
    const guests = await tx
      .delete(eventGuests)
      .where(eq(eventGuests.registrationId, id))
      .returning();
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
export async function resolveRefund(
  db: Db,
  actor: Actor,
  eventId: string,
  id: string,
  now = new Date(),
) {
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
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "event_registrations",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Decision 010: staff release a pending hold at once (it is marked expired and
 * its seats are for sale again). Only a hold still holding seats can be released.
 */
export async function releaseHold(
  db: Db,
  actor: Actor,
  eventId: string,
  id: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const { registration: before } = await findRegistration(tx, eventId, id);
    if (!holdsSeatsNow(before, now)) throw conflict("This registration is not holding any seats.");
    // Decision 018: one checkout pays for the whole order, so its every line is released together.
    const released = await releaseHolds(tx, and(inOrder(orderIdOf(before)), holdsSeats(now)), now);
    for (const after of released) {
      // The client key is forgotten with the hold; the audit log does not keep it either.
      const row = after.id === id ? before : after;
      const audited = { ...row, status: "pending", clientKey: undefined };
      await recordAudit(tx, {
        actor,
        action: "update",
        entity: "event_registrations",
        entityId: after.id,
        before: audited,
        after,
      });
    }
    return released.find((r) => r.id === id)!;
  });
}
