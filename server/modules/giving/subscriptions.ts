// docs/recurring-gifts.md "States" and "Order": a recurring gift's state as the provider's
// events report it. Runs inside the dispatcher's transaction (../payment-events/dispatch.ts),
// after donation-fulfilment.ts has recorded any payment.
//
// Events arrive late, twice and out of order. A redelivery is stopped by payment_events;
// for order, each group of fields keeps the `created` time of the latest event that set it
// (synced_at for the status, price_synced_at for amount and interval, next_charge_synced_at
// for the next charge) and an older event changes nothing in that group. A cancellation is
// final, whenever it arrives.
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { donations, donationSubscriptions, fundraisers } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import type { SubscriptionState } from "../../payments/provider";
import { SUBSCRIPTION_LINK, signValue } from "../../payments/signed-links";
import { formatCents } from "../../../shared/domain/money";
import { renderEmail, type Placeholder } from "../../../shared/domain/email-templates";
import { isUuid } from "../../../shared/domain/ids";
import type { FulfilmentContext, PaymentServices } from "../../core/index.server";
import { siteSettingsIn } from "../../core/index.server";
import { GENERAL_FUND } from "./donation-receipt";

type Subscription = typeof donationSubscriptions.$inferSelect;

/** What one event says about a subscription; a field left out is not known from it. */
export type SubscriptionFacts = {
  status?: SubscriptionState;
  price?: { amountCents: number; interval: "month" | "year" };
  nextChargeAt?: Date;
};

/** The facts an event carries (invoices: the status and the next charge; subscription events: all). */
export function factsOf(event: FulfilmentContext["event"]): SubscriptionFacts | null {
  switch (event.type) {
    case "invoice.paid":
      return {
        status: "active",
        ...(event.periodEndsAt ? { nextChargeAt: event.periodEndsAt } : {}),
      };
    case "invoice.payment_failed":
      return { status: "past_due" };
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const s = event.subscription;
      const status = event.type === "customer.subscription.deleted" ? "cancelled" : s?.status;
      return {
        ...(status ? { status } : {}),
        ...(s?.amountCents && s.interval
          ? { price: { amountCents: s.amountCents, interval: s.interval } }
          : {}),
        ...(s?.currentPeriodEnd ? { nextChargeAt: s.currentPeriodEnd } : {}),
      };
    }
    default:
      return null;
  }
}

const isNewer = (at: Date, synced: Date | null) => !synced || at.getTime() >= synced.getTime();

/** The columns to write for `facts` seen at `at` over `row`; empty when nothing changes. */
export function mergeFacts(
  row: Subscription,
  facts: SubscriptionFacts,
  at: Date,
): Partial<Subscription> {
  const set: Partial<Subscription> = {};
  // A cancelled gift is not paused (the cancellation may have been recorded before a pause arrived).
  if (row.status === "cancelled" && row.pausedAt) set.pausedAt = null;
  if (facts.status && row.status !== "cancelled") {
    if (facts.status === "cancelled") {
      set.status = "cancelled";
      set.cancelledAt = row.cancelledAt ?? at;
      set.pausedAt = null;
      if (isNewer(at, row.syncedAt)) set.syncedAt = at;
    } else if (isNewer(at, row.syncedAt)) {
      set.status = facts.status;
      set.syncedAt = at;
      set.pausedAt =
        facts.status === "paused" ? (row.status === "paused" ? row.pausedAt : at) : null;
    }
  }
  if (facts.price && isNewer(at, row.priceSyncedAt)) {
    set.amountCents = facts.price.amountCents;
    set.interval = facts.price.interval;
    set.priceSyncedAt = at;
  }
  if (facts.nextChargeAt && isNewer(at, row.nextChargeSyncedAt)) {
    set.nextChargeAt = facts.nextChargeAt;
    set.nextChargeSyncedAt = at;
  }
  return set;
}

/** The gift that started the subscription, when the event names one we have. */
async function startingGift(tx: Tx, donationId: string | undefined) {
  if (!donationId || !isUuid(donationId)) return null;
  const [gift] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.id, donationId));
  return gift?.id ?? null;
}

/** Applies a subscription event (invoice.paid, invoice.payment_failed, customer.subscription.created/updated/deleted). */
export async function syncSubscription(context: FulfilmentContext) {
  const { tx, event } = context;
  const facts = factsOf(event);
  if (!facts || !event.subscriptionId) return;
  // The subscription's row may not exist yet: its events can come before the checkout's.
  await tx
    .insert(donationSubscriptions)
    .values({
      id: event.subscriptionId,
      provider: event.provider,
      donationId: await startingGift(tx, event.metadata.donationId),
      customerId: event.customerId,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(donationSubscriptions)
    .where(eq(donationSubscriptions.id, event.subscriptionId))
    .for("update");
  if (!row) return;
  const set = mergeFacts(row, facts, event.createdAt);
  if (!row.customerId && event.customerId) set.customerId = event.customerId;
  if (Object.keys(set).length > 0) {
    await tx.update(donationSubscriptions).set(set).where(eq(donationSubscriptions.id, row.id));
  }
  // Only a failure that is the latest news (it moved the status) is told, once per invoice.
  if (event.type === "invoice.payment_failed" && set.status === "past_due" && event.invoiceId) {
    if (row.failureNotifiedInvoiceId !== event.invoiceId) {
      await tx
        .update(donationSubscriptions)
        .set({ failureNotifiedInvoiceId: event.invoiceId })
        .where(eq(donationSubscriptions.id, row.id));
      await notifyFailedPayment(context, { ...row, ...set });
    }
  }
}

const FAILED_PAYMENT_PLACEHOLDERS: Placeholder[] = [
  {
    name: "manage_link",
    description: "The gift's own page",
    sample: "https://example.org/donate/manage/x",
    link: true,
  },
];

const FAILED_PAYMENT_TEXT = {
  subject: "Your {{cadence}} gift to {{organization}}: the payment did not go through",
  body: `Dear {{name}},

Thank you for giving {{amount}} {{cadence}} to {{designation}}. This time, your card was declined, so your gift could not be collected.

You can update your card here, without logging in:
{{manage_link}}

We will try the payment again over the next few days. If you would rather pause or stop your gift, you can do that on the same page.

With gratitude,
{{organization}}`,
};

/** The donor's e-mail after a failed renewal (docs/recurring-gifts.md "Failed payments"). */
async function notifyFailedPayment(
  { tx, event, services }: FulfilmentContext,
  subscription: Subscription,
) {
  const [gift] = subscription.donationId
    ? await tx
        .select({
          donorName: donations.donorName,
          donorEmail: donations.donorEmail,
          amountCents: donations.amountCents,
          interval: donations.interval,
          fundraiserTitle: fundraisers.title,
        })
        .from(donations)
        .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
        .where(eq(donations.id, subscription.donationId))
    : [];
  const to = event.customerEmail ?? gift?.donorEmail;
  if (!to) {
    services.log.warn("failed recurring payment without a donor e-mail", {
      subscriptionId: subscription.id,
    });
    return;
  }
  const settings = await siteSettingsIn(tx, services);
  const interval = subscription.interval ?? gift?.interval ?? "month";
  const mail = renderEmail(
    FAILED_PAYMENT_TEXT,
    {
      name: gift?.donorName ?? "friend",
      amount: formatCents(subscription.amountCents ?? gift?.amountCents ?? event.amountCents ?? 0),
      cadence: interval === "year" ? "yearly" : "monthly",
      designation: gift?.fundraiserTitle ?? `our ${GENERAL_FUND}`,
      organization: settings.name,
      manage_link: manageUrl(services, subscription.id),
    },
    FAILED_PAYMENT_PLACEHOLDERS,
  );
  await enqueueEmail(tx, { to, ...mail });
}

/** The signed link of a recurring gift's own page (no login: docs/recurring-gifts.md). */
export function manageUrl(
  services: Pick<PaymentServices, "env" | "secret">,
  subscriptionId: string,
) {
  return `${services.env.PUBLIC_URL}/donate/manage/${signValue(services.secret, SUBSCRIPTION_LINK, subscriptionId)}`;
}
