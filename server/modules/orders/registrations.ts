// Event registration (SPEC §3 create-event-payment, §5, §9; DESIGN "Capacity").
// One transaction locks the event row, checks every rule, and writes the
// registration with its guests, so concurrent buyers can never oversell.
// An order may have several ticket type lines, one row each, and a promo code
// (docs/decisions/018-codes-and-orders.md): checked and priced in ./order-lines.ts;
// a paid order's hold is bounded in ./registration-holds.ts (decision 010).
import type { AppServices } from "../../context";
import { eventGuests, eventRegistrations } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { orderSeats } from "../../../shared/domain/capacity";
import { formatDate, formatTime } from "../../../shared/domain/dates";
import { orderLines, type RegistrationInput } from "../../../shared/schemas/registration";
import { confirmationLines, type CreatedRegistration } from "./created-registration";
import { checkedLines, pricedLines } from "./order-lines";
import { registrationConfirmationEmail } from "./registration-emails";
import { boundUnpaidHold, HOLD_MINUTES } from "./registration-holds";
import { registrationQrPng, registrationReference } from "./registration-reference";
import { enqueueEmail } from "../../mail/outbox";
import { clientKey, lockEvent } from "../../core/index.server";
import {
  assertUseLeft,
  usableCode,
  adjustSold,
  orderShortage,
  afterOfferClaimed,
  OFFER_ONE_TYPE,
  waitlistGate,
  type WaitlistEntry,
} from "../events/index.server";

export type RegistrationServices = Pick<AppServices, "db" | "database" | "secret" | "env" | "log">;

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
  const holder = {
    clientKey: options.clientIp ? clientKey(options.clientIp) : null,
    email: input.customerEmail,
  };
  const requested = orderLines(input);
  // The ids and the check-in QR code are made before the transaction, so the
  // event row's lock is held only for the database work.
  const ids = requested.map(() => crypto.randomUUID());
  const registrationId = ids[0]!;
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

    // Decision 018: the code is checked again here, its row locked, so its last
    // use goes to exactly one buyer; one use per order, whatever its lines.
    const code = input.promoCode
      ? await usableCode(tx, event.id, input.promoCode, now, { lock: true, usesLater: true })
      : null;

    const lines = await checkedLines(tx, event.id, requested, code);

    const seats = lines.reduce(
      (sum, l) => sum + orderSeats(l.quantity, l.ticketType.seatsPerUnit),
      0,
    );
    // SPEC §5: a guest form (one guest per seat) only when total seats exceed 1.
    const guests = seats > 1 ? input.guests : [];
    if (seats > 1 && guests.length !== seats) {
      throw new AppError(422, "validation_failed", `Please add details for all ${seats} guests.`, [
        { path: "guests", message: `Please add details for all ${seats} guests.` },
      ]);
    }

    const priced = pricedLines(lines, code);

    // A free order (free tickets, or a code that takes off everything) is registered at once.
    const isFree = priced.totalCents === 0;
    // Decision 010: unpaid holds are bounded per visitor (./registration-holds.ts).
    if (!isFree) await boundUnpaidHold(tx, services, event, holder, seats, now);
    // Counted after the e-mail's earlier hold was replaced: a buyer trying again gets their use back.
    if (code) await assertUseLeft(tx, code, now);

    // Waitlist (docs/decisions/017): an offer's token claims its held seats, for
    // one ticket type (the order's first line); without one, the queue goes first
    // for every line.
    if (input.offerToken && lines.length > 1) throw conflict(OFFER_ONE_TYPE);
    let claimedOffer: WaitlistEntry | null = null;
    for (const [index, line] of lines.entries()) {
      const offerToken = index === 0 ? input.offerToken : null;
      const claimed = await waitlistGate(
        tx,
        services,
        event,
        line.ticketType,
        { offerToken, quantity: line.quantity, registrationId },
        now,
      );
      claimedOffer ??= claimed;
    }
    // End of the waitlist block.

    const shortage = await orderShortage(tx, event, lines, now);
    if (shortage) throw conflict(shortage);

    const holdExpiresAt = isFree ? null : new Date(now.getTime() + HOLD_MINUTES * 60_000);
    await tx.insert(eventRegistrations).values(
      lines.map((line, index) => ({
        id: ids[index]!,
        orderId: lines.length > 1 ? registrationId : null,
        eventId: event.id,
        ticketTypeId: line.ticketType.id,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        specialRequests: input.specialRequests,
        quantity: line.quantity,
        totalCents: priced.lines[index]!.totalCents,
        discountCents: priced.lines[index]!.discountCents,
        promoCodeId: code?.id ?? null,
        status: isFree ? ("active" as const) : ("pending" as const),
        holdExpiresAt,
        clientKey: isFree ? null : holder.clientKey,
        registeredAt: now,
      })),
    );
    if (guests.length > 0) {
      // Decision 018: the order's guests go to its lines in order, one per seat; the first is the primary contact.
      let next = 0;
      const rows = lines.flatMap((line, index) =>
        Array.from({ length: orderSeats(line.quantity, line.ticketType.seatsPerUnit) }, () => {
          const guest = guests[next]!;
          const primary = next === 0;
          next += 1;
          return {
            registrationId: ids[index]!,
            guestName: guest.guest_name,
            guestEmail: guest.guest_email,
            dietaryRestrictions: guest.dietary_restrictions,
            accessibilityNeeds: guest.accessibility_needs,
            isPrimaryContact: primary,
          };
        }),
      );
      await tx.insert(eventGuests).values(rows);
    }
    // Waitlist (docs/decisions/017): units of the offer not taken go on to the next person.
    if (claimedOffer) await afterOfferClaimed(tx, services, claimedOffer, lines[0]!.quantity, now);
    const created: CreatedRegistration = {
      registrationId,
      isFree,
      totalCents: priced.totalCents,
      holdExpiresAt,
      event: {
        id: event.id,
        title: event.title,
        startsAt: event.startsAt,
        location: event.location,
      },
      ticketType: {
        id: lines[0]!.ticketType.id,
        name: lines[0]!.ticketType.name,
        priceCents: lines[0]!.ticketType.priceCents,
      },
      quantity: lines[0]!.quantity,
      lines: lines.map((line, index) => ({
        registrationId: ids[index]!,
        ticketType: {
          id: line.ticketType.id,
          name: line.ticketType.name,
          priceCents: line.ticketType.priceCents,
        },
        quantity: line.quantity,
        discountCents: priced.lines[index]!.discountCents,
        totalCents: priced.lines[index]!.totalCents,
      })),
      discountCents: priced.discountCents,
      promoCode: code?.code ?? null,
    };
    if (isFree) {
      for (const line of lines) {
        await adjustSold(tx, line.ticketType.id, line.quantity);
      }
      await enqueueEmail(
        tx,
        await registrationConfirmationEmail(tx, services, {
          registrationId,
          event,
          ticketType: lines[0]!.ticketType,
          quantity: lines[0]!.quantity,
          totalCents: priced.totalCents,
          ...confirmationLines(created),
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          guests: guests.map((g) => g.guest_name),
          publicUrl: services.env.PUBLIC_URL,
          checkIn,
        }),
      );
    }
    return created;
  });
}
