// docs/payments.md "Idempotency and ordering": what payment events do to donations — each
// donation event routed here, checkouts handled here, recurring gifts' events by
// recurring-payments.ts, completing a gift by gift-completion.ts. Runs inside the
// dispatcher's transaction (server/core/payment-events.ts); records only move forward,
// so duplicates and out-of-order events change nothing twice.
import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { donations } from "../../db/schema";
import type { FulfilmentContext } from "../../core/index.server";
import { syncSubscription } from "./subscriptions";
import { isUuid } from "../../../shared/domain/ids";
import { complete, type Donation } from "./gift-completion";
import { markSubscriptionCancelled, recordInvoice, recordSubscription } from "./recurring-payments";

export async function handleDonationPaymentEvent(context: FulfilmentContext) {
  const { event } = context;
  switch (event.type) {
    case "checkout.session.completed":
      // Delayed methods (bank debits) complete the session unpaid; the money
      // arrives with async_payment_succeeded.
      if (event.paymentStatus === "unpaid") return noteAwaitingPayment(context);
      return completeFromCheckout(context);
    case "checkout.session.async_payment_succeeded":
      return completeFromCheckout(context);
    case "checkout.session.async_payment_failed":
      return closePending(context, "failed");
    case "checkout.session.expired":
      return closePending(context, "cancelled");
    case "invoice.paid":
      await recordInvoice(context);
      return syncSubscription(context);
    // docs/recurring-gifts.md: the subscription's state (./subscriptions.ts).
    case "invoice.payment_failed":
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return syncSubscription(context);
    case "customer.subscription.deleted":
      await markSubscriptionCancelled(context);
      return syncSubscription(context);
  }
}

/** The donation a checkout event is about, locked for this transaction. */
async function donationForSession({
  tx,
  event,
  services,
}: FulfilmentContext): Promise<Donation | null> {
  const id = event.metadata.donationId;
  let [row] =
    id && isUuid(id)
      ? await tx.select().from(donations).where(eq(donations.id, id)).for("update")
      : [];
  if (!row && event.sessionId) {
    [row] = await tx
      .select()
      .from(donations)
      .where(eq(donations.checkoutSessionId, event.sessionId))
      .for("update");
  }
  if (!row) {
    services.log.warn("payment event for an unknown donation", {
      eventId: event.id,
      donationId: id,
    });
    return null;
  }
  if (row.checkoutSessionId && event.sessionId && row.checkoutSessionId !== event.sessionId) {
    services.log.warn("payment event session does not match the donation", {
      eventId: event.id,
      donationId: row.id,
    });
    return null;
  }
  return row;
}

async function noteAwaitingPayment(context: FulfilmentContext) {
  const row = await donationForSession(context);
  if (!row || row.status !== "pending") return;
  await context.tx
    .update(donations)
    .set({
      checkoutSessionId: context.event.sessionId,
      paymentIntentId: context.event.paymentIntentId,
    })
    .where(eq(donations.id, row.id));
}

async function closePending(context: FulfilmentContext, status: "failed" | "cancelled") {
  const row = await donationForSession(context);
  if (!row || row.status !== "pending") return;
  await context.tx.update(donations).set({ status }).where(eq(donations.id, row.id));
}

async function invoiceTaken(tx: Tx, invoiceId: string | null, exceptId: string) {
  if (!invoiceId) return true;
  const [other] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.invoiceId, invoiceId), ne(donations.id, exceptId)));
  return Boolean(other);
}

async function completeFromCheckout(context: FulfilmentContext) {
  const { tx, event } = context;
  const row = await donationForSession(context);
  if (!row) return;
  const invoiceId = (await invoiceTaken(tx, event.invoiceId, row.id)) ? null : event.invoiceId;
  if (row.status === "completed") {
    // Already fulfilled (e.g. by the subscription's first invoice): only fill in what is missing.
    await tx
      .update(donations)
      .set({
        subscriptionId: row.subscriptionId ?? event.subscriptionId,
        invoiceId: row.invoiceId ?? invoiceId,
        paymentIntentId: row.paymentIntentId ?? event.paymentIntentId,
      })
      .where(eq(donations.id, row.id));
  } else {
    await complete(context, row, {
      checkoutSessionId: event.sessionId ?? row.checkoutSessionId,
      subscriptionId: event.subscriptionId,
      invoiceId,
      paymentIntentId: event.paymentIntentId,
    });
  }
  if (event.subscriptionId) await recordSubscription(context, event.subscriptionId, row.id);
}
