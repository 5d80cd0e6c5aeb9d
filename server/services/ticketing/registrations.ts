// Event registration (SPEC §3 create-event-payment, §5, §9; DESIGN "Capacity").
// One transaction locks the event row, checks every rule, and writes the
// registration with its guests, so concurrent buyers can never oversell.
import { and, eq, lte, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Db } from "../../db/client";
import { eventGuests, eventRegistrations, eventTicketTypes } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { orderSeats } from "../../../shared/domain/capacity";
import { formatDate, formatTime } from "../../../shared/domain/dates";
import { INVALID_TICKET_TYPE, type RegistrationInput } from "../../../shared/schemas/registration";
import { registrationConfirmationEmail } from "./registration-emails";
import { registrationQrPng, registrationReference } from "./registration-reference";
import { enqueueEmail } from "../../mail/outbox";
import { consumeCheckoutLimits, TICKET_CHECKOUT_LIMITS } from "../security/checkout-limits";
import { clientKey } from "../security/client-key";
import { holdLimitShortage, lockEvent, registrationShortage, releaseHolds, releaseHoldsOfEmail } from "./seats";
import { afterOfferClaimed, waitlistGate } from "./waitlist";
import { seatsFreed } from "./seats-freed";

export type RegistrationServices = Pick<AppServices, "db" | "database" | "secret" | "env" | "log">;

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

export async function createRegistration(
  services: RegistrationServices,
  input: RegistrationInput,
  /**
   * `clientIp`: the visitor's address, for the per-client bounds of decision 010.
   * Every public request passes it; staff tools, tests and the benchmark may not.
   */
  options: { now?: Date; clientIp?: string } = {},
): Promise<CreatedRegistration> {
  const now = options.now ?? new Date();
  const holder = { clientKey: options.clientIp ? clientKey(options.clientIp) : null, email: input.customerEmail };
  // The id and its check-in QR code are made before the transaction, so the
  // event row's lock is held only for the database work.
  const registrationId = crypto.randomUUID();
  const reference = registrationReference(services.secret, registrationId);
  const checkIn = { reference, qrPngBase64: await registrationQrPng(reference) };
  return services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, input.eventId);
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
      throw new AppError(422, "validation_failed", INVALID_TICKET_TYPE, [
        { path: "ticketTypeId", message: INVALID_TICKET_TYPE },
      ]);
    }
    if (!ticketType.isActive) throw conflict("This ticket type is not on sale.");

    const seats = orderSeats(input.quantity, ticketType.seatsPerUnit);
    // SPEC §5: a guest form (one guest per seat) only when total seats exceed 1.
    const guests = seats > 1 ? input.guests : [];
    if (seats > 1 && guests.length !== seats) {
      throw new AppError(422, "validation_failed", `Please add details for all ${seats} guests.`, [
        { path: "guests", message: `Please add details for all ${seats} guests.` },
      ]);
    }

    const isFree = ticketType.priceCents === 0;
    if (!isFree) {
      // Decision 010: unpaid holds are bounded per visitor. A few checkouts per
      // hour (429); a new hold replaces the same e-mail's earlier one; what is
      // still held by this client or e-mail, plus this order, stays within the limit (409).
      await consumeCheckoutLimits(tx, TICKET_CHECKOUT_LIMITS, holder, now);
      const replaced = await releaseHoldsOfEmail(tx, event.id, input.customerEmail, now);
      if (replaced.length > 0) {
        services.log.info("earlier hold replaced by a new one", { eventId: event.id, released: replaced.map((r) => r.id) });
      }
      const tooMany = await holdLimitShortage(tx, event, holder, seats, now);
      if (tooMany) throw conflict(tooMany);
    }

    // Waitlist (docs/decisions/017): an offer's token claims its held seats; without one, the queue goes first.
    const claimedOffer = await waitlistGate(
      tx,
      services,
      event,
      ticketType,
      { offerToken: input.offerToken, quantity: input.quantity, registrationId },
      now,
    );
    // End of the waitlist block.

    const shortage = await registrationShortage(tx, event, ticketType, input.quantity, now);
    if (shortage) throw conflict(shortage);

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
        clientKey: isFree ? null : holder.clientKey,
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
    // Waitlist (docs/decisions/017): units of the offer not taken go on to the next person.
    if (claimedOffer) await afterOfferClaimed(tx, services, claimedOffer, input.quantity, now);
    if (isFree) {
      await tx
        .update(eventTicketTypes)
        .set({ quantitySold: sql`${eventTicketTypes.quantitySold} + ${input.quantity}` })
        .where(eq(eventTicketTypes.id, ticketType.id));
      await enqueueEmail(
        tx,
        await registrationConfirmationEmail(tx, services, {
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

/**
 * Marks lapsed holds expired, for the admin's view. Correctness never depends
 * on it: an expired hold stops counting the moment its time passes. The seats
 * they held go to the waitlist (decision 017): seatsFreed per event, under its row lock.
 */
export async function expireLapsedHolds(db: Db, now = new Date(), services?: Pick<AppServices, "database" | "secret" | "env">) {
  const released = await releaseHolds(db, lte(eventRegistrations.holdExpiresAt, now), now);
  if (services) {
    for (const eventId of new Set(released.map((r) => r.eventId))) {
      await db.transaction(async (tx) => {
        await lockEvent(tx, eventId);
        await seatsFreed(tx, { ...services, db }, eventId, now);
      });
    }
  }
  return released.length;
}
