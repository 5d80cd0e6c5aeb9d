// What payment events do to registrations (DESIGN "Payments", decision 004:
// fulfilment is the dispatcher's `registration` handler). Runs inside
// the dispatcher's transaction (server/core/payment-events.ts); records only
// move forward, so duplicates and out-of-order events change nothing twice.
import { asc, eq, inArray } from "drizzle-orm";
import { eventGuests, eventRegistrations, eventTicketTypes, promoCodes } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import type { FulfilmentContext } from "../../core/index.server";
import { latePaymentEmail, registrationConfirmationEmail } from "./registration-emails";
import { registrationQrPng, registrationReference } from "./registration-reference";
import { adjustSold, inOrder, orderShortage, releaseHolds } from "../events/index.server";
import { isUuid } from "../../../shared/domain/ids";
import { issueOrderReceipt, renderReceiptText } from "../receipts/index.server";
import { lockEvent } from "../../core/index.server";

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
    services.log.warn("payment event for an unknown registration", {
      eventId: event.id,
      registrationId: id,
    });
    return null;
  }
  const lockedEvent = await lockEvent(tx, found.eventId);
  const [row] = await tx
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id))
    .for("update");
  if (row?.checkoutSessionId && event.sessionId && row.checkoutSessionId !== event.sessionId) {
    services.log.warn("payment event session does not match the registration", {
      eventId: event.id,
      registrationId: id,
    });
    return null;
  }
  return row ? { registration: row, event: lockedEvent } : null;
}

/** Every row of the order the locked registration starts (decision 018), first row first, rows locked. */
async function orderRows(
  context: FulfilmentContext,
  first: typeof eventRegistrations.$inferSelect,
) {
  const rows = await context.tx
    .select()
    .from(eventRegistrations)
    .where(inOrder(first.id))
    .orderBy(asc(eventRegistrations.registeredAt), asc(eventRegistrations.id))
    .for("update");
  return [first, ...rows.filter((r) => r.id !== first.id)];
}

async function confirmPaid(context: FulfilmentContext) {
  const { tx, event: paymentEvent, services } = context;
  const locked = await lockedRegistration(context);
  if (!locked || locked.registration.status === "active" || locked.registration.needsRefund) return;
  const { registration, event: evt } = locked;
  const now = new Date();
  const rows = await orderRows(context, registration);
  const types = await tx
    .select()
    .from(eventTicketTypes)
    .where(
      inArray(
        eventTicketTypes.id,
        rows.map((r) => r.ticketTypeId),
      ),
    );
  const lines = rows.flatMap((row) => {
    const ticketType = types.find((t) => t.id === row.ticketTypeId);
    return ticketType ? [{ row, ticketType, quantity: row.quantity }] : [];
  });
  if (lines.length !== rows.length) return;
  const totalCents = rows.reduce((sum, r) => sum + r.totalCents, 0);
  const ids = rows.map((r) => r.id);

  // A payment after its hold lapsed (or after staff cancelled) is accepted only
  // while seats remain for the whole order; otherwise it is kept and flagged for a refund.
  const holdLive =
    registration.status === "pending" &&
    registration.holdExpiresAt &&
    registration.holdExpiresAt > now;
  const shortage =
    registration.status === "cancelled"
      ? "This registration was cancelled before the payment arrived."
      : holdLive
        ? null
        : await orderShortage(tx, evt, lines, now);
  if (shortage) {
    await tx
      .update(eventRegistrations)
      .set({
        // Every line of the order is flagged and carries the payment (decision 016):
        // each line's refund pays back that line's share.
        needsRefund: true,
        paymentIntentId: paymentEvent.paymentIntentId ?? registration.paymentIntentId,
        updatedAt: now,
      })
      .where(inArray(eventRegistrations.id, ids));
    await tx
      .update(eventRegistrations)
      .set({ checkoutSessionId: paymentEvent.sessionId ?? registration.checkoutSessionId })
      .where(eq(eventRegistrations.id, registration.id));
    await enqueueEmail(
      tx,
      await latePaymentEmail(tx, services, {
        customerName: registration.customerName,
        customerEmail: registration.customerEmail,
        eventTitle: evt.title,
        totalCents,
      }),
    );
    services.log.warn("late payment without seats: flagged for refund", {
      registrationId: registration.id,
    });
    return;
  }

  await tx
    .update(eventRegistrations)
    .set({
      status: "active",
      holdExpiresAt: null,
      // Decision 010: the client key is kept only while the hold is pending.
      clientKey: null,
      // Decision 016: the payment a refund refunds, on every row of the order (one payment).
      paymentIntentId: paymentEvent.paymentIntentId ?? registration.paymentIntentId,
      updatedAt: now,
    })
    .where(inArray(eventRegistrations.id, ids));
  await tx
    .update(eventRegistrations)
    .set({ checkoutSessionId: paymentEvent.sessionId ?? registration.checkoutSessionId })
    .where(eq(eventRegistrations.id, registration.id));
  for (const line of lines) {
    await adjustSold(tx, line.ticketType.id, line.quantity);
  }
  const guests = await tx
    .select({ name: eventGuests.guestName, registrationId: eventGuests.registrationId })
    .from(eventGuests)
    .where(inArray(eventGuests.registrationId, ids))
    .orderBy(asc(eventGuests.createdAt), asc(eventGuests.id));
  // Guests in the order of the lines they belong to (decision 018).
  const orderedGuests = ids.flatMap((id) =>
    guests.filter((g) => g.registrationId === id).map((g) => g.name),
  );
  const discountCents = rows.reduce((sum, r) => sum + r.discountCents, 0);
  const code = registration.promoCodeId
    ? (
        await tx
          .select({ code: promoCodes.code })
          .from(promoCodes)
          .where(eq(promoCodes.id, registration.promoCodeId))
      )[0]
    : undefined;
  const reference = registrationReference(services.secret, registration.id);
  // Decision 020: an order is receipted only when it is partly a contribution (a
  // line with a stated fair market value and something above it); then the
  // confirmation carries the receipt with the quid pro quo disclosure.
  const receipt = await issueOrderReceipt(tx, services, registration.id, {
    receivedAt: paymentEvent.createdAt ?? now,
  });
  await enqueueEmail(
    tx,
    await registrationConfirmationEmail(tx, services, {
      registrationId: registration.id,
      event: evt,
      ticketType: lines[0]!.ticketType,
      quantity: registration.quantity,
      totalCents,
      lines: lines.map((l) => ({
        name: l.ticketType.name,
        priceCents: l.ticketType.priceCents,
        quantity: l.quantity,
        totalCents: l.row.totalCents,
      })),
      discount: code ? { code: code.code, cents: discountCents } : null,
      customerName: registration.customerName,
      customerEmail: registration.customerEmail,
      guests: orderedGuests,
      publicUrl: services.env.PUBLIC_URL,
      checkIn: { reference, qrPngBase64: await registrationQrPng(reference) },
      ...(receipt ? { receiptText: await renderReceiptText(tx, services, receipt) } : {}),
    }),
  );
}

async function releaseHold(context: FulfilmentContext) {
  const locked = await lockedRegistration(context);
  if (locked?.registration.status !== "pending") return;
  // Decision 018: every pending line of the order goes back on sale (and its code's use with it),
  // released as every hold is (decision 010: the client key is forgotten with it).
  await releaseHolds(context.tx, inOrder(locked.registration.id), new Date());
}
