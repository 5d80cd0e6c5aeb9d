// Stripe events as our normalized PaymentEvent (DESIGN "Payments",
// docs/recurring-gifts.md "States", docs/decisions/016-refunds.md): checkout
// sessions, invoices, refunds and subscriptions, read defensively.
import type Stripe from "stripe";
import {
  kindOf,
  type PaymentEvent,
  type SubscriptionSnapshot,
  type SubscriptionState,
} from "./provider";
import { idOf, meta, num, str, type Loose } from "./stripe-fields";
import { refundOf } from "./stripe-refunds";

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
