// The default wording of the e-mails to ticket buyers and people waiting
// (docs/architecture.md "E-mail templates"; docs/decisions/004-registration-flow.md,
// 016-refunds.md, 017-self-service-and-waitlist.md): the confirmation, a late
// payment to refund, a refund, and a waitlist offer.
import type { EmailTemplateKey, EmailTemplateSpec } from "./email-template-keys";
import { organisation, signature } from "./email-template-organisation";

export const TICKET_EMAIL_TEMPLATES = {
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
} satisfies Partial<Record<EmailTemplateKey, EmailTemplateSpec>>;
