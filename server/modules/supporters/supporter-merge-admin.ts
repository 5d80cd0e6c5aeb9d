// Merging two records of one person from the back office (docs/supporters.md,
// docs/decisions/020-supporters-and-receipts.md): every linked row moves to the
// record that stays, and the other is kept as history.
import { sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import { AppError, notFound } from "../../errors";
import { isUuid } from "../../../shared/domain/ids";
import { recordAudit, type Actor } from "../../core/index.server";
import { lockSupporterLinks } from "./link";
import { NOT_FOUND, many, mergedRefusal, readSupporter } from "./supporter-record-admin";

/** The tables whose rows carry supporter_id, moved by a merge (decision 020). */
export const LINKED_TABLES = [
  "donations",
  "event_registrations",
  "event_guests",
  "contact_messages",
  "receipts",
] as const;

/** Contact fields a merge fills on the surviving record when it has none. */
const FILLABLE = [
  ["email", "email"],
  ["phone", "phone"],
  ["addressLine1", "address_line1"],
  ["addressLine2", "address_line2"],
  ["city", "city"],
  ["region", "region"],
  ["postalCode", "postal_code"],
  ["country", "country"],
  ["notes", "notes"],
] as const;

/**
 * Merges the record `fromId` into `intoId` (decision 020): in one transaction
 * its addresses and every row linked to it move to `intoId`, blank contact
 * fields of `intoId` are filled from it, and it stays as history marked merged;
 * supporter_merges lists every row moved, by table. Refuses a record merged into
 * itself, an unknown id, and a record already merged, writing nothing.
 */
export async function mergeSupporters(
  services: Pick<AppServices, "db">,
  actor: Actor,
  { intoId, fromId }: { intoId: string; fromId: string },
) {
  if (!isUuid(intoId) || !isUuid(fromId)) throw notFound(NOT_FOUND);
  if (intoId === fromId) {
    const message = "A record cannot be merged into itself. Please choose another record.";
    throw new AppError(422, "validation_failed", message, [{ path: "fromId", message }]);
  }
  return services.db.transaction(async (tx) => {
    await lockSupporterLinks(tx);
    // Both rows locked, always in the same order, so two merges of one pair cannot deadlock.
    const locked = await many<{ id: string }>(
      tx,
      sql`select id from supporters where id in (${intoId}, ${fromId}) order by id for update`,
    );
    if (locked.length !== 2) throw notFound(NOT_FOUND);
    const into = (await readSupporter(tx, intoId))!;
    const from = (await readSupporter(tx, fromId))!;
    if (into.mergedIntoId) throw mergedRefusal();
    if (from.mergedIntoId) {
      const message = "That record was already merged into another. Please choose another record.";
      throw new AppError(422, "validation_failed", message, [{ path: "fromId", message }]);
    }

    const moved: Record<string, string[]> = {};
    moved.supporter_emails = (
      await many<{ email: string }>(
        tx,
        sql`update supporter_emails set supporter_id = ${intoId} where supporter_id = ${fromId} returning email`,
      )
    ).map((r) => r.email);
    for (const table of LINKED_TABLES) {
      moved[table] = (
        await many<{ id: string }>(
          tx,
          sql`update ${sql.identifier(table)} set supporter_id = ${intoId} where supporter_id = ${fromId} returning id`,
        )
      ).map((r) => r.id);
    }
    // Records merged into `from` earlier now point at the surviving record, so every link resolves in one step.
    moved.merged_records = (
      await many<{ id: string }>(
        tx,
        sql`update supporters set merged_into_id = ${intoId}, updated_at = now() where merged_into_id = ${fromId} returning id`,
      )
    ).map((r) => r.id);

    const fills = FILLABLE.filter(([key]) => !into[key] && from[key]);
    if (fills.length > 0) {
      const sets = sql.join(
        fills.map(([key, column]) => sql`${sql.identifier(column)} = ${from[key]}`),
        sql`, `,
      );
      await tx.execute(sql`update supporters set ${sets}, updated_at = now() where id = ${intoId}`);
    }
    await tx.execute(
      sql`update supporters set merged_into_id = ${intoId}, updated_at = now() where id = ${fromId}`,
    );
    const [merge] = await many<{ id: string }>(
      tx,
      sql`insert into supporter_merges (from_id, into_id, moved, merged_by)
          values (${fromId}, ${intoId}, ${JSON.stringify(moved)}::jsonb, ${actor.id}) returning id`,
    );

    const intoAfter = (await readSupporter(tx, intoId))!;
    const fromAfter = (await readSupporter(tx, fromId))!;
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "supporter_merges",
      entityId: merge!.id,
      after: { fromId, intoId, fromName: from.name, intoName: into.name, moved },
    });
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "supporters",
      entityId: fromId,
      before: from,
      after: fromAfter,
    });
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "supporters",
      entityId: intoId,
      before: into,
      after: intoAfter,
    });
    return { mergeId: merge!.id, moved };
  });
}
