// Back office: a ticket type's photos (SPEC "Ticket Types manager" Ticket
// Photos, §4 display_order rules, §7 ticket_type_photos calls). Rows point at
// uploads under ticket-types/{eventId}/{ticketTypeId}; files go after the
// row's delete commits (decision 007).
import { and, asc, eq, max } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { eventTicketTypes, ticketTypePhotos } from "../db/schema";
import { conflict, notFound } from "../errors";
import { audit, type AuditActor } from "./admin-audit-hook";
import { lockEvent } from "./admin-event-rules";
import type { AdminPhoto } from "./event-photos";
import { firstNewOrder, photoColumns, removePhotoFiles, type PhotoServices } from "./photo-files";

const ENTITY = "ticket_type_photos";
const missingType = () => notFound("Ticket type not found");
const missingPhoto = () => notFound("Photo not found");

export const ticketPhotoFolder = (eventId: string, ticketTypeId: string) =>
  `ticket-types/${eventId.toLowerCase()}/${ticketTypeId.toLowerCase()}`;

const columns = {
  id: ticketTypePhotos.id,
  imageUrl: ticketTypePhotos.imageUrl,
  displayOrder: ticketTypePhotos.displayOrder,
};

function ordered(db: Db | Tx, ticketTypeId: string) {
  return db
    .select(columns)
    .from(ticketTypePhotos)
    .where(eq(ticketTypePhotos.ticketTypeId, ticketTypeId))
    .orderBy(asc(ticketTypePhotos.displayOrder), asc(ticketTypePhotos.createdAt), asc(ticketTypePhotos.id));
}

async function findType(db: Db | Tx, eventId: string, ticketTypeId: string) {
  const [type] = await db
    .select({ id: eventTicketTypes.id })
    .from(eventTicketTypes)
    .where(and(eq(eventTicketTypes.id, ticketTypeId), eq(eventTicketTypes.eventId, eventId)));
  if (!type) throw missingType();
}

/** The event row lock serialises every change to its ticket types and their photos. */
async function lockType(tx: Tx, eventId: string, ticketTypeId: string) {
  await lockEvent(tx, eventId);
  await findType(tx, eventId, ticketTypeId);
}

/** SPEC §7: by ticket type, display_order then created_at; 404 for a type of another event. */
export async function listTicketTypePhotos(db: Db, eventId: string, ticketTypeId: string): Promise<AdminPhoto[]> {
  await findType(db, eventId, ticketTypeId);
  return ordered(db, ticketTypeId);
}

export async function addTicketTypePhotos(
  services: PhotoServices,
  actor: AuditActor,
  eventId: string,
  ticketTypeId: string,
  paths: string[],
) {
  return services.db.transaction(async (tx) => {
    await lockType(tx, eventId, ticketTypeId);
    // Unknown event or type first (404), then the paths (400).
    const values = photoColumns(services, ticketPhotoFolder(eventId, ticketTypeId), paths);
    const [top] = await tx
      .select({ highest: max(ticketTypePhotos.displayOrder) })
      .from(ticketTypePhotos)
      .where(eq(ticketTypePhotos.ticketTypeId, ticketTypeId));
    const first = firstNewOrder(top?.highest);
    const rows = await tx
      .insert(ticketTypePhotos)
      .values(values.map((v, index) => ({ ticketTypeId, ...v, displayOrder: first + index })))
      .returning();
    for (const row of rows) {
      await audit(tx, { actor, action: "create", entity: ENTITY, entityId: row.id, after: row });
    }
    return rows;
  });
}

/** SPEC §4: reordering rewrites display_order to each photo's new index. */
export async function reorderTicketTypePhotos(
  db: Db,
  actor: AuditActor,
  eventId: string,
  ticketTypeId: string,
  ids: string[],
) {
  return db.transaction(async (tx) => {
    await lockType(tx, eventId, ticketTypeId);
    const current = await ordered(tx, ticketTypeId);
    const known = new Set(current.map((p) => p.id));
    if (!ids.every((id) => known.has(id))) throw missingPhoto();
    if (ids.length !== current.length || new Set(ids).size !== ids.length) {
      throw conflict("The photos changed since this list was loaded. Close and reopen the dialog, then try again.");
    }
    for (const [index, id] of ids.entries()) {
      const before = current.find((p) => p.id === id)!;
      if (before.displayOrder === index) continue;
      await tx.update(ticketTypePhotos).set({ displayOrder: index }).where(eq(ticketTypePhotos.id, id));
      await audit(tx, {
        actor,
        action: "update",
        entity: ENTITY,
        entityId: id,
        before: { displayOrder: before.displayOrder },
        after: { displayOrder: index },
      });
    }
    return ordered(tx, ticketTypeId);
  });
}

export async function deleteTicketTypePhoto(
  services: PhotoServices,
  actor: AuditActor,
  eventId: string,
  ticketTypeId: string,
  photoId: string,
) {
  const removed = await services.db.transaction(async (tx) => {
    await lockType(tx, eventId, ticketTypeId);
    const [row] = await tx
      .delete(ticketTypePhotos)
      .where(and(eq(ticketTypePhotos.id, photoId), eq(ticketTypePhotos.ticketTypeId, ticketTypeId)))
      .returning();
    if (!row) throw missingPhoto();
    await audit(tx, { actor, action: "delete", entity: ENTITY, entityId: row.id, before: row });
    return row;
  });
  await removePhotoFiles(services, [removed.storagePath]);
  return removed;
}
