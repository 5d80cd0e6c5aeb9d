// The `stripe` provider (DESIGN "Payments"): hosted Checkout through the
// official SDK, webhooks verified on the raw body. This file makes the SDK
// client and assembles the parts: checkout (stripe-checkout.ts), webhooks
// (stripe-webhooks.ts, normalized by stripe-events.ts), recurring gifts
// (stripe-subscriptions.ts) and refunds (stripe-refunds.ts).
import Stripe from "stripe";
import type { PaymentProvider } from "./provider";
import { stripeCheckout } from "./stripe-checkout";
import { stripeRefunds } from "./stripe-refunds";
import { stripeSubscriptions } from "./stripe-subscriptions";
import { stripeWebhooks } from "./stripe-webhooks";

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Test-only: point the SDK at a local fake Stripe server. */
  api?: { host: string; port: number; protocol: "http" | "https" };
};

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.api ?? {}),
  });

  return {
    name: "stripe",
    ...stripeCheckout(stripe),
    ...stripeWebhooks(stripe, options.webhookSecret),
    ...stripeSubscriptions(stripe),
    ...stripeRefunds(stripe),
  };
}
