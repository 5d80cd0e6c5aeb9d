// Back office: an event's gallery (SPEC "Admin events" gallery, §4 display_order
// rules, §7 event_photos calls). Rows point at uploads under
// event-galleries/{eventId}; files go after the row's delete commits (decision 005).
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { eventPhotos, events } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { PhotoDirection } from "../../../shared/schemas/photos";
import type { Actor } from "../../core/index.server";
import type { PhotoServices } from "./photo-files";
import { missingPhoto, photoList, type AdminPhoto, type PhotoOwner } from "./photo-list";
import { lockEvent } from "../../core/index.server";

export const galleryFolder = (eventId: string) => `event-galleries/${eventId.toLowerCase()}`;

const gallery = photoList({ table: eventPhotos, owner: "eventId", entity: "event_photos" });
const owner = (eventId: string): PhotoOwner => ({
  id: eventId,
  lock: (tx) => lockEvent(tx, eventId),
});

/** SPEC §7: by event, display_order then created_at; 404 when the event is gone. */
export async function listEventPhotos(db: Db, eventId: string): Promise<AdminPhoto[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound("Event not found");
  return gallery.ordered(db, eventId);
}

/** Adds uploaded photos (their storage paths) at the end of the gallery, in the order given. */
export async function addEventPhotos(
  services: PhotoServices,
  actor: Actor,
  eventId: string,
  paths: string[],
) {
  return gallery.add(services, actor, owner(eventId), galleryFolder(eventId), paths);
}

/** SPEC §4: a gallery photo moves by swapping display_order with its neighbour. */
export async function moveEventPhoto(
  db: Db,
  actor: Actor,
  eventId: string,
  photoId: string,
  direction: PhotoDirection,
) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const photos = await gallery.ordered(tx, eventId);
    const index = photos.findIndex((p) => p.id === photoId);
    if (index < 0) throw missingPhoto();
    const other = index + (direction === "up" ? -1 : 1);
    if (other < 0 || other >= photos.length) {
      throw conflict(
        direction === "up" ? "This photo is already first." : "This photo is already last.",
      );
    }
    const a = photos[index]!;
    const b = photos[other]!;
    // Equal orders (rows added outside the back office) cannot be swapped; their
    // list positions can, so the swap then uses positions.
    const [orderA, orderB] =
      a.displayOrder === b.displayOrder ? [index, other] : [a.displayOrder, b.displayOrder];
    if (a.displayOrder === b.displayOrder) await renumber(tx, actor, photos);
    await gallery.setOrder(tx, actor, a.id, orderA, orderB);
    await gallery.setOrder(tx, actor, b.id, orderB, orderA);
    return gallery.ordered(tx, eventId);
  });
}

async function renumber(tx: Tx, actor: Actor, photos: AdminPhoto[]) {
  for (const [index, photo] of photos.entries()) {
    if (photo.displayOrder !== index)
      await gallery.setOrder(tx, actor, photo.id, photo.displayOrder, index);
    photo.displayOrder = index;
  }
}

/** Deletes one gallery photo of this event, then its files (failures only logged). */
export async function deleteEventPhoto(
  services: PhotoServices,
  actor: Actor,
  eventId: string,
  photoId: string,
) {
  return gallery.remove(services, actor, owner(eventId), photoId);
}
