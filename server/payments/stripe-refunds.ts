// Refunds through Stripe (docs/decisions/016-refunds.md): the refund call, keyed
// by our refund id so a retry never refunds twice, and a Stripe refund object read
// as ours (by the call and by refund events, ./stripe-events.ts).
import Stripe from "stripe";
import type { PaymentProvider, ProviderRefund, ProviderRefundStatus } from "./provider";
import { idOf, meta, num, str, type Loose } from "./stripe-fields";

export function stripeRefunds(stripe: Stripe): Pick<PaymentProvider, "refund"> {
  return {
    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentIntentId,
            amount: request.amountCents,
            metadata: request.metadata,
          },
          // Decision 016: our refund id, so a retried call never refunds twice.
          { idempotencyKey: request.idempotencyKey },
        );
        return { refund: refundOf(refund as unknown as Loose)!, event: null };
      } catch (error) {
        // A refusal is an answer; a network failure is not (the refund may have been made).
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
        ) {
          return { refused: error.message };
        }
        throw error;
      }
    },
  };
}

const refundStatusOf = (status: unknown): ProviderRefundStatus =>
  status === "succeeded" || status === "failed" || status === "canceled" ? status : "pending";

/** A Stripe refund object read defensively; null when it is not one. */
export function refundOf(object: Loose | null | undefined): ProviderRefund | null {
  const id = str(object?.id);
  const amountCents = num(object?.amount);
  if (!object || !id || amountCents === null) return null;
  return {
    id,
    amountCents,
    status: refundStatusOf(object.status),
    paymentIntentId: idOf(object.payment_intent),
    metadata: meta(object.metadata),
  };
}
