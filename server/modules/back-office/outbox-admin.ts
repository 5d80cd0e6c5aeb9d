// DESIGN "E-mail": admins can read the outbox — every message, pending, sent,
// failed or unsent (no mail server: server/mail/worker.ts) — as it is sent, and
// send a failed or unsent one again.
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import { outbox, outboxStatuses } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { isUuid } from "../../../shared/domain/ids";
import { recordAudit, type Actor } from "../../core/index.server";

type Db = AppServices["db"];
export type OutboxStatus = (typeof outboxStatuses)[number];

export const OUTBOX_PAGE_SIZE = 25;

export async function listOutbox(db: Db, filter: { status?: OutboxStatus; page?: number }) {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const condition = filter.status ? eq(outbox.status, filter.status) : undefined;
  const [messages, [total], byStatus] = await Promise.all([
    db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        html: outbox.html,
        attachments: sql<
          string[]
        >`coalesce((select array_agg(a->>'filename') from jsonb_array_elements(coalesce(${outbox.attachments}, '[]'::jsonb)) a), '{}')`,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(condition)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(outbox).where(condition),
    db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
  ]);
  const counts = Object.fromEntries(outboxStatuses.map((s) => [s, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const row of byStatus) counts[row.status] = row.n;
  return { messages, total: total?.n ?? 0, counts, page, pageSize: OUTBOX_PAGE_SIZE };
}

/** What an attachment may be served as; anything else downloads as plain bytes. */
const ATTACHMENT_TYPES = new Set(["image/png", "text/calendar", "application/pdf"]);

/**
 * One attachment of an outboxed e-mail (the QR code, the calendar file), as the
 * recipient gets it: staff can check or resend what was attached.
 */
export async function getOutboxAttachment(db: Db, id: string, index: number) {
  if (!isUuid(id) || !Number.isInteger(index) || index < 0) throw notFound("Attachment not found.");
  const [row] = await db
    .select({ attachments: outbox.attachments })
    .from(outbox)
    .where(eq(outbox.id, id));
  const attachment = row?.attachments?.[index];
  if (!attachment) throw notFound("Attachment not found.");
  return {
    filename: attachment.filename.replace(/[^\w.-]+/g, "_").slice(0, 100) || "attachment",
    contentType: ATTACHMENT_TYPES.has(attachment.contentType)
      ? attachment.contentType
      : "application/octet-stream",
    body: Buffer.from(attachment.content, attachment.encoding === "base64" ? "base64" : "utf8"),
  };
}

const retryable = ["failed", "unsent"] as const;
const slim = (row: typeof outbox.$inferSelect) => ({
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
});

/**
 * A failed or unsent message goes back to pending, due now, with its attempts
 * reset; a pending or sent one is left as it is (409).
 */
export async function retryEmail(services: Pick<AppServices, "db">, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound("E-mail not found.");
  return services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(outbox).where(eq(outbox.id, id)).for("update");
    if (!before) throw notFound("E-mail not found.");
    if (!(retryable as readonly string[]).includes(before.status)) {
      throw conflict("This e-mail is not waiting to be sent again.");
    }
    const [after] = await tx
      .update(outbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null })
      .where(eq(outbox.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "outbox",
      entityId: id,
      before: slim(before),
      after: slim(after!),
    });
    return after!;
  });
}

/**
 * Every unsent message back to pending at once: what staff do after setting up
 * a mail server. One audit entry names how many.
 */
export async function retryUnsentEmails(services: Pick<AppServices, "db">, actor: Actor) {
  return services.db.transaction(async (tx) => {
    const rows = await tx
      .update(outbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null })
      .where(inArray(outbox.status, ["unsent"]))
      .returning({ id: outbox.id });
    if (rows.length > 0) {
      await recordAudit(tx, {
        actor,
        action: "update",
        entity: "outbox",
        entityId: null,
        before: { status: "unsent", count: rows.length },
        after: { status: "pending", count: rows.length },
      });
    }
    return rows.length;
  });
}
