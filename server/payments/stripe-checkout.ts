// Hosted Checkout through Stripe (DESIGN "Payments", docs/payments.md): a
// session per ticket order, one-time gift or recurring gift, carrying the
// metadata its events route by, and reading a session back.
import Stripe from "stripe";
import {
  checkoutExpiry,
  checkoutMetadata,
  type CheckoutRequest,
  type CheckoutSessionInfo,
  type PaymentProvider,
} from "./provider";
import { idOf } from "./stripe-fields";

export function stripeCheckout(
  stripe: Stripe,
): Pick<PaymentProvider, "createCheckout" | "retrieveSession"> {
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(sessionParams(request), {
        // A retried request (network blip) must not open a second checkout.
        idempotencyKey: `checkout-${request.type === "tickets" ? request.registrationId : request.donationId}`,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async retrieveSession(sessionId) {
      try {
        const s = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          id: s.id,
          status: (s.status ?? "open") as CheckoutSessionInfo["status"],
          paymentStatus: s.payment_status as CheckoutSessionInfo["paymentStatus"],
          customerEmail: s.customer_details?.email ?? s.customer_email ?? null,
          amountCents: s.amount_total,
          metadata: s.metadata ?? {},
          subscriptionId: idOf(s.subscription),
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return null;
        throw error;
      }
    },
  };
}

function sessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = checkoutMetadata(request);
  const common = {
    customer_email: request.customerEmail,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    metadata,
    client_reference_id: request.type === "tickets" ? request.registrationId : request.donationId,
  };
  if (request.type === "tickets") {
    return {
      ...common,
      mode: "payment",
      line_items: request.lineItems.map((item) => ({
        quantity: item.quantity,
        price_data: {
          currency: "usd",
          unit_amount: item.unitAmountCents,
          product_data: {
            name: item.name,
            ...(item.description ? { description: item.description } : {}),
          },
        },
      })),
      expires_at: Math.ceil(checkoutExpiry(request)!.getTime() / 1000),
      payment_intent_data: { metadata },
    };
  }
  const product = { name: request.description };
  if (request.type === "gift") {
    return {
      ...common,
      mode: "payment",
      submit_type: "donate",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: request.amountCents, product_data: product },
        },
      ],
      payment_intent_data: { metadata, description: request.description },
    };
  }
  return {
    ...common,
    mode: "subscription",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: request.amountCents,
          recurring: { interval: request.interval },
          product_data: product,
        },
      },
    ],
    // Renewal invoices carry the subscription's metadata, so they route like the first payment.
    subscription_data: { metadata, description: request.description },
  };
}
