// DESIGN "Runtime contract": STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET → real
// payments through Stripe; otherwise the built-in demo checkout.
import type { Db } from "../db/client";
import type { Env } from "../env";
import { createDemoProvider } from "./demo-provider";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";

export function createPaymentProvider(env: Env, db: Db): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    });
  }
  return createDemoProvider({ db, publicUrl: env.PUBLIC_URL });
}
