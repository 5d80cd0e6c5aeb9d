// Back office: an event's gallery (SPEC "Admin events" gallery, §4 display_order
// rules, §7 event_photos calls). Rows point at uploads under
// event-galleries/{eventId}; files go after the row's delete commits (decision 007).
import { and, asc, eq, max } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { eventPhotos, events } from "../db/schema";
import { conflict, notFound } from "../errors";
import type { PhotoDirection } from "../../shared/schemas/photos";
import { audit, type AuditActor } from "./admin-audit-hook";
import { lockEvent } from "./admin-event-rules";
import { firstNewOrder, photoColumns, removePhotoFiles, type PhotoServices } from "./photo-files";

const ENTITY = "event_photos";
const missingPhoto = () => notFound("Photo not found");

export const galleryFolder = (eventId: string) => `event-galleries/${eventId.toLowerCase()}`;

export type AdminPhoto = { id: string; imageUrl: string; displayOrder: number };

const columns = { id: eventPhotos.id, imageUrl: eventPhotos.imageUrl, displayOrder: eventPhotos.displayOrder };

function ordered(db: Db | Tx, eventId: string) {
  return db
    .select(columns)
    .from(eventPhotos)
    .where(eq(eventPhotos.eventId, eventId))
    .orderBy(asc(eventPhotos.displayOrder), asc(eventPhotos.createdAt), asc(eventPhotos.id));
}

/** SPEC §7: by event, display_order then created_at; 404 when the event is gone. */
export async function listEventPhotos(db: Db, eventId: string): Promise<AdminPhoto[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound("Event not found");
  return ordered(db, eventId);
}

/** Adds uploaded photos (their storage paths) at the end of the gallery, in the order given. */
export async function addEventPhotos(services: PhotoServices, actor: AuditActor, eventId: string, paths: string[]) {
  return services.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    // Unknown event or type first (404), then the paths (400).
    const values = photoColumns(services, galleryFolder(eventId), paths);
    const [top] = await tx
      .select({ highest: max(eventPhotos.displayOrder) })
      .from(eventPhotos)
      .where(eq(eventPhotos.eventId, eventId));
    const first = firstNewOrder(top?.highest);
    const rows = await tx
      .insert(eventPhotos)
      .values(values.map((v, index) => ({ eventId, ...v, displayOrder: first + index })))
      .returning();
    for (const row of rows) {
      await audit(tx, { actor, action: "create", entity: ENTITY, entityId: row.id, after: row });
    }
    return rows;
  });
}

/** SPEC §4: a gallery photo moves by swapping display_order with its neighbour. */
export async function moveEventPhoto(
  db: Db,
  actor: AuditActor,
  eventId: string,
  photoId: string,
  direction: PhotoDirection,
) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const photos = await ordered(tx, eventId);
    const index = photos.findIndex((p) => p.id === photoId);
    if (index < 0) throw missingPhoto();
    const other = index + (direction === "up" ? -1 : 1);
    if (other < 0 || other >= photos.length) {
      throw conflict(direction === "up" ? "This photo is already first." : "This photo is already last.");
    }
    const a = photos[index]!;
    const b = photos[other]!;
    // Equal orders (rows added outside the back office) cannot be swapped; their
    // list positions can, so the swap then uses positions.
    const [orderA, orderB] = a.displayOrder === b.displayOrder ? [index, other] : [a.displayOrder, b.displayOrder];
    if (a.displayOrder === b.displayOrder) await renumber(tx, actor, photos);
    await setOrder(tx, actor, a.id, orderA, orderB);
    await setOrder(tx, actor, b.id, orderB, orderA);
    return ordered(tx, eventId);
  });
}

async function setOrder(tx: Tx, actor: AuditActor, id: string, before: number, after: number) {
  await tx.update(eventPhotos).set({ displayOrder: after }).where(eq(eventPhotos.id, id));
  await audit(tx, {
    actor,
    action: "update",
    entity: ENTITY,
    entityId: id,
    before: { displayOrder: before },
    after: { displayOrder: after },
  });
}

async function renumber(tx: Tx, actor: AuditActor, photos: AdminPhoto[]) {
  for (const [index, photo] of photos.entries()) {
    if (photo.displayOrder !== index) await setOrder(tx, actor, photo.id, photo.displayOrder, index);
    photo.displayOrder = index;
  }
}

/** Deletes one gallery photo of this event, then its files (failures only logged). */
export async function deleteEventPhoto(services: PhotoServices, actor: AuditActor, eventId: string, photoId: string) {
  const removed = await services.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const [row] = await tx
      .delete(eventPhotos)
      .where(and(eq(eventPhotos.id, photoId), eq(eventPhotos.eventId, eventId)))
      .returning();
    if (!row) throw missingPhoto();
    await audit(tx, { actor, action: "delete", entity: ENTITY, entityId: row.id, before: row });
    return row;
  });
  await removePhotoFiles(services, [removed.storagePath]);
  return removed;
}
