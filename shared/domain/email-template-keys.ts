// Which automatic e-mails have editable wording (docs/architecture.md "E-mail
// templates"): their keys, in the order the back office lists them, and what
// each template's entry holds (./email-template-registry.ts assembles them).
import type { TemplateRules, TemplateText } from "./email-templates";

export const EMAIL_TEMPLATE_KEYS = [
  "registration-confirmation",
  "late-payment-refund",
  "registration-refund",
  "donation-receipt",
  "donation-receipt-recurring",
  "donation-refund",
  "contact-notification",
  "staff-invitation",
  "waitlist-offer",
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

export type EmailTemplateSpec = TemplateRules &
  TemplateText & {
    key: EmailTemplateKey;
    label: string;
    description: string;
    /** Who receives it, in a few words. */
    audience: string;
  };

export const isEmailTemplateKey = (value: unknown): value is EmailTemplateKey =>
  typeof value === "string" && (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(value);
