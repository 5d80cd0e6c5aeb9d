// SPEC §5 "Contact form": name, email and message are required, email must be
// an e-mail address, subject is optional. SPEC gives no custom messages here, so
// 'Required' applies (SPEC §5 "Other"); the length limits are docs/decisions/003's.
import { z } from "zod";

export const CONTACT_LIMITS = { name: 100, email: 255, subject: 200, message: 5000 } as const;

/** SPEC §8: the contact form's failure toast, from the action and the form alike. */
export const CONTACT_FAILED = "Failed to send message. Please try again.";

/** Name of the hidden field only bots fill in (a honeypot). */
export const HONEYPOT_FIELD = "website";

const required = (max: number, tooLong: string) =>
  z.string().trim().min(1, { message: "Required" }).max(max, { message: tooLong });

export const contactSchema = z.object({
  name: required(CONTACT_LIMITS.name, "Name must be less than 100 characters"),
  email: z
    .string()
    .trim()
    .min(1, { message: "Required" })
    .max(CONTACT_LIMITS.email, { message: "Email must be less than 255 characters" })
    .pipe(z.email({ message: "Invalid email address" })),
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subject, { message: "Subject must be less than 200 characters" })
    .optional()
    .default(""),
  message: required(CONTACT_LIMITS.message, "Message must be less than 5000 characters"),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
