// Recurring gifts through Stripe (docs/recurring-gifts.md): the card update
// (billing portal, or a setup-mode Checkout), and cancelling, changing, pausing
// and resuming a subscription; each change is reported by a webhook that follows.
import Stripe from "stripe";
import type { PaymentProvider } from "./provider";
import { idOf } from "./stripe-fields";

export function stripeSubscriptions(
  stripe: Stripe,
): Pick<
  PaymentProvider,
  | "cardUpdateUrl"
  | "cancelSubscription"
  | "updateSubscription"
  | "pauseSubscription"
  | "resumeSubscription"
> {
  return {
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
  };
}
