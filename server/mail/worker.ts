// Delivers outbox e-mail over SMTP_URL. Without SMTP_URL nothing is sent and
// the outbox is the record (readable in the back office): the worker still runs
// and marks each due message "unsent" with NO_MAIL_SERVER, so staff read "Not
// sent: no mail server configured" instead of a "Pending" that never ends.
import { and, eq, lte, sql } from "drizzle-orm";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { AppServices } from "../context";
import { outbox } from "../db/schema";
import { errorFields } from "../logger";
import { claimDueEmails } from "./outbox";

const MAX_ATTEMPTS = 5;

/** The reason an "unsent" message carries; the outbox page shows it as is. */
export const NO_MAIL_SERVER = "No mail server configured";

/**
 * Without a mail server, the decision is made when a message falls due: it is
 * marked "unsent" (attempts untouched: nothing was tried). "Send again" puts it
 * back to pending, and the worker sends it once SMTP_URL is set.
 */
export async function markDueEmailsUnsent(db: AppServices["db"]) {
  const rows = await db
    .update(outbox)
    .set({ status: "unsent", lastError: NO_MAIL_SERVER })
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
    .returning({ id: outbox.id });
  return rows.length;
}

export type Transport = { sendMail: (message: SendMailOptions) => Promise<unknown> };

/** The sender when MAIL_FROM is not set: the organisation's, read when a message is due. */
export type DefaultSender = () => Promise<string>;

/** Sends every due message once; returns how many were sent. */
export async function deliverDueEmails(
  services: Pick<AppServices, "db" | "env" | "log">,
  transport: Transport,
  defaultSender: DefaultSender,
) {
  const { db, env, log } = services;
  const claimed = await claimDueEmails(db);
  const from = claimed.length > 0 ? (env.MAIL_FROM ?? (await defaultSender())) : "";
  let sent = 0;
  for (const message of claimed) {
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          encoding: a.encoding,
        })),
      });
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, message.id));
      sent += 1;
    } catch (error) {
      const failed = message.attempts >= MAX_ATTEMPTS;
      log.warn("e-mail delivery failed", {
        id: message.id,
        attempt: message.attempts,
        ...errorFields(error),
      });
      await db
        .update(outbox)
        .set({
          status: failed ? "failed" : "pending",
          lastError: error instanceof Error ? error.message : String(error),
          // Back off: 1, 2, 4, 8 minutes.
          nextAttemptAt: sql`now() + make_interval(mins => ${2 ** (message.attempts - 1)})`,
        })
        .where(eq(outbox.id, message.id));
    }
  }
  return sent;
}

/** Delivers over SMTP when it is configured, else marks due messages unsent (server/jobs/deliver-mail.ts runs it). */
export function outboxPass(
  services: Pick<AppServices, "db" | "env" | "log">,
  defaultSender: DefaultSender,
) {
  const smtpUrl = services.env.SMTP_URL;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return async () => {
    if (transport) await deliverDueEmails(services, transport, defaultSender);
    else await markDueEmailsUnsent(services.db);
  };
}
