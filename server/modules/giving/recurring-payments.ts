// docs/recurring-gifts.md and docs/payments.md "Idempotency and ordering": what a recurring
// gift's payment events do to donations and to its donation_subscriptions row. Each paid
// invoice is one completed gift; a cancellation is kept even when it arrives first. Runs
// inside the dispatcher's transaction (server/core/payment-events.ts).
import { asc, eq, sql } from "drizzle-orm";
import { donations, donationSubscriptions } from "../../db/schema";
import type { FulfilmentContext } from "../../core/index.server";
import { isUuid } from "../../../shared/domain/ids";
import { complete, raiseAndReceipt, type Donation } from "./gift-completion";

export async function recordSubscription(
  { tx, event }: FulfilmentContext,
  subscriptionId: string,
  donationId: string,
) {
  await tx
    .insert(donationSubscriptions)
    .values({
      id: subscriptionId,
      provider: event.provider,
      donationId,
      customerId: event.customerId,
    })
    .onConflictDoUpdate({
      target: donationSubscriptions.id,
      // Keeps a cancellation that arrived first (events out of order).
      set: {
        donationId: sql`coalesce(${donationSubscriptions.donationId}, excluded.donation_id)`,
        customerId: sql`coalesce(${donationSubscriptions.customerId}, excluded.customer_id)`,
      },
    });
}

/** The gift whose checkout started a subscription, locked. */
async function originalGift({ tx, event }: FulfilmentContext): Promise<Donation | null> {
  const id = event.metadata.donationId;
  if (id && isUuid(id)) {
    const [row] = await tx.select().from(donations).where(eq(donations.id, id)).for("update");
    if (row) return row;
  }
  if (!event.subscriptionId) return null;
  const [row] = await tx
    .select()
    .from(donations)
    .where(eq(donations.subscriptionId, event.subscriptionId))
    .orderBy(asc(donations.createdAt))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** Every paid invoice of a recurring gift is one completed donation (unique invoice id). */
export async function recordInvoice(context: FulfilmentContext) {
  const { tx, event, services } = context;
  if (!event.invoiceId || !event.subscriptionId || !event.amountCents) return;
  const original = await originalGift(context);
  if (!original) {
    services.log.warn("invoice for an unknown recurring gift", {
      eventId: event.id,
      subscriptionId: event.subscriptionId,
    });
    return;
  }
  const [seen] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.invoiceId, event.invoiceId));
  if (seen) return;

  if (original.status !== "completed") {
    // The first invoice arrived before checkout.session.completed: it is the checkout's payment.
    await complete(context, original, {
      checkoutSessionId: original.checkoutSessionId,
      subscriptionId: event.subscriptionId,
      invoiceId: event.invoiceId,
      paymentIntentId: event.paymentIntentId,
    });
  } else if (!original.invoiceId && event.billingReason === "subscription_create") {
    // The checkout completed without naming its invoice: this is that same payment.
    await tx
      .update(donations)
      .set({ invoiceId: event.invoiceId })
      .where(eq(donations.id, original.id));
  } else {
    const [renewal] = await tx
      .insert(donations)
      .values({
        fundraiserId: original.fundraiserId,
        donorName: original.donorName,
        donorEmail: event.customerEmail ?? original.donorEmail,
        isAnonymous: original.isAnonymous,
        amountCents: event.amountCents,
        interval: original.interval,
        status: "completed",
        provider: event.provider,
        subscriptionId: event.subscriptionId,
        invoiceId: event.invoiceId,
        paymentIntentId: event.paymentIntentId,
        completedAt: event.createdAt,
      })
      .onConflictDoNothing()
      .returning();
    if (renewal) await raiseAndReceipt(context, renewal);
  }
  await recordSubscription(context, event.subscriptionId, original.id);
}

export async function markSubscriptionCancelled({ tx, event }: FulfilmentContext) {
  if (!event.subscriptionId) return;
  const id = event.metadata.donationId;
  const [gift] =
    id && isUuid(id)
      ? await tx.select({ id: donations.id }).from(donations).where(eq(donations.id, id))
      : [];
  await tx
    .insert(donationSubscriptions)
    .values({
      id: event.subscriptionId,
      provider: event.provider,
      donationId: gift?.id ?? null,
      customerId: event.customerId,
      status: "cancelled",
      cancelledAt: event.createdAt,
    })
    .onConflictDoUpdate({
      target: donationSubscriptions.id,
      set: {
        status: "cancelled",
        cancelledAt: sql`coalesce(${donationSubscriptions.cancelledAt}, excluded.cancelled_at)`,
      },
    });
}
