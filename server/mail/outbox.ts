// DESIGN "E-mail": every message is written to the outbox in the same
// transaction as the change that causes it, then delivered by a worker.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { outbox, type OutboxAttachment } from "../db/schema";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
};

/** Queues an e-mail; pass the transaction of the change that causes it. */
export async function enqueueEmail(db: DbOrTx, message: EmailMessage) {
  const [row] = await db
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

export type ClaimedEmail = typeof outbox.$inferSelect;

/**
 * Claims up to `limit` due messages for delivery in one statement. SKIP LOCKED
 * lets several instances share the outbox, and the lease (next_attempt_at moved
 * 5 minutes on) keeps a message from being sent twice while one is in flight.
 */
export async function claimDueEmails(db: DbOrTx, limit = 10): Promise<ClaimedEmail[]> {
  const result = await db.execute(sql`
    UPDATE ${outbox}
    SET attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
    WHERE id IN (
      SELECT id FROM ${outbox}
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.query.outbox.findMany({ where: (o, { inArray }) => inArray(o.id, ids) });
}
