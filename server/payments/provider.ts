// DESIGN "Payments": one interface, two implementations (stripe-provider.ts,
// demo-provider.ts). Callers never see a provider's own objects: checkouts go
// in as CheckoutRequest, webhooks come out as a normalized PaymentEvent that the
// one dispatcher (server/modules/payment-events/dispatch.ts) dispatches — the same
// way for both providers.

/** Written into every checkout's metadata (session AND subscription) to route its events. */
export const paymentKinds = ["donation", "registration"] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** Put this literal in a success URL; the provider replaces it with the session id. */
export const CHECKOUT_SESSION_ID = "{CHECKOUT_SESSION_ID}";

/** Stripe refuses `expires_at` under 30 minutes away; a minute of margin for clock skew. */
export const MIN_CHECKOUT_LIFETIME_MS = 31 * 60 * 1000;

export type CheckoutLineItem = {
  name: string;
  description?: string;
  unitAmountCents: number;
  quantity: number;
};

type CheckoutCommon = {
  customerEmail: string;
  /** Absolute URL containing CHECKOUT_SESSION_ID. */
  successUrl: string;
  cancelUrl: string;
  /** Extra metadata; `kind` and the record id are set by the provider. */
  metadata?: Record<string, string>;
};

/** A paid event registration whose seats are held until `holdExpiresAt`. */
export type TicketCheckout = CheckoutCommon & {
  type: "tickets";
  registrationId: string;
  lineItems: CheckoutLineItem[];
  amountCents: number;
  holdExpiresAt: Date;
};

export type GiftCheckout = CheckoutCommon & {
  type: "gift";
  donationId: string;
  amountCents: number;
  /** Shown on the checkout page, e.g. "Donation to Holiday Care Packages". */
  description: string;
};

export type RecurringGiftCheckout = CheckoutCommon & {
  type: "recurring_gift";
  donationId: string;
  amountCents: number;
  description: string;
  interval: "month" | "year";
};

export type CheckoutRequest = TicketCheckout | GiftCheckout | RecurringGiftCheckout;

export type CreatedCheckout = { sessionId: string; url: string; expiresAt: Date };

export type CheckoutSessionInfo = {
  id: string;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  customerEmail: string | null;
  amountCents: number | null;
  metadata: Record<string, string>;
  subscriptionId: string | null;
};

/** Provider event types fulfilment understands (Stripe's names; the demo uses the same). */
export const handledEventTypes = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "invoice.paid",
  // docs/recurring-gifts.md: the subscription's state, synced by modules/giving/subscriptions.ts.
  "invoice.payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  // Decision 016: refunds, ours and those made in the provider's dashboard.
  "charge.refunded",
  "refund.updated",
] as const;
export type HandledEventType = (typeof handledEventTypes)[number];

/** Refund events route by the refund itself (its metadata or payment), not by metadata.kind. */
export const refundEventTypes = ["charge.refunded", "refund.updated"] as const;
export const isRefundEvent = (type: string) =>
  (refundEventTypes as readonly string[]).includes(type);

/** A provider refund's state as our refunds table keeps it (Stripe's `requires_action` is still pending). */
export type ProviderRefundStatus = "pending" | "succeeded" | "failed" | "canceled";

/** One refund as an event or the refund call reports it (decision 016). */
export type ProviderRefund = {
  id: string;
  amountCents: number;
  status: ProviderRefundStatus;
  paymentIntentId: string | null;
  /** Ours carry `refundId` and `registrationId` or `donationId`; dashboard refunds carry none. */
  metadata: Record<string, string>;
};

export type RefundRequest = {
  paymentIntentId: string;
  amountCents: number;
  metadata: Record<string, string>;
  /** Our refund id: a retried call never refunds twice. */
  idempotencyKey: string;
};

export type RefundAnswer =
  | {
      refund: ProviderRefund;
      /** The event to dispatch when the provider reports the refund synchronously (demo); null for Stripe. */
      event: PaymentEvent | null;
    }
  /** The provider refused (already refunded, amount too high, …): no refund exists there. */
  | { refused: string };

export type PaymentEvent = {
  /** The provider's event id: the deduplication key (payment_events.id). */
  id: string;
  provider: "stripe" | "demo";
  /** A handled type, or any other provider type (recorded, then ignored). */
  type: HandledEventType | (string & {});
  /** Routing key from metadata.kind; null when the object carries none. */
  kind: PaymentKind | null;
  metadata: Record<string, string>;
  sessionId: string | null;
  paymentStatus: CheckoutSessionInfo["paymentStatus"] | null;
  subscriptionId: string | null;
  invoiceId: string | null;
  /** e.g. "subscription_create" for the first invoice of a subscription. */
  billingReason: string | null;
  customerId: string | null;
  customerEmail: string | null;
  paymentIntentId: string | null;
  amountCents: number | null;
  /** When the provider created the event. */
  createdAt: Date;
  /** The provider's payload, kept in payment_events for audit. */
  raw: unknown;
  /** Refund events: the refunds they report (decision 016). */
  refunds?: ProviderRefund[];
  /** charge.refunded: everything refunded on the charge so far, in cents. */
  amountRefundedCents?: number | null;
  /** customer.subscription.*: the subscription as the event reports it (docs/recurring-gifts.md). */
  subscription?: SubscriptionSnapshot | null;
  /** invoice.*: the end of the period the invoice pays for, i.e. when the next charge is due. */
  periodEndsAt?: Date | null;
};

/** Our names for a subscription's state; Stripe's are mapped by the provider. */
export type SubscriptionState = "active" | "past_due" | "paused" | "cancelled";

export type SubscriptionSnapshot = {
  status: SubscriptionState;
  amountCents: number | null;
  interval: "month" | "year" | null;
  /** The end of the current period: the next charge (null when unknown). */
  currentPeriodEnd: Date | null;
};

export type SubscriptionChange = { amountCents: number; interval: "month" | "year" };

export interface PaymentProvider {
  readonly name: "stripe" | "demo";
  /** Creates a hosted checkout. Call it AFTER the transaction that created the record commits. */
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Reads a session's state from the provider (read-only; fulfilment is by events only). */
  retrieveSession(sessionId: string): Promise<CheckoutSessionInfo | null>;
  /**
   * Verifies a webhook on its raw body and normalizes it; throws
   * WebhookSignatureError when the signature or timestamp is wrong.
   */
  parseWebhook(rawBody: Buffer, headers: Headers): Promise<PaymentEvent>;
  /**
   * Where the donor updates the card of a recurring gift: Stripe's billing portal (or a
   * setup-mode Checkout when the portal is not configured), the demo's own page.
   */
  cardUpdateUrl(customerId: string, subscriptionId: string, returnUrl: string): Promise<string>;
  /*
   * The subscription changes below return the event to dispatch when the provider reports
   * it synchronously (demo); null when a webhook will follow (Stripe). Call them outside
   * any transaction.
   */
  /** Cancels a subscription. */
  cancelSubscription(subscriptionId: string): Promise<PaymentEvent | null>;
  /** New amount and/or interval from the next charge on, without proration. */
  updateSubscription(
    subscriptionId: string,
    change: SubscriptionChange,
  ): Promise<PaymentEvent | null>;
  /** Stops collecting payments until resumed (no invoice is charged meanwhile). */
  pauseSubscription(subscriptionId: string): Promise<PaymentEvent | null>;
  resumeSubscription(subscriptionId: string): Promise<PaymentEvent | null>;
  /**
   * Refunds a payment, fully or partly. Call it OUTSIDE any transaction (DESIGN
   * "Capacity"). A refusal by the provider answers a `failed` refund; a network
   * failure throws (the refund may still happen: its webhook will tell).
   */
  refund(request: RefundRequest): Promise<RefundAnswer>;
}

export class WebhookSignatureError extends Error {}

export function kindOf(metadata: Record<string, string>): PaymentKind | null {
  const kind = metadata.kind;
  return (paymentKinds as readonly string[]).includes(kind ?? "") ? (kind as PaymentKind) : null;
}

/** The metadata every checkout carries, so events route without a lookup. */
export function checkoutMetadata(request: CheckoutRequest): Record<string, string> {
  const own: Record<string, string> =
    request.type === "tickets"
      ? { kind: "registration", registrationId: request.registrationId }
      : { kind: "donation", donationId: request.donationId };
  return { ...request.metadata, ...own };
}

/** Ticket holds may be shorter than the provider allows: never below the minimum. */
export function checkoutExpiry(request: CheckoutRequest, now = Date.now()): Date | null {
  if (request.type !== "tickets") return null;
  return new Date(Math.max(request.holdExpiresAt.getTime(), now + MIN_CHECKOUT_LIFETIME_MS));
}
