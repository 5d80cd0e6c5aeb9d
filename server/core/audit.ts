// DESIGN "Data": the audit log records who changed what and when. Write it with
// the transaction of the change itself, so a change and its record commit or
// roll back together.
import type { DbOrTx } from "../db/client";
import { auditLog } from "../db/schema";
import type { SessionUser } from "../context";

export type AuditAction = "create" | "update" | "delete";

/** Who made a change: the signed-in staff member, as the audit log records them. */
export type Actor = Pick<SessionUser, "id" | "email">;
type Row = Record<string, unknown>;

export type AuditInput = {
  actor: Actor;
  action: AuditAction;
  /** The table's name, e.g. "team_members", "fundraisers", "events". */
  entity: string;
  entityId: string | null;
  /** The row before the change (null for create). */
  before?: Row | null;
  /** The row after the change (null for delete). */
  after?: Row | null;
};

// Bookkeeping columns change on every write and say nothing about the change.
const IGNORED = new Set(["updatedAt", "updated_at"]);

/** JSON-safe copy (dates as ISO strings), without bookkeeping columns. */
function plain(row: Row | null | undefined): Row | null {
  if (!row) return null;
  const copy = JSON.parse(JSON.stringify(row)) as Row;
  for (const key of IGNORED) delete copy[key];
  return copy;
}

/** For an update: only the fields whose values differ, before and after. */
export function changedFields(before: Row | null, after: Row | null) {
  const a = plain(before) ?? {};
  const b = plain(after) ?? {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, a[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, b[k] ?? null])),
    changed: keys,
  };
}

/**
 * Records one admin change. Updates keep only the changed fields; an update
 * that changed nothing is not recorded (returns null). Pass the transaction.
 */
export async function recordAudit(tx: DbOrTx, input: AuditInput): Promise<string | null> {
  let before = plain(input.before);
  let after = plain(input.after);
  if (input.action === "update") {
    const diff = changedFields(input.before ?? null, input.after ?? null);
    if (diff.changed.length === 0) return null;
    ({ before, after } = diff);
  }
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      action: input.action,
      entity: input.entity,
      entityId: input.entityId,
      before,
      after,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}
