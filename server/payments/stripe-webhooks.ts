// Stripe webhooks verified on the raw body (docs/payments.md "Webhook setup"):
// the signature, and a signed timestamp neither too old nor too far ahead
// (docs/security.md), then the event normalized (./stripe-events.ts).
import type Stripe from "stripe";
import { WebhookSignatureError, type PaymentProvider } from "./provider";
import { normalizeStripeEvent } from "./stripe-events";

/**
 * Stripe's recommended replay window (docs/payments.md "Webhook setup": a signed timestamp more than
 * 5 minutes old, or more than 5 minutes ahead, → 400).
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The SDK refuses only timestamps too old; one signed too far ahead would stay replayable
 * until it ages. It reads the last `t=` of the header, and so does this.
 */
function signedTooFarAhead(signature: string, nowMs = Date.now()) {
  const stamps = [...signature.matchAll(/(?:^|,)\s*t=(\d+)/g)];
  const signedAt = Number(stamps.at(-1)?.[1] ?? Number.NaN);
  return signedAt - Math.floor(nowMs / 1000) > WEBHOOK_TOLERANCE_SECONDS;
}

export function stripeWebhooks(
  stripe: Stripe,
  webhookSecret: string,
): Pick<PaymentProvider, "parseWebhook"> {
  return {
    async parseWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : "Invalid signature",
        );
      }
      if (signedTooFarAhead(signature))
        throw new WebhookSignatureError("Timestamp too far in the future");
      return normalizeStripeEvent(event);
    },
  };
}
