// The one dispatcher for payment events (DESIGN "Payments"): Stripe webhooks
// and the demo checkout page both end here, so both run the same fulfilment.
//
// Idempotent twice over:
//  - on the provider's event id: it is inserted into payment_events (primary
//    key) first, in the same transaction as the work; a redelivery conflicts
//    and is a no-op, and a failed attempt rolls back so the retry runs again;
//  - on the session / invoice: handlers only move records forward
//    (pending → completed), so two different events about the same checkout
//    (e.g. completed and async_payment_succeeded) fulfil it once.
//
// It lives with the services it calls, so server/payments/ (the providers and
// signed links) never imports server/services/ (docs/architecture.md "Layout").
import { paymentEvents } from "../../db/schema";
import {
  handledEventTypes,
  isRefundEvent,
  type PaymentEvent,
  type PaymentKind,
} from "../../payments/provider";
import { handleDonationPaymentEvent } from "../giving/donation-fulfilment";
import { handleRefundEvent } from "../refunds/refund-reconcile";
import { handleRegistrationPaymentEvent } from "../orders/registration-fulfilment";
import type { PaymentEventHandler, PaymentServices } from "../../core/fulfilment-context";

/** metadata.kind → the handler of that kind of checkout. */
export const paymentEventHandlers: Record<PaymentKind, PaymentEventHandler> = {
  donation: handleDonationPaymentEvent,
  registration: handleRegistrationPaymentEvent,
};

export type DispatchResult = "processed" | "duplicate" | "ignored";

export async function dispatchPaymentEvent(
  services: PaymentServices,
  event: PaymentEvent,
): Promise<DispatchResult> {
  const result = await services.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        provider: event.provider,
        type: event.type,
        payload: event.raw ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return "duplicate" as const;
    // Decision 016: a refund routes by the refund (our metadata or its payment), so one
    // made in the provider's dashboard, with no metadata.kind, is recorded too.
    if (isRefundEvent(event.type)) {
      await handleRefundEvent({ tx, event, services });
      return "processed" as const;
    }
    if (!event.kind || !(handledEventTypes as readonly string[]).includes(event.type))
      return "ignored" as const;
    await paymentEventHandlers[event.kind]({ tx, event, services });
    return "processed" as const;
  });
  services.log.info("payment event", {
    eventId: event.id,
    type: event.type,
    kind: event.kind,
    result,
  });
  return result;
}
