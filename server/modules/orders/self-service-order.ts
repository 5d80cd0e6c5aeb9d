// Buyer self-service without an account (docs/decisions/017-self-service-and-waitlist.md):
// the order a buyer's signed link opens, and the event's policy for what they may
// do with it. A token that is not genuine is "not found". The page acts on the
// whole order (decision 018): the token of any row of the order opens it.
import { asc, eq } from "drizzle-orm";
import type { AppServices } from "../../context";
import { eventRegistrations, events, eventTicketTypes } from "../../db/schema";
import { notFound } from "../../errors";
import { linesOfOrder, orderIdOf } from "../../../shared/domain/orders";
import { type Actor, registrationOfManageToken } from "../../core/index.server";
import type { RefundServices } from "../refunds/index.server";
import { inOrder, type WaitlistServices } from "../events/index.server";

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
export const buyerActor = (registration: { id: string; customerEmail: string }): Actor => ({
  id: `manage-link:${registration.id}`,
  email: registration.customerEmail,
});

export const lineOrder = [
  asc(eventRegistrations.registeredAt),
  asc(eventRegistrations.id),
] as const;

/**
 * The whole order of the row the token signs (the confirmation's link signs the
 * first row; a token of another row opens the same order), with its event and
 * each line's ticket type; 404 when the token is not genuine.
 */
export async function findOrderByToken(db: AppServices["db"], secret: string, token: unknown) {
  const id = registrationOfManageToken(secret, token);
  if (!id) throw notFound("Registration not found");
  const [signed] = await db
    .select({ id: eventRegistrations.id, orderId: eventRegistrations.orderId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id));
  if (!signed) throw notFound("Registration not found");
  const orderId = orderIdOf(signed);
  const rows = await db
    .select({ registration: eventRegistrations, event: events, ticketType: eventTicketTypes })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(inOrder(orderId))
    .orderBy(...lineOrder);
  const lines = linesOfOrder(rows, orderId, (r) => r.registration);
  if (lines.length === 0) throw notFound("Registration not found");
  return { signedId: signed.id, orderId, lines, event: lines[0]!.event };
}
