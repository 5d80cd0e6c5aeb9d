// The default wording of the e-mails to donors (docs/architecture.md "E-mail
// templates"; docs/decisions/016-refunds.md, 020-supporters-and-receipts.md): the
// receipts of one-time and recurring gifts, and a gift's refund.
import type { Placeholder } from "./email-templates";
import type { EmailTemplateKey, EmailTemplateSpec } from "./email-template-keys";
import { organisation, signature } from "./email-template-organisation";

const receiptBlock: Placeholder = {
  name: "receipt_text",
  description:
    "The receipt itself (shared/domain/receipt-text.ts): legal name and EIN, receipt number, donor, date, amount, designation and the IRS statements",
  sample:
    "Organization: Homefront Ministries (EIN 00-0000000)\nReceipt number: 2026-000123\nDonor: Ada Lovelace\nDate received: December 12, 2026\nAmount: $50.00\nDesignation: General Fund\n\nNo goods or services were provided in exchange for this contribution.",
  block: true,
};

const donor: Placeholder[] = [
  { name: "name", description: "The donor's name", sample: "Ada Lovelace" },
  {
    name: "legal_name",
    description: "The organization's legal name",
    sample: "Homefront Ministries",
  },
  { name: "amount", description: "The amount given", sample: "$50.00" },
  { name: "designation", description: "The fundraiser, or General Fund", sample: "General Fund" },
  { name: "date", description: "The date of the gift", sample: "Saturday, December 12, 2026" },
  {
    name: "receipt_thanks",
    description: "The receipts' thank-you paragraph from Settings",
    sample: "Thank you for your gift. Please keep this receipt for your records.",
  },
  receiptBlock,
  ...organisation,
];

export const GIFT_EMAIL_TEMPLATES = {
  "donation-receipt": {
    key: "donation-receipt",
    label: "Donation receipt (one-time)",
    audience: "Donors",
    description:
      "Sent when a one-time gift is completed. The receipt block carries what the IRS asks for.",
    subject: "Your donation receipt from {{organisation}}",
    body: ["Dear {{name}},", "", "{{receipt_thanks}}", "", "{{receipt_text}}", "", signature].join(
      "\n",
    ),
    required: ["receipt_text"],
    placeholders: donor,
  },
  "donation-receipt-recurring": {
    key: "donation-receipt-recurring",
    label: "Donation receipt (monthly or yearly)",
    audience: "Donors giving every month or year",
    description:
      "Sent for every payment of a recurring gift, with the link to manage or cancel it without logging in.",
    subject: "Your donation receipt from {{organisation}}",
    body: [
      "Dear {{name}},",
      "",
      "{{receipt_thanks}}",
      "",
      "{{receipt_text}}",
      "",
      "Manage or cancel your {{cadence}} gift at any time, no login needed:",
      "{{manage_link}}",
      "",
      signature,
    ].join("\n"),
    required: ["receipt_text", "manage_link"],
    placeholders: [
      ...donor,
      { name: "cadence", description: "monthly or yearly", sample: "monthly" },
      {
        name: "manage_link",
        description: "The donor's own link to change or cancel the gift",
        sample: "https://homefront.org/donate/manage/sample",
        link: true,
      },
    ],
  },
  "donation-refund": {
    key: "donation-refund",
    label: "Donation refund",
    audience: "Donors whose gift was refunded",
    description:
      "Sent when a gift is refunded, fully or partly: the gift's receipt is void, or corrected to the amount kept.",
    subject: "Your gift to {{organisation}} has been refunded",
    body: [
      "Dear {{name}},",
      "",
      "We have refunded {{amount}} of your gift of {{original_amount}} made on {{date}} to {{designation}}.",
      "",
      "{{receipt_status}}",
      "",
      "The money goes back to the card or account you gave with; banks usually take 5 to 10 business days to show it.",
      "",
      signature,
    ].join("\n"),
    required: ["receipt_status"],
    placeholders: [
      { name: "name", description: "The donor's name", sample: "Ada Lovelace" },
      { name: "amount", description: "The amount of this refund", sample: "$20.00" },
      { name: "original_amount", description: "The amount given", sample: "$50.00" },
      { name: "date", description: "The date of the gift", sample: "Saturday, December 12, 2026" },
      {
        name: "designation",
        description: "The fundraiser, or General Fund",
        sample: "General Fund",
      },
      {
        name: "receipt_status",
        description:
          "Whether the gift's receipt is void (all refunded) or corrected to the amount kept, with its number",
        sample:
          "Your receipt for this gift (receipt number 6f1c2a9e-0000-4000-8000-000000000000) is corrected: the amount of your contribution is now $30.00.\nPlease use this amount for your tax records.",
        block: true,
      },
      ...organisation,
    ],
  },
} satisfies Partial<Record<EmailTemplateKey, EmailTemplateSpec>>;
