// The one place the event back office writes the audit log (DESIGN "Data").
// A stand-in with the signature of recordAudit (server/services/audit.ts, built
// on feat/backoffice): at merge, replace the body with `return recordAudit(tx, input)`.
import type { DbOrTx } from "../db/client";
import { auditLog } from "../db/schema";
import type { SessionUser } from "../context";

type Row = Record<string, unknown>;

export type AuditActor = Pick<SessionUser, "id" | "email">;

export type AuditHookInput = {
  actor: AuditActor;
  action: "create" | "update" | "delete";
  entity: string;
  entityId: string | null;
  before?: Row | null;
  after?: Row | null;
};

/** JSON-safe copy (dates as ISO strings). */
const plain = (row: Row | null | undefined) => (row ? (JSON.parse(JSON.stringify(row)) as Row) : null);

/** Records one admin change in the same transaction as the change itself. */
export async function audit(tx: DbOrTx, input: AuditHookInput) {
  await tx.insert(auditLog).values({
    actorId: input.actor.id,
    actorEmail: input.actor.email,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId,
    before: plain(input.before),
    after: plain(input.after),
  });
}
