// Every automatic e-mail's editable wording (docs/architecture.md "E-mail
// templates"): its label, the default subject and body (what the code used to
// write), the placeholders it may use and those it must keep. A row in
// `email_template` replaces the default once staff change it; deleting the row
// brings the default back. A new automatic e-mail adds its entry here.
import type { Placeholder, TemplateRules, TemplateText } from "./email-templates";

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

const organisation: Placeholder[] = [
  { name: "organisation", description: "The organization's name", sample: "Homefront" },
  {
    name: "organisation_email",
    description: "The organization's e-mail address",
    sample: "info@homefront.org",
  },
  {
    name: "organisation_phone",
    description: "The organization's phone number",
    sample: "(254) 555-0142",
  },
];

const signature =
  "With gratitude,\n{{organisation}}\n{{organisation_email}} · {{organisation_phone}}";

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

export const EMAIL_TEMPLATES: Record<EmailTemplateKey, EmailTemplateSpec> = {
  "registration-confirmation": {
    key: "registration-confirmation",
    label: "Registration confirmation",
    audience: "Buyers of tickets",
    description:
      "Sent when a registration is confirmed: at once for free tickets, after payment for paid ones. It carries the QR check-in code and a calendar file.",
    subject: "You're registered: {{event_title}}",
    body: [
      "Dear {{name}},",
      "",
      "You are registered for {{event_title}}. We look forward to seeing you!",
      "",
      "{{order_details}}",
      "Registration reference: {{reference}}",
      "",
      "{{check_in_instructions}}",
      "",
      "See your order, add it to your calendar, update your guests' details or cancel, no login needed:",
      "{{manage_link}}",
      "",
      signature,
    ].join("\n"),
    required: ["reference", "check_in_instructions", "manage_link"],
    placeholders: [
      { name: "name", description: "The buyer's name", sample: "Pat Doe" },
      { name: "event_title", description: "The event's title", sample: "Veterans Day Dinner" },
      {
        name: "event_date",
        description: "The event's date",
        sample: "Wednesday, November 11, 2026",
      },
      { name: "event_time", description: "The event's start time", sample: "6:30 PM" },
      {
        name: "location",
        description: "Where the event takes place",
        sample: "Killeen Community Center",
      },
      {
        name: "order_details",
        description: "Event, date, location, ticket type, quantity, total and guests, one per line",
        sample:
          "Event: Veterans Day Dinner\nDate: Wednesday, November 11, 2026 at 6:30 PM\nLocation: Killeen Community Center\nTicket type: Dinner (Free)\nQuantity: 2\nTotal: $0.00\nGuests:\n  1. Pat Doe\n  2. Sam Doe",
        block: true,
      },
      {
        name: "reference",
        description: "The registration's reference, for questions and the door",
        sample: "6F1C2A9E",
      },
      {
        name: "check_in_instructions",
        description: "How to use the attached QR check-in code and calendar file",
        sample:
          "Please bring the attached QR code (check-in.png) to the door, on your phone or printed.\nThe attached calendar file adds the event to your calendar.",
        block: true,
      },
      {
        name: "event_link",
        description: "The event's page on the website",
        sample: "https://homefront.org/events/1",
        link: true,
      },
      {
        name: "manage_link",
        description: "The buyer's own link to see, change or cancel the registration",
        sample: "https://homefront.org/registrations/sample",
        link: true,
      },
      ...organisation,
    ],
  },
  "late-payment-refund": {
    key: "late-payment-refund",
    label: "Late payment, to be refunded",
    audience: "Buyers whose payment came too late",
    description:
      "Sent when a payment arrives after its seats were released and the event has none left: staff will refund it.",
    subject: "About your payment for {{event_title}}",
    body: [
      "Dear {{name}},",
      "",
      "Your payment of {{amount}} for {{event_title}} reached us after the seats we were holding for you had been released, and the event has no seats left.",
      "We are sorry. Our staff will refund your payment in full; you do not need to do anything.",
      "",
      "Questions? Write to {{organisation_email}} or call {{organisation_phone}}.",
      "",
      "{{organisation}}",
    ].join("\n"),
    placeholders: [
      { name: "name", description: "The buyer's name", sample: "Pat Doe" },
      { name: "event_title", description: "The event's title", sample: "Veterans Day Dinner" },
      { name: "amount", description: "The amount paid", sample: "$40.00" },
      ...organisation,
    ],
  },
  "registration-refund": {
    key: "registration-refund",
    label: "Registration refund",
    audience: "Buyers of tickets who were refunded",
    description:
      "Sent when staff refund a registration, fully or partly, or a refund made at the payment provider is recorded.",
    subject: "Your refund for {{event_title}}",
    body: [
      "Dear {{name}},",
      "",
      "We have refunded {{amount}} to you for {{event_title}}.",
      "",
      "{{refund_details}}",
      "",
      "The money goes back to the card or account you paid with; banks usually take 5 to 10 business days to show it.",
      "Questions? Write to {{organisation_email}} or call {{organisation_phone}}.",
      "",
      signature,
    ].join("\n"),
    required: ["refund_details"],
    placeholders: [
      { name: "name", description: "The buyer's name", sample: "Pat Doe" },
      { name: "event_title", description: "The event's title", sample: "Veterans Day Dinner" },
      { name: "amount", description: "The amount of this refund", sample: "$30.00" },
      {
        name: "refund_details",
        description:
          "Registration reference, tickets given back and still held, and the total refunded, one per line",
        sample:
          "Registration reference: 6F1C2A9E\nTickets given back: 3\nTickets you still hold: 3\nRefunded in all: $30.00 of $60.00 paid",
        block: true,
      },
      ...organisation,
    ],
  },
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
  "contact-notification": {
    key: "contact-notification",
    label: "Contact message (to staff)",
    audience: "Staff",
    description:
      "Sent to the organization's e-mail address when someone writes through the contact form.",
    subject: "New message: {{topic}}",
    body: [
      "{{sender_name}} <{{sender_email}}> wrote through the contact form:",
      "",
      "Subject: {{subject}}",
      "",
      "{{message}}",
      "",
      "Read and manage messages in the back office under Messages (/admin/messages).",
    ].join("\n"),
    required: ["message"],
    placeholders: [
      { name: "sender_name", description: "Who wrote", sample: "Sam Smith" },
      { name: "sender_email", description: "Their e-mail address", sample: "sam@example.org" },
      { name: "subject", description: "The subject they gave, or (none)", sample: "Volunteering" },
      {
        name: "topic",
        description: "The subject they gave, or their name and (no subject)",
        sample: "Volunteering",
      },
      {
        name: "message",
        description: "What they wrote",
        sample: "How can I help with the next care package drive?",
        block: true,
      },
    ],
  },
  "staff-invitation": {
    key: "staff-invitation",
    label: "Staff invitation",
    audience: "People invited to the back office",
    description:
      "Sent when an owner invites someone to the back office. The link works once, for 7 days.",
    subject: "You're invited to the {{organisation}} back office",
    body: [
      "Hello,",
      "",
      "{{invited_by}} has invited you ({{invitee_email}}) to help run the {{organisation}} website, with the role {{role}}.",
      "",
      "Accept the invitation and choose your password here:",
      "{{invitation_link}}",
      "",
      "The link works once and expires on {{expires}}. If you were not expecting this invitation, you can ignore this e-mail.",
      "",
      signature,
    ].join("\n"),
    required: ["invitation_link"],
    placeholders: [
      {
        name: "invitee_email",
        description: "The invited person's e-mail address",
        sample: "sam@example.org",
      },
      { name: "role", description: "The role they will have", sample: "Manager" },
      { name: "invited_by", description: "Who sent the invitation", sample: "Ada Admin" },
      {
        name: "invitation_link",
        description: "The single-use link to accept the invitation",
        sample: "https://homefront.org/invitations/sample",
        link: true,
      },
      {
        name: "expires",
        description: "When the link stops working",
        sample: "Saturday, December 19, 2026 at 6:30 PM",
      },
      ...organisation,
    ],
  },
  "waitlist-offer": {
    key: "waitlist-offer",
    label: "Waitlist offer",
    audience: "People on an event's waitlist",
    description:
      "Sent when seats free up for someone on a sold-out event's waitlist. The seats are held for them until the offer ends.",
    subject: "Seats are available: {{event_title}}",
    body: [
      "Dear {{name}},",
      "",
      "Good news: {{seats}} for {{event_title}} on {{event_date}} at {{event_time}} became available, and you are next on the waitlist.",
      "",
      "We are holding them for you until {{offer_expires}}. Register here:",
      "{{offer_link}}",
      "",
      "If you no longer need them, simply ignore this e-mail and we will offer them to the next person.",
      "",
      signature,
    ].join("\n"),
    required: ["offer_link"],
    placeholders: [
      { name: "name", description: "The person's name", sample: "Pat Doe" },
      { name: "event_title", description: "The event's title", sample: "Veterans Day Dinner" },
      {
        name: "event_date",
        description: "The event's date",
        sample: "Wednesday, November 11, 2026",
      },
      { name: "event_time", description: "The event's start time", sample: "6:30 PM" },
      {
        name: "seats",
        description: "What is held, e.g. 2 Dinner tickets",
        sample: "2 Dinner tickets",
      },
      {
        name: "offer_expires",
        description: "When the offer ends",
        sample: "Tuesday, November 10, 2026 at 6:30 PM",
      },
      {
        name: "offer_link",
        description: "The link that registers with the held seats",
        sample: "https://homefront.org/waitlist/sample",
        link: true,
      },
      ...organisation,
    ],
  },
};
