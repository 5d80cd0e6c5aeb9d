// Every automatic e-mail's editable wording (docs/architecture.md "E-mail
// templates"): its label, the default subject and body (what the code used to
// write), the placeholders it may use and those it must keep. A row in
// `email_template` replaces the default once staff change it; deleting the row
// brings the default back. A new automatic e-mail adds its key to
// ./email-template-keys.ts and its entry to the file of its group.
import type { EmailTemplateKey, EmailTemplateSpec } from "./email-template-keys";
import { GIFT_EMAIL_TEMPLATES } from "./gift-email-templates";
import { STAFF_EMAIL_TEMPLATES } from "./staff-email-templates";
import { TICKET_EMAIL_TEMPLATES } from "./ticket-email-templates";

export const EMAIL_TEMPLATES: Record<EmailTemplateKey, EmailTemplateSpec> = {
  ...TICKET_EMAIL_TEMPLATES,
  ...GIFT_EMAIL_TEMPLATES,
  ...STAFF_EMAIL_TEMPLATES,
};
