// The `stripe` provider (DESIGN "Payments"): hosted Checkout through the
// official SDK, webhooks verified on the raw body.
import Stripe from "stripe";
import {
  checkoutExpiry,
  checkoutMetadata,
  kindOf,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSessionInfo,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderRefundStatus,
  type SubscriptionSnapshot,
  type SubscriptionState,
} from "./provider";

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

    async parseWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
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

    async cardUpdateUrl(customerId, subscriptionId, returnUrl) {
      try {
        // The portal opened straight on "update payment method" (docs/recurring-gifts.md).
        const portal = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          flow_data: {
            type: "payment_method_update",
            after_completion: { type: "redirect", redirect: { return_url: returnUrl } },
          },
        });
        return portal.url;
      } catch (error) {
        // No portal configuration in the Stripe account: a setup-mode Checkout saves a new card instead.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.create({
          mode: "setup",
          customer: customerId,
          currency: "usd",
          success_url: returnUrl,
          cancel_url: returnUrl,
          metadata: { subscriptionId },
          setup_intent_data: { metadata: { subscriptionId } },
        });
        if (!session.url) throw new Error("Stripe returned a setup session without a URL");
        return session.url;
      }
    },

    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
      return null; // customer.subscription.deleted arrives by webhook
    },

    async updateSubscription(subscriptionId, change) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Subscription ${subscriptionId} has no item`);
      const product = idOf(item.price.product);
      if (!product) throw new Error(`Subscription ${subscriptionId} has no product`);
      await stripe.subscriptions.update(subscriptionId, {
        // A new inline price on the same item; the donor pays the new amount from the next charge.
        items: [
          {
            id: item.id,
            price_data: {
              currency: item.price.currency ?? "usd",
              unit_amount: change.amountCents,
              recurring: { interval: change.interval },
              product,
            },
          },
        ],
        proration_behavior: "none",
      });
      return null; // customer.subscription.updated arrives by webhook
    },

    async pauseSubscription(subscriptionId) {
      // "void": invoices made while paused are voided, so nothing is owed on resume.
      await stripe.subscriptions.update(subscriptionId, { pause_collection: { behavior: "void" } });
      return null;
    },

    async resumeSubscription(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { pause_collection: "" });
      return null;
    },

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
function refundOf(object: Loose | null | undefined): ProviderRefund | null {
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

type Loose = Record<string, unknown>;

const idOf = (value: unknown): string | null =>
  typeof value === "string"
    ? value
    : value && typeof value === "object" && "id" in value
      ? String(value.id)
      : null;
const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
const num = (value: unknown): number | null => (typeof value === "number" ? value : null);
const meta = (value: unknown): Record<string, string> =>
  value && typeof value === "object" ? (value as Record<string, string>) : {};

/**
 * Stripe payloads follow the webhook endpoint's API version, not the SDK's, so
 * fields are read defensively (e.g. an invoice's subscription moved under
 * `parent.subscription_details` in 2025).
 */
export function normalizeStripeEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as unknown as Loose;
  const base: PaymentEvent = {
    id: event.id,
    provider: "stripe",
    type: event.type,
    kind: null,
    metadata: {},
    sessionId: null,
    paymentStatus: null,
    subscriptionId: null,
    invoiceId: null,
    billingReason: null,
    customerId: idOf(object.customer),
    customerEmail: null,
    paymentIntentId: null,
    amountCents: null,
    createdAt: new Date(event.created * 1000),
    raw: event,
  };
  if (event.type.startsWith("checkout.session.")) {
    const metadata = meta(object.metadata);
    const details = object.customer_details as Loose | null | undefined;
    return {
      ...base,
      kind: kindOf(metadata),
      metadata,
      sessionId: str(object.id),
      paymentStatus: str(object.payment_status) as PaymentEvent["paymentStatus"],
      subscriptionId: idOf(object.subscription),
      invoiceId: idOf(object.invoice),
      customerEmail: str(details?.email) ?? str(object.customer_email),
      paymentIntentId: idOf(object.payment_intent),
      amountCents: num(object.amount_total),
    };
  }
  if (event.type.startsWith("invoice.")) {
    const lines = (object.lines as Loose | null | undefined)?.data;
    const period = Array.isArray(lines)
      ? ((lines[0] as Loose | undefined)?.period as Loose | undefined)
      : undefined;
    const periodEnd = num(period?.end);
    const parent = (object.parent as Loose | null | undefined)?.subscription_details as
      Loose | undefined;
    const legacy = object.subscription_details as Loose | undefined;
    const metadata = meta(parent?.metadata ?? legacy?.metadata);
    return {
      ...base,
      kind: kindOf(metadata),
      metadata,
      subscriptionId: idOf(parent?.subscription) ?? idOf(object.subscription),
      invoiceId: str(object.id),
      billingReason: str(object.billing_reason),
      customerEmail: str(object.customer_email),
      paymentIntentId: idOf(object.payment_intent),
      amountCents: num(object.amount_paid),
      periodEndsAt: periodEnd === null ? null : new Date(periodEnd * 1000),
    };
  }
  if (event.type === "refund.updated") {
    const refund = refundOf(object);
    const metadata = refund?.metadata ?? {};
    return {
      ...base,
      kind: kindOf(metadata),
      metadata,
      paymentIntentId: refund?.paymentIntentId ?? null,
      amountCents: refund?.amountCents ?? null,
      refunds: refund ? [refund] : [],
    };
  }
  if (event.type === "charge.refunded") {
    // The charge lists its refunds only on API versions before 2022-11-15; later ones
    // carry amount_refunded alone, which reconcile compares with what it has recorded.
    const list = (object.refunds as Loose | null | undefined)?.data;
    const refunds = Array.isArray(list) ? list.flatMap((r) => refundOf(r as Loose) ?? []) : [];
    const metadata = meta(object.metadata);
    const paymentIntentId = idOf(object.payment_intent);
    return {
      ...base,
      kind: kindOf(metadata),
      metadata,
      paymentIntentId,
      amountCents: num(object.amount),
      refunds: refunds.map((r) => ({
        ...r,
        paymentIntentId: r.paymentIntentId ?? paymentIntentId,
      })),
      amountRefundedCents: num(object.amount_refunded),
    };
  }
  if (event.type.startsWith("customer.subscription.")) {
    const metadata = meta(object.metadata);
    return {
      ...base,
      kind: kindOf(metadata),
      metadata,
      subscriptionId: str(object.id),
      subscription:
        event.type === "customer.subscription.deleted"
          ? { ...subscriptionOf(object), status: "cancelled" }
          : subscriptionOf(object),
    };
  }
  return base;
}

/** Stripe's subscription statuses in our four (docs/recurring-gifts.md "States"). */
function stateOf(object: Loose): SubscriptionState {
  const status = str(object.status);
  if (status === "canceled" || status === "incomplete_expired") return "cancelled";
  if (object.pause_collection || status === "paused") return "paused";
  if (status === "past_due" || status === "unpaid") return "past_due";
  return "active";
}

/**
 * A subscription object read defensively: API versions from 2025-03-31 moved
 * current_period_end from the subscription onto each of its items.
 */
function subscriptionOf(object: Loose): SubscriptionSnapshot {
  const items = (object.items as Loose | null | undefined)?.data;
  const item = Array.isArray(items) ? (items[0] as Loose | undefined) : undefined;
  const price = (item?.price ?? object.plan) as Loose | null | undefined;
  const recurring = price?.recurring as Loose | null | undefined;
  const interval = str(recurring?.interval) ?? str(price?.interval);
  const unit = num(price?.unit_amount) ?? num(price?.amount);
  const quantity = num(item?.quantity) ?? 1;
  const periodEnd = num(object.current_period_end) ?? num(item?.current_period_end);
  return {
    status: stateOf(object),
    amountCents: unit === null ? null : unit * quantity,
    interval: interval === "month" || interval === "year" ? interval : null,
    currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000),
  };
}
