// docs/payments.md "Idempotency and ordering": what payment events do to donations. Runs inside the
// dispatcher's transaction (server/services/payment-events/dispatch.ts);
// records only move forward, so duplicates and out-of-order events change nothing twice.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { donations, donationSubscriptions, fundraisers } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import type { FulfilmentContext } from "../../core/index.server";
import { SUBSCRIPTION_LINK, signValue } from "../../payments/signed-links";
import { syncFundraiserRaised } from "../content/index.server";
import { donationReceipt } from "./donation-receipt";
import { issueDonationReceipt, renderReceiptText } from "../receipts/index.server";
import { syncSubscription } from "./subscriptions";
import { isUuid } from "../../../shared/domain/ids";

type Donation = typeof donations.$inferSelect;

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

async function complete(
  context: FulfilmentContext,
  row: Donation,
  ids: Pick<Donation, "checkoutSessionId" | "subscriptionId" | "invoiceId" | "paymentIntentId">,
) {
  const { tx, event } = context;
  if (event.amountCents !== null && event.amountCents !== row.amountCents) {
    context.services.log.warn("paid amount differs from the donation", {
      donationId: row.id,
      expected: row.amountCents,
      paid: event.amountCents,
    });
  }
  const completedAt = event.createdAt;
  const [done] = await tx
    .update(donations)
    .set({
      status: "completed",
      completedAt,
      ...ids,
      subscriptionId: ids.subscriptionId ?? row.subscriptionId,
    })
    .where(and(eq(donations.id, row.id), ne(donations.status, "completed")))
    .returning();
  if (!done) return;
  await raiseAndReceipt(context, done);
}

/**
 * Adds a completed gift to its fundraiser's raised amount; returns the fundraiser's title.
 * Online and offline gifts both go through here (decision 020: one code path).
 */
export async function addGiftToFundraiser(tx: Tx, gift: Donation): Promise<string | null> {
  if (!gift.fundraiserId) return null;
  // Decision 021: raised = starting + net gifts, recomputed with this gift in it.
  await syncFundraiserRaised(tx, [gift.fundraiserId]);
  const [raised] = await tx
    .select({ title: fundraisers.title })
    .from(fundraisers)
    .where(eq(fundraisers.id, gift.fundraiserId));
  return raised?.title ?? null;
}

/**
 * Adds a completed gift to its fundraiser, issues its numbered receipt and queues
 * the receipt e-mail, in the same transaction (each recurring renewal is its own
 * gift, so it gets its own receipt).
 */
async function raiseAndReceipt({ tx, services }: FulfilmentContext, gift: Donation) {
  const fundraiserTitle = await addGiftToFundraiser(tx, gift);
  const receipt = await issueDonationReceipt(tx, services, gift.id);
  const manageUrl = gift.subscriptionId
    ? `${services.env.PUBLIC_URL}/donate/manage/${signValue(services.secret, SUBSCRIPTION_LINK, gift.subscriptionId)}`
    : null;
  await enqueueEmail(
    tx,
    await donationReceipt(tx, services, {
      donationId: gift.id,
      donorName: gift.donorName,
      donorEmail: gift.donorEmail,
      amountCents: gift.amountCents,
      completedAt: gift.completedAt ?? new Date(),
      fundraiserTitle,
      interval: gift.interval,
      manageUrl,
      ...(receipt ? { receiptText: await renderReceiptText(tx, services, receipt) } : {}),
    }),
  );
}

async function recordSubscription(
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
async function recordInvoice(context: FulfilmentContext) {
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

async function markSubscriptionCancelled({ tx, event }: FulfilmentContext) {
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
