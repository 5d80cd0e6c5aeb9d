// The one place a refund changes registrations and gifts (docs/decisions/016-refunds.md):
// the staff's refund (refunds.ts) and the provider's webhooks (charge.refunded,
// refund.updated, through the dispatcher) both end here, in a transaction.
//
// State machine: pending → succeeded → failed | canceled, forward only (a status
// of lower rank than the stored one is an old event, delivered late, and
// ignored). Pending and succeeded refunds are applied — seats freed, amounts
// lowered — and failed or canceled ones are not: moving from one side to the
// other applies or restores, exactly once, under the row locks.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { donations, eventRegistrations, fundraisers, refunds } from "../../db/schema";
import type { RefundStatus } from "../../db/schema/refunds";
import { enqueueEmail } from "../../mail/outbox";
import type { ProviderRefund } from "../../payments/provider";
import { isUuid } from "../../../shared/domain/ids";
import type { FulfilmentContext, PaymentServices } from "../../core/index.server";
import { syncFundraiserRaised } from "../content/index.server";
import { seatsFreed, adjustSold } from "../events/index.server";
import { donationRefundEmail, registrationRefundEmail } from "./refund-emails";
import { reconcileReceiptAfterRefund } from "../receipts/index.server";
import { lockEvent } from "../../core/index.server";

export type Refund = typeof refunds.$inferSelect;
type Registration = typeof eventRegistrations.$inferSelect;
type Donation = typeof donations.$inferSelect;

const RANK: Record<RefundStatus, number> = { pending: 0, succeeded: 1, failed: 2, canceled: 2 };
export const isApplied = (status: RefundStatus) => status === "pending" || status === "succeeded";

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

function lockTargetOf(tx: Tx, refund: Pick<Refund, "registrationId" | "donationId">) {
  if (refund.registrationId) return lockRegistrationTarget(tx, refund.registrationId);
  return refund.donationId ? lockDonationTarget(tx, refund.donationId) : Promise.resolve(null);
}

const lockRefund = async (tx: Tx, id: string) =>
  (await tx.select().from(refunds).where(eq(refunds.id, id)).for("update"))[0] ?? null;

/** Frees the refund's tickets and lowers the amounts (sign +1), or puts them back (sign −1). */
async function applyToTarget(
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
  await reconcileReceiptAfterRefund(tx, services, { registrationId: r.orderId ?? r.id }, now);
  return { ...target, row: row! };
}

async function notify(tx: Tx, services: PaymentServices, target: RefundTarget, refund: Refund) {
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
  if (refund!.status === "succeeded") await notify(tx, services, after, refund!);
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
  if (update.status === "succeeded") await notify(tx, services, current, after!);
  return after!;
}

/** The registration or gift a provider refund is about: our metadata first, else its payment. */
async function targetOfProviderRefund(
  tx: Tx,
  refund: Pick<ProviderRefund, "metadata" | "paymentIntentId">,
) {
  const { registrationId, donationId } = refund.metadata;
  if (registrationId && isUuid(registrationId)) return lockRegistrationTarget(tx, registrationId);
  if (donationId && isUuid(donationId)) return lockDonationTarget(tx, donationId);
  if (!refund.paymentIntentId) return null;
  const [registration] = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.paymentIntentId, refund.paymentIntentId))
    .limit(1);
  if (registration) return lockRegistrationTarget(tx, registration.id);
  const [gift] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.paymentIntentId, refund.paymentIntentId))
    .limit(1);
  return gift ? lockDonationTarget(tx, gift.id) : null;
}

const AT_PROVIDER = "Refunded at the payment provider";

/**
 * Applies one refund as the provider reports it (the refund call's answer or a
 * webhook), idempotently: found by the provider's id, else by our refund id in
 * its metadata; a refund we never made (the Stripe dashboard) is recorded.
 */
export async function reconcileProviderRefund(
  tx: Tx,
  services: PaymentServices,
  provider: "stripe" | "demo",
  reported: ProviderRefund,
  now = new Date(),
) {
  const [byId] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.providerRefundId, reported.id));
  const ours = reported.metadata.refundId;
  const [byOurs] =
    !byId && ours && isUuid(ours)
      ? await tx
          .select({ id: refunds.id })
          .from(refunds)
          .where(and(eq(refunds.id, ours), isNull(refunds.providerRefundId)))
      : [];
  const known = byId ?? byOurs;
  if (known)
    return settleRefund(
      tx,
      services,
      known.id,
      { status: reported.status, providerRefundId: reported.id },
      now,
    );

  const target = await targetOfProviderRefund(tx, reported);
  if (!target) {
    services.log.warn("refund for an unknown payment", {
      providerRefundId: reported.id,
      paymentIntentId: reported.paymentIntentId,
    });
    return null;
  }
  // Two deliveries at once: the second waited on the target's lock and now sees the first's row.
  const [raced] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.providerRefundId, reported.id));
  if (raced)
    return settleRefund(
      tx,
      services,
      raced.id,
      { status: reported.status, providerRefundId: reported.id },
      now,
    );
  // A dashboard refund first seen by its charge's total (no id then) is this one: adopt it.
  const [unnamed] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        target.kind === "registration"
          ? eq(refunds.registrationId, target.row.id)
          : eq(refunds.donationId, target.row.id),
        isNull(refunds.providerRefundId),
        isNull(refunds.createdBy),
        eq(refunds.amountCents, reported.amountCents),
      ),
    )
    .limit(1);
  if (unnamed)
    return settleRefund(
      tx,
      services,
      unnamed.id,
      { status: reported.status, providerRefundId: reported.id },
      now,
    );
  const { refund } = await recordRefund(
    tx,
    services,
    target,
    {
      amountCents: reported.amountCents,
      units: 0,
      provider,
      providerRefundId: reported.id,
      status: reported.status,
      reason: AT_PROVIDER,
      createdBy: null,
    },
    now,
  );
  return refund;
}

/**
 * The dispatcher's handler for charge.refunded and refund.updated. A charge's
 * event on a recent API version names no refund, only the total refunded: what
 * it adds to what we have recorded is recorded as one refund made at the provider.
 */
export async function handleRefundEvent({ tx, event, services }: FulfilmentContext) {
  const provider = event.provider;
  for (const reported of event.refunds ?? []) {
    if (reported.amountCents > 0) await reconcileProviderRefund(tx, services, provider, reported);
  }
  if (
    event.type !== "charge.refunded" ||
    event.amountRefundedCents == null ||
    !event.paymentIntentId
  )
    return;
  const target = await targetOfProviderRefund(tx, {
    metadata: event.metadata,
    paymentIntentId: event.paymentIntentId,
  });
  if (!target) return;
  const missing = event.amountRefundedCents - target.row.refundedCents;
  if (missing <= 0) return;
  await recordRefund(tx, services, target, {
    amountCents: missing,
    units: 0,
    provider,
    providerRefundId: null,
    status: "succeeded",
    reason: AT_PROVIDER,
    createdBy: null,
  });
}
