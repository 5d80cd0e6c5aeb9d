// The demo provider's refunds (docs/decisions/016-refunds.md): made at once,
// answered with the event a Stripe webhook would send.
import { kindOf, type PaymentEvent, type PaymentProvider } from "./provider";

export const demoRefunds: Pick<PaymentProvider, "refund"> = {
  async refund(request) {
    // Decision 016: the demo refunds at once, and answers the same event a Stripe webhook
    // would send, so the demo runs the same reconcile path. Ids derive from our refund id,
    // so a retried call is the same refund and the same event.
    const refund = {
      id: `re_demo_${request.idempotencyKey}`,
      amountCents: request.amountCents,
      status: "succeeded" as const,
      paymentIntentId: request.paymentIntentId,
      metadata: request.metadata,
    };
    const event: PaymentEvent = {
      id: `evt_demo_${request.idempotencyKey}_refunded`,
      provider: "demo",
      type: "charge.refunded",
      kind: kindOf(request.metadata),
      metadata: request.metadata,
      sessionId: null,
      paymentStatus: null,
      subscriptionId: null,
      invoiceId: null,
      billingReason: null,
      customerId: null,
      customerEmail: null,
      paymentIntentId: request.paymentIntentId,
      amountCents: request.amountCents,
      createdAt: new Date(),
      raw: {
        object: "demo.refund",
        id: refund.id,
        amount: refund.amountCents,
        status: refund.status,
      },
      refunds: [refund],
      amountRefundedCents: null,
    };
    return { refund, event };
  },
};
