// Back office: a ticket type's photos (SPEC "Ticket Types manager" Ticket
// Photos, §4 display_order rules, §7 ticket_type_photos calls). Rows point at
// uploads under ticket-types/{eventId}/{ticketTypeId}; files go after the
// row's delete commits (decision 005).
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { eventTicketTypes, ticketTypePhotos } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { Actor } from "../../core/index.server";
import type { PhotoServices } from "./photo-files";
import { missingPhoto, photoList, type AdminPhoto, type PhotoOwner } from "./photo-list";
import { lockEvent } from "../../core/index.server";

const missingType = () => notFound("Ticket type not found");

export const ticketPhotoFolder = (eventId: string, ticketTypeId: string) =>
  `ticket-types/${eventId.toLowerCase()}/${ticketTypeId.toLowerCase()}`;

const ticketPhotos = photoList({
  table: ticketTypePhotos,
  owner: "ticketTypeId",
  entity: "ticket_type_photos",
});

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

const owner = (eventId: string, ticketTypeId: string): PhotoOwner => ({
  id: ticketTypeId,
  lock: (tx) => lockType(tx, eventId, ticketTypeId),
});

/** SPEC §7: by ticket type, display_order then created_at; 404 for a type of another event. */
export async function listTicketTypePhotos(
  db: Db,
  eventId: string,
  ticketTypeId: string,
): Promise<AdminPhoto[]> {
  await findType(db, eventId, ticketTypeId);
  return ticketPhotos.ordered(db, ticketTypeId);
}

export async function addTicketTypePhotos(
  services: PhotoServices,
  actor: Actor,
  eventId: string,
  ticketTypeId: string,
  paths: string[],
) {
  return ticketPhotos.add(
    services,
    actor,
    owner(eventId, ticketTypeId),
    ticketPhotoFolder(eventId, ticketTypeId),
    paths,
  );
}

/** SPEC §4: reordering rewrites display_order to each photo's new index. */
export async function reorderTicketTypePhotos(
  db: Db,
  actor: Actor,
  eventId: string,
  ticketTypeId: string,
  ids: string[],
) {
  return db.transaction(async (tx) => {
    await lockType(tx, eventId, ticketTypeId);
    const current = await ticketPhotos.ordered(tx, ticketTypeId);
    const known = new Set(current.map((p) => p.id));
    if (!ids.every((id) => known.has(id))) throw missingPhoto();
    if (ids.length !== current.length || new Set(ids).size !== ids.length) {
      throw conflict(
        "The photos changed since this list was loaded. Close and reopen the dialog, then try again.",
      );
    }
    for (const [index, id] of ids.entries()) {
      const before = current.find((p) => p.id === id)!;
      if (before.displayOrder !== index)
        await ticketPhotos.setOrder(tx, actor, id, before.displayOrder, index);
    }
    return ticketPhotos.ordered(tx, ticketTypeId);
  });
}

export async function deleteTicketTypePhoto(
  services: PhotoServices,
  actor: Actor,
  eventId: string,
  ticketTypeId: string,
  photoId: string,
) {
  return ticketPhotos.remove(services, actor, owner(eventId, ticketTypeId), photoId);
}
