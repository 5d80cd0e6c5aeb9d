// The one dispatcher for payment events (DESIGN "Payments"): Stripe webhooks
// and the demo checkout page both end here, so both run the same fulfilment.
//
// Idempotent twice over:
//  - on the provider's event id: applyPaymentEvent (server/core/payment-events.ts)
//    records it first, in the same transaction as the work;
//  - on the session / invoice: handlers only move records forward
//    (pending → completed), so two different events about the same checkout
//    (e.g. completed and async_payment_succeeded) fulfil it once.
//
// It sits on top of the areas it calls (docs/architecture.md "Modules"), so
// server/payments/ (the providers and signed links) never imports an area.
import type { PaymentEvent } from "../../payments/provider";
import {
  applyPaymentEvent,
  paymentEventRoute,
  type DispatchResult,
  type PaymentEventHandler,
  type PaymentServices,
} from "../../core/index.server";
import { handleDonationPaymentEvent } from "../giving/index.server";
import { handleRefundEvent } from "../refunds/index.server";
import { handleRegistrationPaymentEvent } from "../orders/index.server";

const handlers: Record<NonNullable<ReturnType<typeof paymentEventRoute>>, PaymentEventHandler> = {
  donation: handleDonationPaymentEvent,
  registration: handleRegistrationPaymentEvent,
  refund: handleRefundEvent,
};

export function dispatchPaymentEvent(
  services: PaymentServices,
  event: PaymentEvent,
): Promise<DispatchResult> {
  const route = paymentEventRoute(event);
  return applyPaymentEvent(services, event, route ? handlers[route] : null);
}
