// POST /api/webhooks/stripe (DESIGN "Payments"): Stripe's events, verified on
// the raw body (signature and a 5-minute timestamp tolerance), then handed to
// the same dispatcher the demo checkout uses. A bad signature is a 400 and
// changes nothing; a failure while fulfilling is a 500 so Stripe retries.
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../errors";
import { dispatchPaymentEvent } from "../modules/payment-events/index.server";
import { WebhookSignatureError } from "../payments/provider";

export const paymentsApi = new Hono<AppEnv>().post("/stripe", async (c) => {
  const services = c.get("services");
  if (services.payments.name !== "stripe") {
    throw new AppError(
      404,
      "not_found",
      "Stripe webhooks are not enabled: the demo payment provider is in use.",
    );
  }
  const rawBody = Buffer.from(await c.req.arrayBuffer());
  let event;
  try {
    event = await services.payments.parseWebhook(rawBody, c.req.raw.headers);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    services.log.warn("webhook refused", { requestId: c.get("requestId"), reason: error.message });
    throw new AppError(400, "invalid_signature", "The webhook signature could not be verified.");
  }
  const result = await dispatchPaymentEvent(services, event);
  return c.json({ received: true, result });
});
