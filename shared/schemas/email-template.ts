// What the e-mail templates screen sends (docs/architecture.md "E-mail
// templates"). Placeholders are checked against the template's registry entry
// by validateTemplate (shared/domain/email-templates.ts), in the form and on save.
import { z } from "zod";
import { EMAIL_TEMPLATE_KEYS } from "../domain/email-template-keys";

export const emailTemplateKeySchema = z.object({
  key: z.enum(EMAIL_TEMPLATE_KEYS, { error: "E-mail template not found" }),
});

export const emailTemplateSaveSchema = emailTemplateKeySchema.extend({
  subject: z.string({ error: "Subject is required" }),
  body: z.string({ error: "Message is required" }),
});
export type EmailTemplateSave = z.infer<typeof emailTemplateSaveSchema>;
