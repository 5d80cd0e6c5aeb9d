// The payment provider's word on a refund (docs/decisions/016-refunds.md): the
// refund call's answer and the webhooks (charge.refunded, refund.updated,
// through the dispatcher), applied idempotently to the refund we recorded, or
// recorded as new when it was made at the provider (the Stripe dashboard).
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { donations, eventRegistrations, refunds } from "../../db/schema";
import type { ProviderRefund } from "../../payments/provider";
import { isUuid } from "../../../shared/domain/ids";
import type { FulfilmentContext, PaymentServices } from "../../core/index.server";
import {
  recordRefund,
  settleRefund,
  lockDonationTarget,
  lockRegistrationTarget,
} from "./refund-record";

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
