// Completing a gift (docs/payments.md "Idempotency and ordering", decisions 020 and 021):
// the donation marked completed once, its fundraiser's raised amount, its numbered
// receipt and the receipt e-mail, all in the payment event's transaction. Online and
// offline gifts, first payments and recurring renewals all come through here.
import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { donations, fundraisers } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import type { FulfilmentContext } from "../../core/index.server";
import { SUBSCRIPTION_LINK, signValue } from "../../payments/signed-links";
import { syncFundraiserRaised } from "../content/index.server";
import { donationReceipt } from "./donation-receipt";
import { issueDonationReceipt, renderReceiptText } from "../receipts/index.server";

export type Donation = typeof donations.$inferSelect;

export async function complete(
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
export async function raiseAndReceipt({ tx, services }: FulfilmentContext, gift: Donation) {
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
