// One ordered photo list that belongs to a row: an event's gallery or a ticket
// type's Ticket Photos (SPEC §4 display_order rules, §7 event_photos and
// ticket_type_photos calls). Both tables have the same columns but the owner's;
// each service says which owner, how to lock it and where its uploads live.
import { and, asc, eq, max } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { eventPhotos, ticketTypePhotos } from "../../db/schema";
import { notFound } from "../../errors";
import { recordAudit, type Actor } from "../../core/index.server";
import { firstNewOrder, photoColumns, type PhotoServices } from "./photo-files";
import { removeStoredImages } from "../../storage/images";

export type AdminPhoto = { id: string; imageUrl: string; displayOrder: number };

/** The owner's id, and the lock taken before any change (the event row; it 404s for a missing owner). */
export type PhotoOwner = { id: string; lock: (tx: Tx) => Promise<unknown> };

export const missingPhoto = () => notFound("Photo not found");

type Spec =
  | { table: typeof eventPhotos; owner: "eventId"; entity: string }
  | { table: typeof ticketTypePhotos; owner: "ticketTypeId"; entity: string };

/** The photo list kept in `table`, owned through its `owner` column; `entity` names the rows in the audit log. */
export function photoList<S extends Spec>(spec: S) {
  type Row = S["table"]["$inferSelect"];
  const known: Spec = spec;
  const { table, owner, entity } = known;
  const ownerColumn = known.owner === "eventId" ? known.table.eventId : known.table.ticketTypeId;
  const columns = { id: table.id, imageUrl: table.imageUrl, displayOrder: table.displayOrder };

  /** SPEC §7: the owner's photos by display_order, then created_at. */
  function ordered(db: Db | Tx, ownerId: string): Promise<AdminPhoto[]> {
    return db
      .select(columns)
      .from(table)
      .where(eq(ownerColumn, ownerId))
      .orderBy(asc(table.displayOrder), asc(table.createdAt), asc(table.id));
  }

  async function setOrder(tx: Tx, actor: Actor, id: string, before: number, after: number) {
    await tx.update(table).set({ displayOrder: after }).where(eq(table.id, id));
    await recordAudit(tx, {
      actor,
      action: "update",
      entity,
      entityId: id,
      before: { displayOrder: before },
      after: { displayOrder: after },
    });
  }

  /** Adds uploaded photos (storage paths under `folder`) at the end of the list, in the order given. */
  async function add(
    services: PhotoServices,
    actor: Actor,
    target: PhotoOwner,
    folder: string,
    paths: string[],
  ) {
    return services.db.transaction(async (tx) => {
      await target.lock(tx);
      // Unknown event or type first (404), then the paths (400).
      const values = photoColumns(services, folder, paths);
      const [top] = await tx
        .select({ highest: max(table.displayOrder) })
        .from(table)
        .where(eq(ownerColumn, target.id));
      const first = firstNewOrder(top?.highest);
      const rows = (await tx
        .insert(table)
        .values(
          values.map((v, index) => ({ [owner]: target.id, ...v, displayOrder: first + index })),
        )
        .returning()) as Row[];
      for (const row of rows) {
        await recordAudit(tx, { actor, action: "create", entity, entityId: row.id, after: row });
      }
      return rows;
    });
  }

  /** Deletes one photo of this owner, then its files (failures only logged). */
  async function remove(
    services: PhotoServices,
    actor: Actor,
    target: PhotoOwner,
    photoId: string,
  ) {
    const removed = await services.db.transaction(async (tx) => {
      await target.lock(tx);
      const [row] = await tx
        .delete(table)
        .where(and(eq(table.id, photoId), eq(ownerColumn, target.id)))
        .returning();
      if (!row) throw missingPhoto();
      await recordAudit(tx, { actor, action: "delete", entity, entityId: row.id, before: row });
      return row as Row;
    });
    await removeStoredImages(services, { paths: [removed.storagePath] });
    return removed;
  }

  return { ordered, setOrder, add, remove };
}
