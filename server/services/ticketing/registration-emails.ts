// The registration confirmation e-mail (docs/decisions/004), with an .ics file.
import type { events, eventTicketTypes } from "../../db/schema";
import { eventCalendar } from "../../mail/ics";
import type { EmailMessage } from "../../mail/outbox";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";
import { formatCents, formatPrice } from "../../../shared/domain/money";
import { site } from "../../../shared/site";

type ConfirmationInput = {
  registrationId: string;
  event: typeof events.$inferSelect;
  ticketType: typeof eventTicketTypes.$inferSelect;
  quantity: number;
  totalCents: number;
  customerName: string;
  customerEmail: string;
  guests: string[];
  publicUrl?: string;
  /** Signed check-in reference and its QR code (base64 PNG). */
  checkIn: { reference: string; qrPngBase64: string };
};

export function registrationConfirmationEmail(input: ConfirmationInput): EmailMessage {
  const { event, ticketType } = input;
  const reference = input.registrationId.slice(0, 8).toUpperCase();
  const lines = [
    `Dear ${input.customerName},`,
    "",
    `You are registered for ${event.title}. We look forward to seeing you!`,
    "",
    `Event: ${event.title}`,
    `Date: ${formatLongDate(event.startsAt)} at ${formatTime(event.startsAt)}`,
    `Location: ${event.location}`,
    `Ticket type: ${ticketType.name} (${formatPrice(ticketType.priceCents)})`,
    `Quantity: ${input.quantity}`,
    `Total: ${formatCents(input.totalCents)}`,
    ...(input.guests.length > 0 ? ["Guests:", ...input.guests.map((g, i) => `  ${i + 1}. ${g}`)] : []),
    `Registration reference: ${reference}`,
    "",
    "Please bring the attached QR code (check-in.png) to the door, on your phone or printed.",
    "The attached calendar file adds the event to your calendar.",
    "",
    `With gratitude,`,
    site.name,
    `${site.email} · ${site.phone}`,
  ];
  return {
    to: input.customerEmail,
    subject: `You're registered: ${event.title}`,
    text: lines.join("\n"),
    attachments: [
      { filename: "check-in.png", contentType: "image/png", content: input.checkIn.qrPngBase64, encoding: "base64" },
      {
        filename: "event.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: eventCalendar({
          uid: `${input.registrationId}@homefront`,
          title: event.title,
          description: event.description,
          location: event.location,
          startsAt: event.startsAt,
          organizer: site.name,
          url: input.publicUrl ? `${input.publicUrl}/events/${event.id}` : undefined,
        }),
      },
    ],
  };
}
