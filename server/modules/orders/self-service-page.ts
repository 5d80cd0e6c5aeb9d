// The buyer's own page of their order (docs/decisions/017-self-service-and-waitlist.md):
// opened by the signed link in the confirmation e-mail, it shows the order
// (every ticket type line and all their guests, decision 018), what the event's
// policy still allows, the QR check-in code, and the event for a calendar.
import { asc, desc, inArray } from "drizzle-orm";
import type { AppServices } from "../../context";
import { eventGuests } from "../../db/schema";
import { eventCalendar } from "../../mail/ics";
import { orderReference } from "../../../shared/domain/orders";
import { getSiteSettings } from "../../core/index.server";
import { registrationQrPng, registrationReference } from "./registration-reference";
import { cancelDeadline, findOrderByToken, guestEditDeadline } from "./self-service-order";
import { orderSeats } from "../../../shared/domain/capacity";

/**
 * The lines the order stands for now: its active ones, or every line when none
 * is active (an order awaiting payment, lapsed or cancelled). A line staff
 * cancelled on its own (decision 018: the back office edits one row) is left out
 * of a confirmed order's total, guests and cancel.
 */
function currentLines<T>(lines: T[], statusOf: (line: T) => string) {
  const active = lines.filter((l) => statusOf(l) === "active");
  return active.length > 0 ? active : lines;
}

export type StatusLabel = "Confirmed" | "Awaiting payment" | "Cancelled" | "Expired";

function statusLabel(status: string, holdExpiresAt: Date | null, now: Date): StatusLabel {
  if (status === "active") return "Confirmed";
  if (status === "cancelled") return "Cancelled";
  if (status === "pending" && holdExpiresAt && holdExpiresAt > now) return "Awaiting payment";
  return "Expired";
}

/** A Google Calendar "add event" link (two hours, as the .ics file says). */
export function googleCalendarUrl(event: {
  title: string;
  description: string;
  location: string;
  startsAt: Date;
}) {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const end = new Date(event.startsAt.getTime() + 120 * 60_000);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${stamp(event.startsAt)}/${stamp(end)}`,
    details: event.description.slice(0, 1000),
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Everything the buyer's page shows, for the whole order; 404 (AppError) when the token is not genuine. */
export async function getOwnRegistration(
  services: Pick<AppServices, "db" | "secret">,
  token: unknown,
  now = new Date(),
) {
  const { orderId, lines, event } = await findOrderByToken(services.db, services.secret, token);
  const current = currentLines(lines, (l) => l.registration.status);
  const r = current[0]!.registration;
  const lineIndex = new Map(current.map((l, index) => [l.registration.id, index]));
  const guests = (
    await services.db
      .select()
      .from(eventGuests)
      .where(inArray(eventGuests.registrationId, [...lineIndex.keys()]))
      .orderBy(desc(eventGuests.isPrimaryContact), asc(eventGuests.createdAt), asc(eventGuests.id))
  ).sort((a, b) => lineIndex.get(a.registrationId)! - lineIndex.get(b.registrationId)!);
  const sum = (value: (line: (typeof lines)[number]) => number) =>
    current.reduce((total, line) => total + value(line), 0);
  const totalCents = sum((l) => l.registration.totalCents);
  const status = statusLabel(r.status, r.holdExpiresAt, now);
  const cancelUntil = cancelDeadline(event);
  const editUntil = guestEditDeadline(event);
  const live = r.status === "active" && event.startsAt > now;
  // Decision 018: the check-in QR code is the order's first row's.
  const reference = registrationReference(services.secret, orderId);
  return {
    registration: {
      status,
      reference: orderReference(orderId),
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      specialRequests: r.specialRequests,
      quantity: sum((l) => l.registration.quantity),
      totalCents,
      seats: sum((l) => orderSeats(l.registration.quantity, l.ticketType.seatsPerUnit)),
      needsRefund: lines.some((l) => l.registration.needsRefund),
    },
    lines: lines.map(({ registration: line, ticketType: type }) => ({
      ticketTypeName: type.name,
      quantity: line.quantity,
      discountCents: line.discountCents,
      totalCents: line.totalCents,
      status: statusLabel(line.status, line.holdExpiresAt, now),
    })),
    event: {
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      location: event.location,
    },
    ticketType: { name: lines[0]!.ticketType.name, priceCents: lines[0]!.ticketType.priceCents },
    guests: guests.map((g) => ({
      id: g.id,
      ticketTypeName: current[lineIndex.get(g.registrationId)!]!.ticketType.name,
      guest_name: g.guestName,
      guest_email: g.guestEmail ?? "",
      dietary_restrictions: g.dietaryRestrictions ?? "",
      accessibility_needs: g.accessibilityNeeds ?? "",
    })),
    policy: {
      canEdit: live && now < editUntil,
      editUntil: editUntil.toISOString(),
      canCancel: live && cancelUntil !== null && now < cancelUntil,
      cancelUntil: cancelUntil?.toISOString() ?? null,
      refund:
        totalCents > 0
          ? event.selfCancelRefund
            ? ("refunded" as const)
            : ("not refunded" as const)
          : ("free" as const),
    },
    checkIn: live ? { qrPngBase64: await registrationQrPng(reference) } : null,
    googleCalendarUrl: googleCalendarUrl(event),
  };
}

export type OwnRegistration = Awaited<ReturnType<typeof getOwnRegistration>>;

/** The registration's event as an .ics file (server/mail/ics.ts, as attached to the confirmation). */
export async function ownRegistrationCalendar(
  services: Pick<AppServices, "db" | "database" | "secret" | "env">,
  token: unknown,
) {
  const { orderId, event } = await findOrderByToken(services.db, services.secret, token);
  const settings = await getSiteSettings(services);
  return eventCalendar({
    uid: `${orderId}@homefront`,
    title: event.title,
    description: event.description,
    location: event.location,
    startsAt: event.startsAt,
    organizer: settings.name,
    url: services.env.PUBLIC_URL ? `${services.env.PUBLIC_URL}/events/${event.id}` : undefined,
  });
}
