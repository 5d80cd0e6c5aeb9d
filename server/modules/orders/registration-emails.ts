// The registration e-mails (docs/decisions/004): the confirmation, with its QR
// check-in code and an .ics file, and the notice of a late payment to refund.
// Their wording is the staff-editable template (docs/architecture.md "E-mail
// templates"); what they carry besides it stays here.
import type { DbOrTx } from "../../db/client";
import type { events, eventTicketTypes } from "../../db/schema";
import { eventCalendar } from "../../mail/ics";
import type { EmailMessage } from "../../mail/outbox";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";
import { formatCents, formatPrice } from "../../../shared/domain/money";
import { orderReference } from "../../../shared/domain/orders";
import {
  renderEmailTemplate,
  siteSettingsIn,
  type MailServices,
  managePath,
} from "../../core/index.server";

type ConfirmationInput = {
  /** The order's id, its first row's (decision 018): the reference and the manage link name it. */
  registrationId: string;
  event: typeof events.$inferSelect;
  ticketType: typeof eventTicketTypes.$inferSelect;
  quantity: number;
  totalCents: number;
  customerName: string;
  customerEmail: string;
  guests: string[];
  publicUrl?: string;
  /**
   * Decision 018: every line of a multi-line order (or one with a code), each
   * with its total after the discount; absent for a single line at its price.
   */
  lines?: { name: string; priceCents: number; quantity: number; totalCents: number }[];
  /** The order's code and what it took off, in cents. */
  discount?: { code: string; cents: number } | null;
  /** Signed check-in reference and its QR code (base64 PNG). */
  checkIn: { reference: string; qrPngBase64: string };
  /** Decision 020: the order's receipt, when part of the payment was a contribution. */
  receiptText?: string;
};

export const CHECK_IN_INSTRUCTIONS =
  "Please bring the attached QR code (check-in.png) to the door, on your phone or printed.\n" +
  "The attached calendar file adds the event to your calendar.";

/** Pass the transaction that confirms the registration. */
export async function registrationConfirmationEmail(
  tx: DbOrTx,
  services: MailServices & { secret: string },
  input: ConfirmationInput,
): Promise<EmailMessage> {
  const { event, ticketType } = input;
  const settings = await siteSettingsIn(tx, services);
  const reference = orderReference(input.registrationId);
  const details = [
    `Event: ${event.title}`,
    `Date: ${formatLongDate(event.startsAt)} at ${formatTime(event.startsAt)}`,
    `Location: ${event.location}`,
    ...(input.lines && (input.lines.length > 1 || input.discount)
      ? [
          "Tickets:",
          ...input.lines.map(
            (l) =>
              `  ${l.quantity} × ${l.name} (${formatPrice(l.priceCents)}): ${formatCents(l.totalCents)}`,
          ),
          ...(input.discount
            ? [`Code ${input.discount.code}: −${formatCents(input.discount.cents)}`]
            : []),
        ]
      : [
          `Ticket type: ${ticketType.name} (${formatPrice(ticketType.priceCents)})`,
          `Quantity: ${input.quantity}`,
        ]),
    `Total: ${formatCents(input.totalCents)}`,
    ...(input.guests.length > 0
      ? ["Guests:", ...input.guests.map((g, i) => `  ${i + 1}. ${g}`)]
      : []),
    ...(input.receiptText ? ["", "Your receipt:", "", input.receiptText] : []),
  ];
  const eventUrl = input.publicUrl ? `${input.publicUrl}/events/${event.id}` : undefined;
  const mail = await renderEmailTemplate(
    tx,
    "registration-confirmation",
    {
      name: input.customerName,
      event_title: event.title,
      event_date: formatLongDate(event.startsAt),
      event_time: formatTime(event.startsAt),
      location: event.location,
      order_details: details.join("\n"),
      reference,
      check_in_instructions: CHECK_IN_INSTRUCTIONS,
      event_link: eventUrl ?? "",
      // Decision 017: the buyer's own page, signed, no login.
      manage_link: `${input.publicUrl ?? ""}${managePath(services.secret, input.registrationId)}`,
    },
    settings,
  );
  return {
    to: input.customerEmail,
    ...mail,
    attachments: [
      {
        filename: "check-in.png",
        contentType: "image/png",
        content: input.checkIn.qrPngBase64,
        encoding: "base64",
      },
      {
        filename: "event.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: eventCalendar({
          uid: `${input.registrationId}@homefront`,
          title: event.title,
          description: event.description,
          location: event.location,
          startsAt: event.startsAt,
          organizer: settings.name,
          url: eventUrl,
        }),
      },
    ],
  };
}

/** A payment that came after its seats were released, with none left: staff refund it. */
export async function latePaymentEmail(
  tx: DbOrTx,
  services: MailServices,
  input: { customerName: string; customerEmail: string; eventTitle: string; totalCents: number },
): Promise<EmailMessage> {
  const settings = await siteSettingsIn(tx, services);
  const mail = await renderEmailTemplate(
    tx,
    "late-payment-refund",
    {
      name: input.customerName,
      event_title: input.eventTitle,
      amount: formatCents(input.totalCents),
    },
    settings,
  );
  return { to: input.customerEmail, ...mail };
}
