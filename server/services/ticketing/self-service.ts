// Buyer self-service without an account (docs/decisions/017-self-service-and-waitlist.md):
// the signed link in the confirmation e-mail opens the buyer's own page of the
// registration, where they see the order, add it to a calendar, show the QR
// check-in code, edit their guests' names and needs until the event's cutoff and
// cancel within the event's policy. A token that is not genuine is "not found".
import { and, asc, desc, eq } from "drizzle-orm";
import type { AppServices } from "../../context";
import { eventGuests, eventRegistrations, events, eventTicketTypes } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { eventCalendar } from "../../mail/ics";
import { formatDateTime } from "../../../shared/domain/dates";
import { plural } from "../../../shared/domain/words";
import type { OwnGuestsInput } from "../../../shared/schemas/self-service";
import { recordAudit, type Actor } from "../back-office/audit";
import { refundRegistration, type RefundServices } from "../payments/refunds";
import { getSiteSettings } from "../settings/site-settings";
import { registrationQrPng, registrationReference } from "./registration-reference";
import { adjustSold } from "./registrations-admin";
import { lockEvent } from "./seats";
import { seatsFreed } from "./seats-freed";
import { registrationOfManageToken } from "./self-service-links";
import type { WaitlistServices } from "./waitlist";

export type SelfServiceServices = WaitlistServices & RefundServices;

type EventPolicy = Pick<typeof events.$inferSelect, "startsAt" | "selfCancelHours" | "guestEditHours" | "selfCancelRefund">;

const HOUR = 60 * 60_000;

/** Until when the buyer may cancel online; null: not at all (the event's policy). */
export const cancelDeadline = (event: EventPolicy) =>
  event.selfCancelHours === null ? null : new Date(event.startsAt.getTime() - event.selfCancelHours * HOUR);

/** Until when the buyer may edit their guests' names and needs. */
export const guestEditDeadline = (event: EventPolicy) => new Date(event.startsAt.getTime() - event.guestEditHours * HOUR);

/** The audit log's actor for a change made through the buyer's link. */
const buyerActor = (registration: { id: string; customerEmail: string }): Actor => ({
  id: `manage-link:${registration.id}`,
  email: registration.customerEmail,
});

async function findByToken(db: AppServices["db"], secret: string, token: unknown) {
  const id = registrationOfManageToken(secret, token);
  if (!id) throw notFound("Registration not found");
  const [row] = await db
    .select({ registration: eventRegistrations, event: events, ticketType: eventTicketTypes })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(eq(eventRegistrations.id, id));
  if (!row) throw notFound("Registration not found");
  return row;
}

export type StatusLabel = "Confirmed" | "Awaiting payment" | "Cancelled" | "Expired";

function statusLabel(status: string, holdExpiresAt: Date | null, now: Date): StatusLabel {
  if (status === "active") return "Confirmed";
  if (status === "cancelled") return "Cancelled";
  if (status === "pending" && holdExpiresAt && holdExpiresAt > now) return "Awaiting payment";
  return "Expired";
}

/** A Google Calendar "add event" link (two hours, as the .ics file says). */
export function googleCalendarUrl(event: { title: string; description: string; location: string; startsAt: Date }) {
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
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

/** Everything the buyer's page shows; 404 (AppError) when the token is not genuine. */
export async function getOwnRegistration(services: Pick<AppServices, "db" | "secret">, token: unknown, now = new Date()) {
  const { registration: r, event, ticketType } = await findByToken(services.db, services.secret, token);
  const guests = await services.db
    .select()
    .from(eventGuests)
    .where(eq(eventGuests.registrationId, r.id))
    .orderBy(desc(eventGuests.isPrimaryContact), asc(eventGuests.createdAt), asc(eventGuests.id));
  const status = statusLabel(r.status, r.holdExpiresAt, now);
  const cancelUntil = cancelDeadline(event);
  const editUntil = guestEditDeadline(event);
  const live = r.status === "active" && event.startsAt > now;
  const reference = registrationReference(services.secret, r.id);
  return {
    registration: {
      status,
      reference: r.id.slice(0, 8).toUpperCase(),
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      specialRequests: r.specialRequests,
      quantity: r.quantity,
      totalCents: r.totalCents,
      seats: r.quantity * Math.max(ticketType.seatsPerUnit, 1),
      needsRefund: r.needsRefund,
    },
    event: {
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      location: event.location,
    },
    ticketType: { name: ticketType.name, priceCents: ticketType.priceCents },
    guests: guests.map((g) => ({
      id: g.id,
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
      refund: r.totalCents > 0 ? (event.selfCancelRefund ? ("refunded" as const) : ("not refunded" as const)) : ("free" as const),
    },
    checkIn: live ? { qrPngBase64: await registrationQrPng(reference) } : null,
    googleCalendarUrl: googleCalendarUrl(event),
  };
}

export type OwnRegistration = Awaited<ReturnType<typeof getOwnRegistration>>;

/** The registration's event as an .ics file (server/mail/ics.ts, as attached to the confirmation). */
export async function ownRegistrationCalendar(services: Pick<AppServices, "db" | "database" | "secret" | "env">, token: unknown) {
  const { registration, event } = await findByToken(services.db, services.secret, token);
  const settings = await getSiteSettings(services);
  return eventCalendar({
    uid: `${registration.id}@homefront`,
    title: event.title,
    description: event.description,
    location: event.location,
    startsAt: event.startsAt,
    organizer: settings.name,
    url: services.env.PUBLIC_URL ? `${services.env.PUBLIC_URL}/events/${event.id}` : undefined,
  });
}

export const EDIT_CLOSED = "Guest details can no longer be changed online. Please contact us if something needs to change.";

/**
 * The buyer edits their guests' names and needs (and their special requests)
 * until the event's cutoff. The guests stay the same people in number: one per seat.
 */
export async function updateOwnGuests(services: SelfServiceServices, token: unknown, input: OwnGuestsInput, now = new Date()) {
  const { registration } = await findByToken(services.db, services.secret, token);
  return services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, registration.eventId);
    const [before] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, registration.id));
    if (!before || before.status !== "active" || event.startsAt <= now || now >= guestEditDeadline(event)) {
      throw conflict(EDIT_CLOSED);
    }
    const existing = await tx.select().from(eventGuests).where(eq(eventGuests.registrationId, before.id));
    const ids = new Set(existing.map((g) => g.id));
    const given = input.guests.map((g) => g.id);
    if (given.length !== ids.size || new Set(given).size !== given.length || given.some((id) => !ids.has(id))) {
      throw new AppError(422, "validation_failed", "Invalid input", [{ path: "guests", message: "Invalid input" }]);
    }
    for (const guest of input.guests) {
      await tx
        .update(eventGuests)
        .set({
          guestName: guest.guest_name,
          guestEmail: guest.guest_email,
          dietaryRestrictions: guest.dietary_restrictions,
          accessibilityNeeds: guest.accessibility_needs,
        })
        .where(and(eq(eventGuests.id, guest.id), eq(eventGuests.registrationId, before.id)));
    }
    const [after] = await tx
      .update(eventRegistrations)
      .set({ specialRequests: input.specialRequests, updatedAt: now })
      .where(eq(eventRegistrations.id, before.id))
      .returning();
    const guests = await tx.select().from(eventGuests).where(eq(eventGuests.registrationId, before.id));
    await recordAudit(tx, {
      actor: buyerActor(before),
      action: "update",
      entity: "event_registrations",
      entityId: before.id,
      before: { ...before, clientKey: undefined, guests: existing },
      after: { ...after, clientKey: undefined, guests },
    });
  });
}

export const CANCEL_NOT_OFFERED = "This event's tickets can't be cancelled online. Please contact us if you can't attend.";

/**
 * A paid ticket the buyer cancelled, under a policy that refunds it: all that
 * was paid goes back through the payment provider (docs/decisions/016-refunds.md).
 * When the provider refuses or there is no payment on record, the registration
 * is flagged for staff to refund instead (decision 006 "refund flags"), so the
 * buyer's money is never forgotten. Runs after the cancel committed, outside its
 * transaction (DESIGN "Capacity": no transaction across a network call).
 */
export async function refundSelfCancelled(services: SelfServiceServices, registrationId: string, now = new Date()) {
  try {
    await refundRegistration(services, null, registrationId, { reason: "Cancelled by the buyer online" });
  } catch (error) {
    services.log.warn("self-service refund not made; flagged for staff", {
      registrationId,
      error: error instanceof Error ? error.message : String(error),
    });
    await services.db
      .update(eventRegistrations)
      .set({ needsRefund: true, updatedAt: now })
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.status, "cancelled")));
  }
}

export type CancelOutcome = "free" | "refund" | "no refund";

/**
 * The buyer cancels within the event's policy. Under the event row lock the
 * registration becomes cancelled and its units leave quantity_sold, as the
 * back office's cancel does (registrations-admin.ts updateRegistration); the
 * freed seats go to the waitlist (seatsFreed). A paid ticket is refunded when
 * the event's policy says so, else nothing is paid back.
 */
export async function cancelOwnRegistration(services: SelfServiceServices, token: unknown, now = new Date()): Promise<CancelOutcome> {
  const { registration } = await findByToken(services.db, services.secret, token);
  const outcome = await services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, registration.eventId);
    const [before] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, registration.id));
    if (!before) throw notFound("Registration not found");
    if (before.status === "cancelled") throw conflict("This registration is already cancelled.");
    if (before.status !== "active") throw conflict("Only a confirmed registration can be cancelled.");
    if (event.startsAt <= now) throw conflict("This event has already taken place.");
    const deadline = cancelDeadline(event);
    if (!deadline) throw conflict(CANCEL_NOT_OFFERED);
    if (now >= deadline) {
      throw conflict(
        `Online cancellation closed on ${formatDateTime(deadline)}, ${plural(event.selfCancelHours ?? 0, "hour")} before the event. Please contact us if you can't attend.`,
      );
    }
    const [after] = await tx
      .update(eventRegistrations)
      .set({ status: "cancelled", updatedAt: now })
      .where(eq(eventRegistrations.id, before.id))
      .returning();
    await adjustSold(tx, before.ticketTypeId, -before.quantity);
    await recordAudit(tx, {
      actor: buyerActor(before),
      action: "update",
      entity: "event_registrations",
      entityId: before.id,
      before: { ...before, clientKey: undefined },
      after: { ...after, clientKey: undefined },
    });
    await seatsFreed(tx, services, event.id, now);
    if (before.totalCents <= 0) return "free" as const;
    return event.selfCancelRefund ? ("refund" as const) : ("no refund" as const);
  });
  if (outcome === "refund") {
    try {
      await refundSelfCancelled(services, registration.id, now);
    } catch (error) {
      services.log.error("self-cancel refund failed", {
        registrationId: registration.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcome;
}
