// The one place a refund is recorded and moved (docs/decisions/016-refunds.md):
// the staff's refund (refunds.ts) and the provider's answers and webhooks
// (refund-reconcile.ts) both end here, in a transaction.
//
// State machine: pending → succeeded → failed | canceled, forward only (a status
// of lower rank than the stored one is an old event, delivered late, and
// ignored). Pending and succeeded refunds are applied — seats freed, amounts
// lowered — and failed or canceled ones are not: moving from one side to the
// other applies or restores, exactly once, under the row locks.
//
// What a refund does to its registration or gift (docs/decisions/016-refunds.md):
// a registration's tickets freed (seats to the waitlist) and its amounts lowered,
// or a gift's amount and its fundraiser's raised total (decision 021); either
// way the receipt follows what was kept (decision 020); put back when the refund
// fails. And the e-mail telling the buyer or donor.
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { donations, eventRegistrations, fundraisers, refunds } from "../../db/schema";
import type { RefundStatus } from "../../db/schema/refunds";
import { lockEvent, type PaymentServices } from "../../core/index.server";
import { enqueueEmail } from "../../mail/outbox";
import { orderIdOf } from "../../../shared/domain/orders";
import { syncFundraiserRaised } from "../content/index.server";
import { seatsFreed, adjustSold } from "../events/index.server";
import { reconcileReceiptAfterRefund } from "../receipts/index.server";
import { donationRefundEmail, registrationRefundEmail } from "./refund-emails";

export type Refund = typeof refunds.$inferSelect;
type Registration = typeof eventRegistrations.$inferSelect;
type Donation = typeof donations.$inferSelect;

/** The refund's registration or gift, locked (event row first, as everywhere seats change). */
export type RefundTarget =
  | { kind: "registration"; row: Registration; eventTitle: string }
  | { kind: "donation"; row: Donation };

export async function lockRegistrationTarget(
  tx: Tx,
  registrationId: string,
): Promise<RefundTarget | null> {
  const [found] = await tx
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId));
  if (!found) return null;
  const event = await lockEvent(tx, found.eventId);
  const [row] = await tx
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId))
    .for("update");
  return row ? { kind: "registration", row, eventTitle: event.title } : null;
}

export async function lockDonationTarget(tx: Tx, donationId: string): Promise<RefundTarget | null> {
  const [row] = await tx.select().from(donations).where(eq(donations.id, donationId)).for("update");
  return row ? { kind: "donation", row } : null;
}

/** The locked registration or gift of a stored refund; null when it is gone. */
export function lockTargetOf(tx: Tx, refund: Pick<Refund, "registrationId" | "donationId">) {
  if (refund.registrationId) return lockRegistrationTarget(tx, refund.registrationId);
  return refund.donationId ? lockDonationTarget(tx, refund.donationId) : Promise.resolve(null);
}

const RANK: Record<RefundStatus, number> = { pending: 0, succeeded: 1, failed: 2, canceled: 2 };
export const isApplied = (status: RefundStatus) => status === "pending" || status === "succeeded";

const lockRefund = async (tx: Tx, id: string) =>
  (await tx.select().from(refunds).where(eq(refunds.id, id)).for("update"))[0] ?? null;

/**
 * A new refund row, applied at once when it is pending or succeeded. Call with
 * its target locked. The buyer or donor hears of it once it has succeeded.
 */
export async function recordRefund(
  tx: Tx,
  services: PaymentServices,
  target: RefundTarget,
  values: Omit<typeof refunds.$inferInsert, "registrationId" | "donationId">,
  now = new Date(),
) {
  const [refund] = await tx
    .insert(refunds)
    .values({
      ...values,
      registrationId: target.kind === "registration" ? target.row.id : null,
      donationId: target.kind === "donation" ? target.row.id : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  let after = target;
  if (isApplied(refund!.status)) after = await applyToTarget(tx, services, target, refund!, 1, now);
  if (refund!.status === "succeeded") await notifyRefund(tx, services, after, refund!);
  return { refund: refund!, target: after };
}

/**
 * Moves a refund to `status` (forward only) and records the provider's id. Locks
 * the target, then the refund; returns the refund as it is now, or null when gone.
 */
export async function settleRefund(
  tx: Tx,
  services: PaymentServices,
  refundId: string,
  update: { status: RefundStatus; providerRefundId?: string | null },
  now = new Date(),
) {
  const [peek] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!peek) return null;
  const target = await lockTargetOf(tx, peek);
  const refund = await lockRefund(tx, refundId);
  if (!refund || !target) return refund;
  const providerRefundId = refund.providerRefundId ?? update.providerRefundId ?? null;
  const forward = RANK[update.status] > RANK[refund.status];
  if (!forward && providerRefundId === refund.providerRefundId) return refund;
  const [after] = await tx
    .update(refunds)
    .set({ status: forward ? update.status : refund.status, providerRefundId, updatedAt: now })
    .where(eq(refunds.id, refund.id))
    .returning();
  if (!forward) return after!;
  let current = target;
  if (isApplied(refund.status) && !isApplied(update.status)) {
    current = await applyToTarget(tx, services, target, refund, -1, now);
    services.log.warn("refund failed: seats and amounts restored", {
      refundId,
      status: update.status,
    });
  }
  if (update.status === "succeeded") await notifyRefund(tx, services, current, after!);
  return after!;
}

/** Frees the refund's tickets and lowers the amounts (sign +1), or puts them back (sign −1). */
export async function applyToTarget(
  tx: Tx,
  services: PaymentServices,
  target: RefundTarget,
  refund: Refund,
  sign: 1 | -1,
  now: Date,
): Promise<RefundTarget> {
  if (target.kind === "donation") {
    const [row] = await tx
      .update(donations)
      .set({ refundedCents: sql`${donations.refundedCents} + ${sign * refund.amountCents}` })
      .where(eq(donations.id, target.row.id))
      .returning();
    // DESIGN "Payments": refunds lower raised amounts; decision 021: raised = starting + net gifts.
    if (target.row.fundraiserId && target.row.status === "completed") {
      await syncFundraiserRaised(tx, [target.row.fundraiserId], now);
    }
    // Decision 020: the receipt follows what was kept (void, and receipt the rest).
    await reconcileReceiptAfterRefund(tx, services, { donationId: target.row.id }, now);
    return { ...target, row: row! };
  }

  const r = target.row;
  const units = Math.min(refund.units, sign === 1 ? r.quantity : r.refundedUnits);
  const quantity = r.quantity - sign * units;
  // A refund of every ticket cancels the registration; restoring it brings the registration back.
  const status =
    sign === 1 && units > 0 && quantity === 0 && r.status === "active"
      ? "cancelled"
      : sign === -1 && units > 0 && r.quantity === 0 && r.status === "cancelled"
        ? "active"
        : r.status;
  const soldBefore = r.status === "active" ? r.quantity : 0;
  const soldAfter = status === "active" ? quantity : 0;
  const refundedCents = r.refundedCents + sign * refund.amountCents;
  const [row] = await tx
    .update(eventRegistrations)
    .set({
      quantity,
      refundedUnits: r.refundedUnits + sign * units,
      refundedCents,
      status,
      // Decision 006: a late payment's refund flag is settled by a refund; reopened if it fails.
      refundResolvedAt: r.needsRefund
        ? refundedCents > 0
          ? (r.refundResolvedAt ?? now)
          : null
        : r.refundResolvedAt,
      updatedAt: now,
    })
    .where(eq(eventRegistrations.id, r.id))
    .returning();
  if (soldAfter !== soldBefore) {
    await adjustSold(tx, r.ticketTypeId, soldAfter - soldBefore);
  }
  if (soldAfter < soldBefore) await seatsFreed(tx, services, r.eventId, now);
  // Decision 020: the order's receipt (on its first row) follows what was kept.
  await reconcileReceiptAfterRefund(tx, services, { registrationId: orderIdOf(r) }, now);
  return { ...target, row: row! };
}

/** Tells the buyer or donor of a refund that has succeeded (./refund-emails.ts). */
export async function notifyRefund(
  tx: Tx,
  services: PaymentServices,
  target: RefundTarget,
  refund: Refund,
) {
  if (target.kind === "registration") {
    await enqueueEmail(
      tx,
      await registrationRefundEmail(tx, services, {
        registration: target.row,
        eventTitle: target.eventTitle,
        amountCents: refund.amountCents,
        units: refund.units,
      }),
    );
    return;
  }
  const [fundraiser] = target.row.fundraiserId
    ? await tx
        .select({ title: fundraisers.title })
        .from(fundraisers)
        .where(eq(fundraisers.id, target.row.fundraiserId))
    : [];
  await enqueueEmail(
    tx,
    await donationRefundEmail(tx, services, {
      gift: target.row,
      fundraiserTitle: fundraiser?.title ?? null,
      amountCents: refund.amountCents,
    }),
  );
}
