// The contact form (SPEC §2 "Contact", §5, §8): a message is stored and a
// notification to staff is queued in the same transaction (DESIGN "E-mail").
// Spam defences (docs/security.md §7): a honeypot field, and at most 5 messages per client
// per 10 minutes, counted in the database so every instance agrees.
import { plural } from "../../../shared/domain/words";
import { contactSchema, HONEYPOT_FIELD, type ContactValues } from "../../../shared/schemas/contact";
import type { Db, DbOrTx } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { validationError } from "../../errors";
import { enqueueEmail } from "../../mail/outbox";
import { clientKey, getEmailTemplate } from "../../core/index.server";
import { renderEmail } from "../../../shared/domain/email-templates";
import { EMAIL_TEMPLATES } from "../../../shared/domain/email-template-registry";
import { consumeRateLimit, type RateLimit } from "../../http/rate-limit";

export const CONTACT_RATE_LIMIT: RateLimit = {
  bucket: "contact",
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: (minutes) =>
    `You have sent several messages in a short time. Please try again in ${plural(minutes, "minute")}.`,
};

export type ContactResult = { stored: true; id: string } | { stored: false };

/** The notification to staff, in the wording of the `contact-notification` template. */
async function staffNotification(tx: DbOrTx, values: ContactValues) {
  const template = await getEmailTemplate(tx, "contact-notification");
  return renderEmail(
    template,
    {
      sender_name: values.name,
      sender_email: values.email,
      subject: values.subject || "(none)",
      topic: values.subject || `${values.name} (no subject)`,
      message: values.message,
    },
    EMAIL_TEMPLATES["contact-notification"].placeholders,
  );
}

export async function submitContactMessage(
  db: Db,
  input: Record<string, unknown>,
  options: {
    clientIp: string;
    now?: Date;
    /** Where the notification goes: the settings' e-mail. */ staffEmail: string;
  },
): Promise<ContactResult> {
  // A filled honeypot is a bot: answer as if it worked, keep nothing.
  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { stored: false };

  const parsed = contactSchema.safeParse(input);
  if (!parsed.success)
    throw validationError(parsed.error, "Please correct the highlighted fields.");
  const values = parsed.data;

  return db.transaction(async (tx) => {
    await consumeRateLimit(tx, CONTACT_RATE_LIMIT, clientKey(options.clientIp), options.now);
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: values.name,
        email: values.email,
        subject: values.subject || null,
        message: values.message,
      })
      .returning({ id: contactMessages.id });
    const mail = await staffNotification(tx, values);
    await enqueueEmail(tx, { to: options.staffEmail, ...mail });
    return { stored: true as const, id: row!.id };
  });
}
