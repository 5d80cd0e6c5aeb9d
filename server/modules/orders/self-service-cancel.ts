// The buyer cancels within the event's policy (docs/decisions/017-self-service-and-waitlist.md),
// the whole order at once (decision 018), and is refunded when the policy says
// so (docs/decisions/016-refunds.md), after the cancel has committed.
import { and, eq } from "drizzle-orm";
import { eventRegistrations } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { formatDateTime } from "../../../shared/domain/dates";
import { linesOfOrder } from "../../../shared/domain/orders";
import { plural } from "../../../shared/domain/words";
import { recordAudit, lockEvent } from "../../core/index.server";
import { refundRegistration } from "../refunds/index.server";
import { adjustSold, inOrder, seatsFreed } from "../events/index.server";
import {
  buyerActor,
  cancelDeadline,
  findOrderByToken,
  lineOrder,
  type SelfServiceServices,
} from "./self-service-order";

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
 * cancel does (registration-changes-admin.ts updateRegistration), each row audited; the
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
    const active = linesOfOrder(rows, orderId, (r) => r).filter((r) => r.status === "active");
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
