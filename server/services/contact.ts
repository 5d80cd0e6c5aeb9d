// The contact form (SPEC §2 "Contact", §5, §8): a message is stored and a
// notification to staff is queued in the same transaction (DESIGN "E-mail").
// Spam defences (issue #4): a honeypot field, and at most 5 messages per client
// per 10 minutes, counted in the database so every instance agrees.
import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { site } from "../../shared/site";
import { contactSchema, HONEYPOT_FIELD, type ContactValues } from "../../shared/schemas/contact";
import type { DbOrTx, Db } from "../db/client";
import { contactMessages, rateLimit } from "../db/schema";
import { tooManyRequests, validationError } from "../errors";
import { enqueueEmail } from "../mail/outbox";

export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

export type ContactResult = { stored: true; id: string } | { stored: false };

/** The client's rate-limit key: a hash, so no address is kept in the database. */
export function contactClientKey(clientIp: string) {
  return `contact:${createHash("sha256").update(clientIp).digest("hex").slice(0, 32)}`;
}

/**
 * Counts one more message for `key` in a fixed window, atomically (one upsert on
 * Better Auth's rate_limit table, which is shared by every instance). Returns
 * the count within the window and when that window started.
 */
async function countAttempt(tx: DbOrTx, key: string, nowMs: number) {
  const expired = nowMs - CONTACT_RATE_LIMIT.windowMs;
  const [row] = await tx
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${rateLimit.lastRequest} <= ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimit.lastRequest} <= ${expired} THEN ${nowMs} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  return row!;
}

function staffNotification(values: ContactValues) {
  const subject = values.subject ? `New message: ${values.subject}` : `New message from ${values.name}`;
  const text = [
    `${values.name} <${values.email}> wrote through the contact form:`,
    "",
    values.subject ? `Subject: ${values.subject}` : "Subject: (none)",
    "",
    values.message,
    "",
    "Read and manage messages in the back office under Messages (/admin/messages).",
  ].join("\n");
  return { subject, text };
}

export async function submitContactMessage(
  db: Db,
  input: Record<string, unknown>,
  options: { clientIp: string; now?: Date; staffEmail?: string },
): Promise<ContactResult> {
  // A filled honeypot is a bot: answer as if it worked, keep nothing.
  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { stored: false };

  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const values = parsed.data;
  const nowMs = (options.now ?? new Date()).getTime();

  return db.transaction(async (tx) => {
    const attempt = await countAttempt(tx, contactClientKey(options.clientIp), nowMs);
    if (attempt.count > CONTACT_RATE_LIMIT.max) {
      // Throwing rolls the count back too, so the window stays at its limit.
      const minutes = Math.max(1, Math.ceil((attempt.windowStart + CONTACT_RATE_LIMIT.windowMs - nowMs) / 60_000));
      throw tooManyRequests(
        `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    }
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: values.name, email: values.email, subject: values.subject || null, message: values.message })
      .returning({ id: contactMessages.id });
    const mail = staffNotification(values);
    await enqueueEmail(tx, { to: options.staffEmail ?? site.email, ...mail });
    return { stored: true as const, id: row!.id };
  });
}
