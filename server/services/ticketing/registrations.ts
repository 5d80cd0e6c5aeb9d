// Event registration (SPEC §3 create-event-payment, §5, §9; DESIGN "Capacity").
// One transaction locks the event row, checks every rule, and writes the
// registration with its guests, so concurrent buyers can never oversell.
import { and, eq, gt, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Db, Tx } from "../../db/client";
import { eventGuests, eventRegistrations, events, eventTicketTypes } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { formatDate, formatTime } from "../../../shared/domain/dates";
import type { RegistrationInput } from "../../../shared/schemas/registration";
import { registrationConfirmationEmail } from "./registration-emails";
import { registrationQrPng, registrationReference } from "./registration-reference";
import { enqueueEmail } from "../../mail/outbox";

export type RegistrationServices = Pick<AppServices, "db" | "secret" | "env">;

export const HOLD_MINUTES = 30;

export type CreatedRegistration = {
  registrationId: string;
  isFree: boolean;
  totalCents: number;
  holdExpiresAt: Date | null;
  event: { id: string; title: string };
  ticketType: { id: string; name: string; priceCents: number };
  quantity: number;
};

type Options = {
  now?: Date;
  /** Test-only: skip the row lock, to prove the race test catches oversell. */
  unsafeSkipLock?: boolean;
};

/** Seats and units held right now: active registrations and unexpired holds. */
export function countsTowardsCapacity(now: Date) {
  return or(
    eq(eventRegistrations.status, "active"),
    and(eq(eventRegistrations.status, "pending"), gt(eventRegistrations.holdExpiresAt, now)),
  );
}

/** Units per ticket type and seats for the whole event held right now, optionally leaving one registration out. */
export async function takenForEvent(tx: Tx, eventId: string, now: Date, exceptRegistrationId?: string) {
  const rows = await tx
    .select({
      ticketTypeId: eventRegistrations.ticketTypeId,
      units: sql<number>`coalesce(sum(${eventRegistrations.quantity}), 0)::int`,
      seats: sql<number>`coalesce(sum(${eventRegistrations.quantity} * ${eventTicketTypes.seatsPerUnit}), 0)::int`,
    })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        countsTowardsCapacity(now),
        exceptRegistrationId ? ne(eventRegistrations.id, exceptRegistrationId) : undefined,
      ),
    )
    .groupBy(eventRegistrations.ticketTypeId);
  return {
    seats: rows.reduce((sum, r) => sum + Number(r.seats), 0),
    unitsOf: (ticketTypeId: string) => Number(rows.find((r) => r.ticketTypeId === ticketTypeId)?.units ?? 0),
  };
}

export async function createRegistration(
  services: RegistrationServices,
  input: RegistrationInput,
  options: Options = {},
): Promise<CreatedRegistration> {
  const now = options.now ?? new Date();
  // The id and its check-in QR code are made before the transaction, so the
  // event row's lock is held only for the database work.
  const registrationId = crypto.randomUUID();
  const reference = registrationReference(services.secret, registrationId);
  const checkIn = { reference, qrPngBase64: await registrationQrPng(reference) };
  return services.db.transaction(async (tx) => {
    const lock = options.unsafeSkipLock ? sql`` : sql` for update`;
    const locked = await tx.execute(sql`select id from ${events} where ${events.id} = ${input.eventId}${lock}`);
    if ((locked as unknown as { rows: unknown[] }).rows.length === 0) throw notFound("Event not found");
    const [event] = await tx.select().from(events).where(eq(events.id, input.eventId));
    if (!event) throw notFound("Event not found");
    if (!event.hasTickets) throw conflict("This event does not take registrations.");
    if (event.startsAt <= now) throw conflict("This event has already taken place.");
    if (event.ticketSalesStartAt && event.ticketSalesStartAt > now) {
      // SPEC §5: registration proceeds only once the sales start date has passed.
      throw conflict(
        `Ticket sales begin on ${formatDate(event.ticketSalesStartAt)} at ${formatTime(event.ticketSalesStartAt)}`,
      );
    }

    const [ticketType] = await tx
      .select()
      .from(eventTicketTypes)
      .where(and(eq(eventTicketTypes.id, input.ticketTypeId), eq(eventTicketTypes.eventId, event.id)));
    if (!ticketType) {
      throw new AppError(422, "validation_failed", "Please select a valid ticket type", [
        { path: "ticketTypeId", message: "Please select a valid ticket type" },
      ]);
    }
    if (!ticketType.isActive) throw conflict("This ticket type is not on sale.");

    const seats = input.quantity * ticketType.seatsPerUnit;
    // SPEC §5: a guest form (one guest per seat) only when total seats exceed 1.
    const guests = seats > 1 ? input.guests : [];
    if (seats > 1 && guests.length !== seats) {
      throw new AppError(422, "validation_failed", `Please add details for all ${seats} guests.`, [
        { path: "guests", message: `Please add details for all ${seats} guests.` },
      ]);
    }

    const shortage = await seatShortage(tx, event, ticketType, input.quantity, now);
    if (shortage) throw conflict(shortage);

    const isFree = ticketType.priceCents === 0;
    const totalCents = ticketType.priceCents * input.quantity;
    const holdExpiresAt = isFree ? null : new Date(now.getTime() + HOLD_MINUTES * 60_000);
    const [registration] = await tx
      .insert(eventRegistrations)
      .values({
        id: registrationId,
        eventId: event.id,
        ticketTypeId: ticketType.id,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        specialRequests: input.specialRequests,
        quantity: input.quantity,
        totalCents,
        status: isFree ? "active" : "pending",
        holdExpiresAt,
        registeredAt: now,
      })
      .returning({ id: eventRegistrations.id });
    if (guests.length > 0) {
      await tx.insert(eventGuests).values(
        guests.map((guest, index) => ({
          registrationId: registration!.id,
          guestName: guest.guest_name,
          guestEmail: guest.guest_email,
          dietaryRestrictions: guest.dietary_restrictions,
          accessibilityNeeds: guest.accessibility_needs,
          isPrimaryContact: index === 0,
        })),
      );
    }
    if (isFree) {
      await tx
        .update(eventTicketTypes)
        .set({ quantitySold: sql`${eventTicketTypes.quantitySold} + ${input.quantity}` })
        .where(eq(eventTicketTypes.id, ticketType.id));
      await enqueueEmail(
        tx,
        registrationConfirmationEmail({
          registrationId: registration!.id,
          event,
          ticketType,
          quantity: input.quantity,
          totalCents,
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          guests: guests.map((g) => g.guest_name),
          publicUrl: services.env.PUBLIC_URL,
          checkIn,
        }),
      );
    }
    return {
      registrationId: registration!.id,
      isFree,
      totalCents,
      holdExpiresAt,
      event: { id: event.id, title: event.title },
      ticketType: { id: ticketType.id, name: ticketType.name, priceCents: ticketType.priceCents },
      quantity: input.quantity,
    };
  });
}

type EventRow = typeof events.$inferSelect;
type TicketTypeRow = typeof eventTicketTypes.$inferSelect;

/**
 * Why `quantity` more of `ticketType` cannot be sold now (its stock, then the
 * event's capacity), or null when they can. Call with the event row locked.
 */
export async function seatShortage(tx: Tx, event: EventRow, ticketType: TicketTypeRow, quantity: number, now: Date) {
  const taken = await takenForEvent(tx, event.id, now);
  const unitsLeft = ticketType.quantityAvailable - taken.unitsOf(ticketType.id);
  if (unitsLeft < quantity) {
    return unitsLeft <= 0
      ? `${ticketType.name} is sold out.`
      : `Only ${unitsLeft} ${ticketType.name} ticket${unitsLeft === 1 ? "" : "s"} left.`;
  }
  if (event.maxCapacity > 0) {
    const seatsLeft = event.maxCapacity - taken.seats;
    if (seatsLeft < quantity * ticketType.seatsPerUnit) {
      return seatsLeft <= 0
        ? "This event is sold out."
        : `Only ${seatsLeft} seat${seatsLeft === 1 ? "" : "s"} left for this event.`;
    }
  }
  return null;
}

/** Locks an event row for the rest of the transaction (DESIGN "Capacity"). */
export async function lockEvent(tx: Tx, eventId: string) {
  await tx.execute(sql`select id from ${events} where ${events.id} = ${eventId} for update`);
}

/**
 * Marks lapsed holds expired, for the admin's view. Correctness never depends
 * on it: an expired hold stops counting the moment its time passes.
 */
export async function expireLapsedHolds(db: Db, now = new Date()) {
  const expired = await db
    .update(eventRegistrations)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(eventRegistrations.status, "pending"), lte(eventRegistrations.holdExpiresAt, now)))
    .returning({ id: eventRegistrations.id });
  return expired.length;
}

/** Seats taken per event right now (active + unexpired holds), for many events in one query. */
export async function seatsTakenByEvent(db: Db, eventIds: string[], now = new Date()) {
  if (eventIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      eventId: eventRegistrations.eventId,
      seats: sql<number>`coalesce(sum(${eventRegistrations.quantity} * ${eventTicketTypes.seatsPerUnit}), 0)::int`,
    })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(and(inArray(eventRegistrations.eventId, eventIds), countsTowardsCapacity(now)))
    .groupBy(eventRegistrations.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.seats)]));
}
