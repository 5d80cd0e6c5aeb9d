// What payment events do to registrations (DESIGN "Payments", decision 004:
// fulfilment is the dispatcher's `registration` handler). Runs inside
// the dispatcher's transaction (server/services/payment-events/dispatch.ts); records only
// move forward, so duplicates and out-of-order events change nothing twice.
import { asc, eq, sql } from "drizzle-orm";
import { eventGuests, eventRegistrations, eventTicketTypes } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import type { FulfilmentContext } from "../payment-events/fulfilment-context";
import { latePaymentEmail, registrationConfirmationEmail } from "./registration-emails";
import { registrationQrPng, registrationReference } from "./registration-reference";
import { lockEvent, registrationShortage } from "./seats";
import { isUuid } from "../../../shared/domain/ids";

export async function handleRegistrationPaymentEvent(context: FulfilmentContext) {
  const { event } = context;
  switch (event.type) {
    case "checkout.session.completed":
      // Delayed methods complete the session unpaid; the money comes later.
      if (event.paymentStatus === "unpaid") return;
      return confirmPaid(context);
    case "checkout.session.async_payment_succeeded":
      return confirmPaid(context);
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return releaseHold(context);
  }
}

/** The registration an event is about, with its event row locked first (same order as registering). */
async function lockedRegistration({ tx, event, services }: FulfilmentContext) {
  const id = event.metadata.registrationId;
  if (!id || !isUuid(id)) {
    services.log.warn("payment event without a registration id", { eventId: event.id });
    return null;
  }
  const [found] = await tx
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id));
  if (!found) {
    services.log.warn("payment event for an unknown registration", { eventId: event.id, registrationId: id });
    return null;
  }
  const lockedEvent = await lockEvent(tx, found.eventId);
  const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)).for("update");
  if (row?.checkoutSessionId && event.sessionId && row.checkoutSessionId !== event.sessionId) {
    services.log.warn("payment event session does not match the registration", { eventId: event.id, registrationId: id });
    return null;
  }
  return row ? { registration: row, event: lockedEvent } : null;
}

async function confirmPaid(context: FulfilmentContext) {
  const { tx, event: paymentEvent, services } = context;
  const locked = await lockedRegistration(context);
  if (!locked || locked.registration.status === "active" || locked.registration.needsRefund) return;
  const { registration, event: evt } = locked;
  const now = new Date();
  const [ticketType] = await tx
    .select()
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.id, registration.ticketTypeId));
  if (!ticketType) return;

  // A payment after its hold lapsed (or after staff cancelled) is accepted only
  // while seats remain; otherwise the registration is kept and flagged for a refund.
  const holdLive = registration.status === "pending" && registration.holdExpiresAt && registration.holdExpiresAt > now;
  const shortage =
    registration.status === "cancelled"
      ? "This registration was cancelled before the payment arrived."
      : holdLive
        ? null
        : await registrationShortage(tx, evt, ticketType, registration.quantity, now);
  if (shortage) {
    await tx
      .update(eventRegistrations)
      .set({
        needsRefund: true,
        checkoutSessionId: paymentEvent.sessionId ?? registration.checkoutSessionId,
        // Decision 016: the payment a refund refunds.
        paymentIntentId: paymentEvent.paymentIntentId ?? registration.paymentIntentId,
        updatedAt: now,
      })
      .where(eq(eventRegistrations.id, registration.id));
    await enqueueEmail(
      tx,
      await latePaymentEmail(tx, services, {
        customerName: registration.customerName,
        customerEmail: registration.customerEmail,
        eventTitle: evt.title,
        totalCents: registration.totalCents,
      }),
    );
    services.log.warn("late payment without seats: flagged for refund", { registrationId: registration.id });
    return;
  }

  await tx
    .update(eventRegistrations)
    .set({
      status: "active",
      holdExpiresAt: null,
      // Decision 010: the client key is kept only while the hold is pending.
      clientKey: null,
      checkoutSessionId: paymentEvent.sessionId ?? registration.checkoutSessionId,
      paymentIntentId: paymentEvent.paymentIntentId ?? registration.paymentIntentId,
      updatedAt: now,
    })
    .where(eq(eventRegistrations.id, registration.id));
  await tx
    .update(eventTicketTypes)
    .set({ quantitySold: sql`${eventTicketTypes.quantitySold} + ${registration.quantity}` })
    .where(eq(eventTicketTypes.id, ticketType.id));
  const guests = await tx
    .select({ name: eventGuests.guestName })
    .from(eventGuests)
    .where(eq(eventGuests.registrationId, registration.id))
    .orderBy(asc(eventGuests.createdAt));
  const reference = registrationReference(services.secret, registration.id);
  await enqueueEmail(
    tx,
    await registrationConfirmationEmail(tx, services, {
      registrationId: registration.id,
      event: evt,
      ticketType,
      quantity: registration.quantity,
      totalCents: registration.totalCents,
      customerName: registration.customerName,
      customerEmail: registration.customerEmail,
      guests: guests.map((g) => g.name),
      publicUrl: services.env.PUBLIC_URL,
      checkIn: { reference, qrPngBase64: await registrationQrPng(reference) },
    }),
  );
}

async function releaseHold(context: FulfilmentContext) {
  const locked = await lockedRegistration(context);
  if (locked?.registration.status !== "pending") return;
  await context.tx
    .update(eventRegistrations)
    .set({ status: "expired", updatedAt: new Date() })
    .where(eq(eventRegistrations.id, locked.registration.id));
}
