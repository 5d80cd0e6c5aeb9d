// What the event payment return pages show (docs/decisions/004). Read-only for
// the success page: fulfilment happens by payment events only.
import { asc, eq } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Db } from "../../db/client";
import { eventRegistrations, events, eventTicketTypes } from "../../db/schema";
import { HOLD_RELEASE_LINK, verifySignedValue } from "../../payments/signed-links";
import { isUuid } from "../../../shared/domain/ids";
import { inOrder } from "./order-rows";
import { releaseHolds } from "./seat-holds";
import { linesOfOrder, orderIdOf, orderReference } from "../../../shared/domain/orders";

export type RegistrationReceipt = {
  status: "pending" | "active" | "cancelled" | "expired";
  needsRefund: boolean;
  eventId: string;
  eventTitle: string;
  startsAt: string;
  location: string;
  ticketTypeName: string;
  quantity: number;
  totalCents: number;
  customerEmail: string;
  /** Decision 018: every line of the order (one for a single ticket type); totalCents is the order's. */
  lines: { ticketTypeName: string; quantity: number }[];
  /** The order's short reference, as its confirmation e-mail prints it (shared/domain/orders.ts). */
  reference: string;
};

export async function registrationBySession(
  db: Db,
  sessionId: string | null,
): Promise<RegistrationReceipt | null> {
  if (!sessionId || sessionId.length > 200) return null;
  const [row] = await db
    .select({
      id: eventRegistrations.id,
      orderId: eventRegistrations.orderId,
      status: eventRegistrations.status,
      needsRefund: eventRegistrations.needsRefund,
      eventId: events.id,
      eventTitle: events.title,
      startsAt: events.startsAt,
      location: events.location,
      ticketTypeName: eventTicketTypes.name,
      quantity: eventRegistrations.quantity,
      totalCents: eventRegistrations.totalCents,
      customerEmail: eventRegistrations.customerEmail,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(eq(eventRegistrations.checkoutSessionId, sessionId));
  if (!row) return null;
  const orderId = orderIdOf(row);
  const order = await db
    .select({
      id: eventRegistrations.id,
      orderId: eventRegistrations.orderId,
      ticketTypeName: eventTicketTypes.name,
      quantity: eventRegistrations.quantity,
      totalCents: eventRegistrations.totalCents,
    })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(inOrder(orderId))
    .orderBy(asc(eventRegistrations.registeredAt), asc(eventRegistrations.id));
  const lines = linesOfOrder(order, orderId, (l) => l);
  const { id: _id, orderId: _orderId, ...receipt } = row;
  return {
    ...receipt,
    startsAt: row.startsAt.toISOString(),
    totalCents: lines.reduce((sum, l) => sum + l.totalCents, 0),
    lines: lines.map((l) => ({ ticketTypeName: l.ticketTypeName, quantity: l.quantity })),
    reference: orderReference(orderId),
  };
}

/**
 * The buyer left the checkout: release a hold that is still pending, so the
 * seats go back on sale at once. A payment that still arrives later is handled
 * like any late payment (accepted while seats remain). `link` is the registration
 * id signed into that checkout's cancel URL (ticket-checkout.ts); a bare or forged
 * id releases nothing (docs/payments.md "Event registrations").
 */
export async function releaseAbandonedHold(
  services: Pick<AppServices, "db" | "secret">,
  link: string,
): Promise<"released" | "not_pending" | "invalid_link"> {
  const registrationId = verifySignedValue(services.secret, HOLD_RELEASE_LINK, link);
  if (!registrationId || !isUuid(registrationId)) return "invalid_link";
  // Decision 018: the whole order goes back on sale, every line of it.
  const [row] = await releaseHolds(services.db, inOrder(registrationId), new Date());
  return row ? "released" : "not_pending";
}
