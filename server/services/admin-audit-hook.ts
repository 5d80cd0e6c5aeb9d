// The one place the event back office writes the audit log (DESIGN "Data"):
// the shared recordAudit of server/services/audit.ts, under the name the event
// services were written against.
import type { DbOrTx } from "../db/client";
import type { SessionUser } from "../context";
import { recordAudit } from "./audit";

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

/** Records one admin change in the same transaction as the change itself. */
export async function audit(tx: DbOrTx, input: AuditHookInput) {
  return recordAudit(tx, input);
}
