// Buyer self-service without an account (docs/decisions/017-self-service-and-waitlist.md):
// the signed link in the confirmation e-mail opens the buyer's own page of the
// registration, where they see the order, add it to a calendar, show the QR
// check-in code, edit their guests' names and needs until the event's cutoff and
// cancel within the event's policy. A token that is not genuine is "not found".
// The page acts on the whole order (decision 018): every ticket type line, all
// their guests, and Cancel cancels (and refunds) every line; the token of any row
// of the order opens it.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { AppServices } from "../../context";
import { eventGuests, eventRegistrations, events, eventTicketTypes } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { eventCalendar } from "../../mail/ics";
import { formatDateTime } from "../../../shared/domain/dates";
import { plural } from "../../../shared/domain/words";
import type { OwnGuestsInput } from "../../../shared/schemas/self-service";
import {
  recordAudit,
  type Actor,
  getSiteSettings,
  registrationOfManageToken,
  lockEvent,
} from "../../core/index.server";
import { refundRegistration, type RefundServices } from "../refunds/index.server";
import { registrationQrPng, registrationReference } from "./registration-reference";
import { inOrder, seatsFreed, adjustSold } from "../events/index.server";
import type { WaitlistServices } from "../events/index.server";

export type SelfServiceServices = WaitlistServices & RefundServices;

type EventPolicy = Pick<
  typeof events.$inferSelect,
  "startsAt" | "selfCancelHours" | "guestEditHours" | "selfCancelRefund"
>;

const HOUR = 60 * 60_000;

/** Until when the buyer may cancel online; null: not at all (the event's policy). */
export const cancelDeadline = (event: EventPolicy) =>
  event.selfCancelHours === null
    ? null
    : new Date(event.startsAt.getTime() - event.selfCancelHours * HOUR);

/** Until when the buyer may edit their guests' names and needs. */
export const guestEditDeadline = (event: EventPolicy) =>
  new Date(event.startsAt.getTime() - event.guestEditHours * HOUR);

/** The audit log's actor for a change made through the buyer's link. */
const buyerActor = (registration: { id: string; customerEmail: string }): Actor => ({
  id: `manage-link:${registration.id}`,
  email: registration.customerEmail,
});

type Registration = typeof eventRegistrations.$inferSelect;

/** Decision 018: the rows of an order share `order_id`, the first row's id; null is a single-line order (its own id). */
const orderOf = (row: Pick<Registration, "id" | "orderId">) => row.orderId ?? row.id;

/** The order's rows in line order: the first row first, the others as they were registered. */
function firstRowFirst<T>(rows: T[], orderId: string, idOf: (row: T) => string) {
  return [...rows.filter((r) => idOf(r) === orderId), ...rows.filter((r) => idOf(r) !== orderId)];
}

const lineOrder = [asc(eventRegistrations.registeredAt), asc(eventRegistrations.id)] as const;

/**
 * The whole order of the row the token signs (the confirmation's link signs the
 * first row; a token of another row opens the same order), with its event and
 * each line's ticket type; 404 when the token is not genuine.
 */
async function findOrderByToken(db: AppServices["db"], secret: string, token: unknown) {
  const id = registrationOfManageToken(secret, token);
  if (!id) throw notFound("Registration not found");
  const [signed] = await db
    .select({ id: eventRegistrations.id, orderId: eventRegistrations.orderId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id));
  if (!signed) throw notFound("Registration not found");
  const orderId = orderOf(signed);
  const rows = await db
    .select({ registration: eventRegistrations, event: events, ticketType: eventTicketTypes })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(inOrder(orderId))
    .orderBy(...lineOrder);
  const lines = firstRowFirst(rows, orderId, (r) => r.registration.id);
  if (lines.length === 0) throw notFound("Registration not found");
  return { signedId: signed.id, orderId, lines, event: lines[0]!.event };
}

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
      reference: orderId.slice(0, 8).toUpperCase(),
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      specialRequests: r.specialRequests,
      quantity: sum((l) => l.registration.quantity),
      totalCents,
      seats: sum((l) => l.registration.quantity * Math.max(l.ticketType.seatsPerUnit, 1)),
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

export const EDIT_CLOSED =
  "Guest details can no longer be changed online. Please contact us if something needs to change.";

/**
 * The buyer edits their guests' names and needs (and their special requests)
 * until the event's cutoff, for every line of the order (decision 018). The
 * guests stay the same people in number: one per seat, each on its own line.
 */
export async function updateOwnGuests(
  services: SelfServiceServices,
  token: unknown,
  input: OwnGuestsInput,
  now = new Date(),
) {
  const {
    signedId,
    orderId,
    event: orderEvent,
  } = await findOrderByToken(services.db, services.secret, token);
  return services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, orderEvent.id);
    const rows = firstRowFirst(
      await tx
        .select()
        .from(eventRegistrations)
        .where(inOrder(orderId))
        .orderBy(...lineOrder),
      orderId,
      (r) => r.id,
    );
    const active = rows.filter((r) => r.status === "active");
    if (active.length === 0 || event.startsAt <= now || now >= guestEditDeadline(event)) {
      throw conflict(EDIT_CLOSED);
    }
    const activeIds = active.map((r) => r.id);
    const existing = await tx
      .select()
      .from(eventGuests)
      .where(inArray(eventGuests.registrationId, activeIds));
    const ids = new Set(existing.map((g) => g.id));
    const given = input.guests.map((g) => g.id);
    if (
      given.length !== ids.size ||
      new Set(given).size !== given.length ||
      given.some((id) => !ids.has(id))
    ) {
      throw new AppError(422, "validation_failed", "Invalid input", [
        { path: "guests", message: "Invalid input" },
      ]);
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
        .where(and(eq(eventGuests.id, guest.id), inArray(eventGuests.registrationId, activeIds)));
    }
    const guestsAfter = await tx
      .select()
      .from(eventGuests)
      .where(inArray(eventGuests.registrationId, activeIds));
    for (const before of active) {
      const [after] = await tx
        .update(eventRegistrations)
        .set({ specialRequests: input.specialRequests, updatedAt: now })
        .where(eq(eventRegistrations.id, before.id))
        .returning();
      await recordAudit(tx, {
        actor: buyerActor({ id: signedId, customerEmail: before.customerEmail }),
        action: "update",
        entity: "event_registrations",
        entityId: before.id,
        before: {
          ...before,
          clientKey: undefined,
          guests: existing.filter((g) => g.registrationId === before.id),
        },
        after: {
          ...after,
          clientKey: undefined,
          guests: guestsAfter.filter((g) => g.registrationId === before.id),
        },
      });
    }
  });
}

export const CANCEL_NOT_OFFERED =
  "This event's tickets can't be cancelled online. Please contact us if you can't attend.";

/**
 * The paid lines the buyer cancelled, under a policy that refunds them: all
 * that was paid goes back through the payment provider (docs/decisions/016-refunds.md),
 * one refund per row of the order (decision 018). A row the provider refuses, or
 * without a payment on record, is flagged for staff to refund instead (decision
 * 006 "refund flags"), so the buyer's money is never forgotten. Runs after the
 * cancel committed, outside its transaction (DESIGN "Capacity": no transaction
 * across a network call).
 */
export async function refundSelfCancelled(
  services: SelfServiceServices,
  registrationIds: readonly string[],
  now = new Date(),
) {
  for (const registrationId of registrationIds) {
    try {
      await refundRegistration(services, null, registrationId, {
        reason: "Cancelled by the buyer online",
      });
    } catch (error) {
      services.log.warn("self-service refund not made; flagged for staff", {
        registrationId,
        error: error instanceof Error ? error.message : String(error),
      });
      await services.db
        .update(eventRegistrations)
        .set({ needsRefund: true, updatedAt: now })
        .where(
          and(
            eq(eventRegistrations.id, registrationId),
            eq(eventRegistrations.status, "cancelled"),
          ),
        );
    }
  }
}

export type CancelOutcome = "free" | "refund" | "no refund";

/**
 * The buyer cancels within the event's policy, the whole order at once
 * (decision 018). Under the event row lock every active line becomes cancelled
 * and its units leave its ticket type's quantity_sold, as the back office's
 * cancel does (registrations-admin.ts updateRegistration), each row audited; the
 * freed seats go to the waitlist once (seatsFreed). Paid lines are refunded when
 * the event's policy says so, else nothing is paid back.
 */
export async function cancelOwnRegistration(
  services: SelfServiceServices,
  token: unknown,
  now = new Date(),
): Promise<CancelOutcome> {
  const {
    signedId,
    orderId,
    event: orderEvent,
  } = await findOrderByToken(services.db, services.secret, token);
  const { outcome, paid } = await services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, orderEvent.id);
    const rows = await tx
      .select()
      .from(eventRegistrations)
      .where(inOrder(orderId))
      .orderBy(...lineOrder)
      .for("update");
    if (rows.length === 0) throw notFound("Registration not found");
    const active = firstRowFirst(rows, orderId, (r) => r.id).filter((r) => r.status === "active");
    if (active.length === 0) {
      if (rows.every((r) => r.status === "cancelled"))
        throw conflict("This registration is already cancelled.");
      throw conflict("Only a confirmed registration can be cancelled.");
    }
    if (event.startsAt <= now) throw conflict("This event has already taken place.");
    const deadline = cancelDeadline(event);
    if (!deadline) throw conflict(CANCEL_NOT_OFFERED);
    if (now >= deadline) {
      throw conflict(
        `Online cancellation closed on ${formatDateTime(deadline)}, ${plural(event.selfCancelHours ?? 0, "hour")} before the event. Please contact us if you can't attend.`,
      );
    }
    for (const before of active) {
      const [after] = await tx
        .update(eventRegistrations)
        .set({ status: "cancelled", updatedAt: now })
        .where(eq(eventRegistrations.id, before.id))
        .returning();
      await adjustSold(tx, before.ticketTypeId, -before.quantity);
      await recordAudit(tx, {
        actor: buyerActor({ id: signedId, customerEmail: before.customerEmail }),
        action: "update",
        entity: "event_registrations",
        entityId: before.id,
        before: { ...before, clientKey: undefined },
        after: { ...after, clientKey: undefined },
      });
    }
    await seatsFreed(tx, services, event.id, now);
    const paidRows = active.filter((r) => r.totalCents > 0);
    if (paidRows.length === 0) return { outcome: "free" as const, paid: [] };
    // What is left to pay back on each paid line (staff may have refunded part already).
    const owed = paidRows.filter((r) => r.totalCents > r.refundedCents).map((r) => r.id);
    return event.selfCancelRefund
      ? { outcome: "refund" as const, paid: owed }
      : { outcome: "no refund" as const, paid: [] };
  });
  if (outcome === "refund") {
    try {
      await refundSelfCancelled(services, paid, now);
    } catch (error) {
      services.log.error("self-cancel refund failed", {
        orderId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcome;
}
