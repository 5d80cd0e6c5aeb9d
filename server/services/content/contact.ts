// The contact form (SPEC §2 "Contact", §5, §8): a message is stored and a
// notification to staff is queued in the same transaction (DESIGN "E-mail").
// Spam defences (docs/security.md §7): a honeypot field, and at most 5 messages per client
// per 10 minutes, counted in the database so every instance agrees.
import { site } from "../../../shared/site";
import { plural } from "../../../shared/domain/words";
import { contactSchema, HONEYPOT_FIELD, type ContactValues } from "../../../shared/schemas/contact";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { validationError } from "../../errors";
import { enqueueEmail } from "../../mail/outbox";
import { clientKey } from "../security/client-key";
import { consumeRateLimit, type RateLimit } from "../security/rate-limit";

export const CONTACT_RATE_LIMIT: RateLimit = {
  bucket: "contact",
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: (minutes) =>
    `You have sent several messages in a short time. Please try again in ${plural(minutes, "minute")}.`,
};

export type ContactResult = { stored: true; id: string } | { stored: false };

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
  if (!parsed.success) throw validationError(parsed.error, "Please correct the highlighted fields.");
  const values = parsed.data;

  return db.transaction(async (tx) => {
    await consumeRateLimit(tx, CONTACT_RATE_LIMIT, clientKey(options.clientIp), options.now);
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: values.name, email: values.email, subject: values.subject || null, message: values.message })
      .returning({ id: contactMessages.id });
    const mail = staffNotification(values);
    await enqueueEmail(tx, { to: options.staffEmail ?? site.email, ...mail });
    return { stored: true as const, id: row!.id };
  });
}
