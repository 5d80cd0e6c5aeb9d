// Back office: an event's ticket types (SPEC "Ticket Types manager", §4
// display_order rules, §5 "Ticket type form", §8 messages).
import { and, asc, count, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client";
import { eventRegistrations, eventTicketTypes, ticketTypePhotos } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { TICKET_TYPE_NOT_UPDATED, type TicketTypeInput } from "../../../shared/schemas/ticket-type";
import { recordAudit, type Actor, lockEvent } from "../../core/index.server";
import { countLiveRegistrations } from "./event-rules";
import { countSeats } from "./seats";
import { plural } from "../../../shared/domain/words";
import type { PhotoServices } from "../media/index.server";
import { removeStoredImages } from "../../storage/images";
import { dollarsToCents } from "../../../shared/domain/money-input";

export type AdminTicketType = Awaited<ReturnType<typeof listTicketTypes>>[number];

/** SPEC §7: by event, display_order then created_at. */
export async function listTicketTypes(db: Db, eventId: string) {
  return db
    .select({
      id: eventTicketTypes.id,
      name: eventTicketTypes.name,
      description: eventTicketTypes.description,
      priceCents: eventTicketTypes.priceCents,
      seatsPerUnit: eventTicketTypes.seatsPerUnit,
      quantityAvailable: eventTicketTypes.quantityAvailable,
      quantitySold: eventTicketTypes.quantitySold,
      isActive: eventTicketTypes.isActive,
      isHidden: eventTicketTypes.isHidden,
      fairMarketValueCents: eventTicketTypes.fairMarketValueCents,
      displayOrder: eventTicketTypes.displayOrder,
    })
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.eventId, eventId))
    .orderBy(asc(eventTicketTypes.displayOrder), asc(eventTicketTypes.createdAt));
}

function columns(input: TicketTypeInput) {
  return {
    name: input.name,
    description: input.description,
    priceCents: dollarsToCents(input.price)!,
    quantityAvailable: input.quantityAvailable,
    seatsPerUnit: input.seatsPerUnit,
    isActive: input.isActive,
    isHidden: input.isHidden,
    fairMarketValueCents:
      input.fairMarketValue === null ? null : dollarsToCents(input.fairMarketValue)!,
  };
}

export async function createTicketType(
  db: Db,
  actor: Actor,
  eventId: string,
  input: TicketTypeInput,
) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    // SPEC §4: a new ticket type goes last: highest display_order + 1, or 0.
    const [top] = await tx
      .select({ highest: max(eventTicketTypes.displayOrder) })
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, eventId));
    const displayOrder = top?.highest === null || top?.highest === undefined ? 0 : top.highest + 1;
    const [row] = await tx
      .insert(eventTicketTypes)
      .values({ eventId, ...columns(input), displayOrder })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "event_ticket_types",
      entityId: row!.id,
      after: row,
    });
    return row!;
  });
}

export async function updateTicketType(
  db: Db,
  actor: Actor,
  eventId: string,
  id: string,
  input: TicketTypeInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const [before] = await tx
      .select()
      .from(eventTicketTypes)
      .where(and(eq(eventTicketTypes.id, id), eq(eventTicketTypes.eventId, eventId)));
    if (!before) throw new AppError(404, "not_updated", TICKET_TYPE_NOT_UPDATED);
    const values = columns(input);
    const held = (await countSeats(tx, [eventId], now)).unitsOf(id);
    // Decision 006 "Seats": never fewer tickets than are already sold or held.
    if (values.quantityAvailable < held) {
      throw new AppError(
        409,
        "conflict",
        `Quantity can't be lower than the ${plural(held, "ticket")} already sold.`,
        [
          {
            path: "quantityAvailable",
            message: `Quantity can't be lower than the ${held} already sold`,
          },
        ],
      );
    }
    if (values.seatsPerUnit !== before.seatsPerUnit) {
      // Seats per ticket decide every sold registration's seat and guest count.
      if ((await countLiveRegistrations(tx, { ticketTypeId: id }, now)) > 0) {
        throw new AppError(409, "conflict", "Seats per unit can't change once tickets are sold.", [
          { path: "seatsPerUnit", message: "Seats per unit can't change once tickets are sold" },
        ]);
      }
    }
    const [after] = await tx
      .update(eventTicketTypes)
      .set({ ...values, updatedAt: now })
      .where(and(eq(eventTicketTypes.id, id), eq(eventTicketTypes.eventId, eventId)))
      .returning();
    if (!after) throw new AppError(404, "not_updated", TICKET_TYPE_NOT_UPDATED);
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "event_ticket_types",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Decision 006 "Deletes": a ticket type with registrations stays (they point at it);
 * the admin turns it inactive instead. Its photo rows cascade; the storage
 * paths are returned so the files can be removed.
 */
export async function deleteTicketType(
  services: PhotoServices,
  actor: Actor,
  eventId: string,
  id: string,
) {
  const photoPaths = await services.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const [before] = await tx
      .select()
      .from(eventTicketTypes)
      .where(and(eq(eventTicketTypes.id, id), eq(eventTicketTypes.eventId, eventId)));
    if (!before) throw notFound("Ticket type not found");
    const [used] = await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.ticketTypeId, id));
    if ((used?.n ?? 0) > 0) {
      throw conflict(
        `"${before.name}" has ${plural(used!.n, "registration")} and can't be deleted. Turn off Active to stop its sales instead.`,
      );
    }
    const photos = await tx
      .select({ path: ticketTypePhotos.storagePath })
      .from(ticketTypePhotos)
      .where(eq(ticketTypePhotos.ticketTypeId, id));
    await tx.delete(eventTicketTypes).where(eq(eventTicketTypes.id, id));
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "event_ticket_types",
      entityId: id,
      before,
    });
    return photos.map((p) => p.path);
  });
  // SPEC §4 removes the photo files first; here they go once the rows are
  // gone, so a refused or failed delete never leaves rows without files.
  // Failures are only logged (SPEC §4).
  await removeStoredImages(services, { paths: photoPaths });
  return { photoPaths };
}

/** SPEC §4: reordering rewrites display_order to each item's new index. */
export async function reorderTicketTypes(db: Db, actor: Actor, eventId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const current = await tx
      .select({ id: eventTicketTypes.id, displayOrder: eventTicketTypes.displayOrder })
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, eventId));
    const known = new Set(current.map((t) => t.id));
    if (
      ids.length !== current.length ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => known.has(id))
    ) {
      throw conflict(
        "The ticket types changed since this list was loaded. Close and reopen Manage, then try again.",
      );
    }
    for (const [index, id] of ids.entries()) {
      const before = current.find((t) => t.id === id)!;
      if (before.displayOrder === index) continue;
      await tx
        .update(eventTicketTypes)
        .set({ displayOrder: index })
        .where(eq(eventTicketTypes.id, id));
      await recordAudit(tx, {
        actor,
        action: "update",
        entity: "event_ticket_types",
        entityId: id,
        before: { displayOrder: before.displayOrder },
        after: { displayOrder: index },
      });
    }
  });
}
