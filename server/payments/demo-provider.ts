// The `demo` provider (DESIGN "Payments"): the app's own hosted checkout page
// (/checkout/demo/:id), clearly in test mode. Sessions live in the database so
// they survive restarts and are shared by every instance. Paying or cancelling
// produces the same normalized event a Stripe webhook would, which the caller
// hands to the one dispatcher (server/modules/payment-events/dispatch.ts). This
// file assembles the parts: sessions (demo-sessions.ts), checkout (demo-checkout.ts),
// recurring gifts (demo-subscriptions.ts) and refunds (demo-refunds.ts).
import { WebhookSignatureError, type PaymentProvider } from "./provider";
import { demoCheckout, type DemoCheckout } from "./demo-checkout";
import { demoRefunds } from "./demo-refunds";
import type { DemoOptions } from "./demo-sessions";
import { demoSubscriptions, type DemoSubscriptions } from "./demo-subscriptions";

export type DemoPaymentProvider = PaymentProvider &
  DemoCheckout &
  DemoSubscriptions & {
    name: "demo";
  };

export function isDemoProvider(provider: PaymentProvider): provider is DemoPaymentProvider {
  return provider.name === "demo";
}

export function createDemoProvider(options: DemoOptions): DemoPaymentProvider {
  return {
    name: "demo",
    ...demoCheckout(options),
    ...demoSubscriptions(options),
    ...demoRefunds,

    async parseWebhook() {
      // The demo provider has no webhooks: its events come from its own page.
      throw new WebhookSignatureError("Webhooks are not used by the demo payment provider");
    },
  };
}
