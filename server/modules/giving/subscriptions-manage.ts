// docs/recurring-gifts.md "The donor's page": a recurring gift seen and changed from the signed
// link of its receipts, without logging in. The provider is asked first (outside any transaction,
// DESIGN "Payments"); the donor's request is audited; the state itself is written by the
// provider's event, through the one dispatcher: at once for the demo, by webhook for Stripe.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Db } from "../../db/client";
import {
  donations,
  donationSubscriptions,
  fundraisers,
  receipts,
  type SubscriptionStatus,
} from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { SUBSCRIPTION_LINK, verifySignedValue } from "../../payments/signed-links";
import type { PaymentEvent } from "../../payments/provider";
import { dollarsToWholeCents } from "../../../shared/schemas/donations";
import type { RecurringChangeInput } from "../../../shared/schemas/recurring-gift";
import { nextChargeAfter } from "../../../shared/domain/recurring";
import {
  recordAudit,
  type Actor,
  applyPaymentEvent,
  paymentEventRoute,
} from "../../core/index.server";
import { handleDonationPaymentEvent } from "./donation-fulfilment";
import { GENERAL_FUND } from "./donation-receipt";

export type RecurringGiftPayment = {
  id: string;
  date: Date;
  amountCents: number;
  receiptNumber: string | null;
};

export type RecurringGift = {
  subscriptionId: string;
  provider: string;
  customerId: string | null;
  status: SubscriptionStatus;
  amountCents: number;
  interval: "month" | "year" | null;
  designation: string;
  donorName: string;
  donorEmail: string;
  /** The provider's next charge, or the next anniversary of the first payment when it has not said yet. */
  nextChargeAt: Date | null;
  pausedAt: Date | null;
  /** Made with the payment provider the site runs now: the donor can change it here. */
  canManage: boolean;
  /** Every completed gift of this subscription, newest first. */
  history: RecurringGiftPayment[];
};

type ManageServices = Pick<AppServices, "db" | "database" | "secret" | "payments" | "env" | "log">;
const ENTITY = "donation_subscriptions";

/** The audit log's actor for a change made through the gift's link (as for a buyer's registration link). */
const donorActor = (gift: RecurringGift): Actor => ({
  id: `manage-link:${gift.subscriptionId}`,
  email: gift.donorEmail,
});

/** The recurring gift a signed link from a receipt names; null for a forged or unknown link. */
export async function getRecurringGift(
  services: Pick<AppServices, "db" | "secret"> & Partial<Pick<AppServices, "payments">>,
  token: string,
): Promise<RecurringGift | null> {
  const subscriptionId = verifySignedValue(services.secret, SUBSCRIPTION_LINK, token);
  if (!subscriptionId) return null;
  const [row] = await services.db
    .select({
      provider: donationSubscriptions.provider,
      customerId: donationSubscriptions.customerId,
      status: donationSubscriptions.status,
      amountCents:
        sql<number>`coalesce(${donationSubscriptions.amountCents}, ${donations.amountCents})`.mapWith(
          Number,
        ),
      interval: sql<
        "month" | "year" | null
      >`coalesce(${donationSubscriptions.interval}, ${donations.interval})`,
      nextChargeAt: donationSubscriptions.nextChargeAt,
      pausedAt: donationSubscriptions.pausedAt,
      startedAt: donations.completedAt,
      donorName: donations.donorName,
      donorEmail: donations.donorEmail,
      fundraiserTitle: fundraisers.title,
    })
    .from(donationSubscriptions)
    .innerJoin(donations, eq(donations.id, donationSubscriptions.donationId))
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .where(eq(donationSubscriptions.id, subscriptionId));
  if (!row) return null;
  const interval = row.interval === "month" || row.interval === "year" ? row.interval : null;
  const estimated =
    row.status === "active" && interval && row.startedAt
      ? nextChargeAfter(row.startedAt, interval)
      : null;
  return {
    subscriptionId,
    provider: row.provider,
    customerId: row.customerId,
    status: row.status,
    amountCents: row.amountCents,
    interval,
    designation: row.fundraiserTitle ?? GENERAL_FUND,
    donorName: row.donorName,
    donorEmail: row.donorEmail,
    nextChargeAt:
      row.status === "cancelled" || row.status === "paused"
        ? null
        : (row.nextChargeAt ?? estimated),
    pausedAt: row.pausedAt,
    canManage: services.payments ? row.provider === services.payments.name : false,
    history: await paymentHistory(services.db, subscriptionId),
  };
}

/** Each completed gift of the subscription with its receipt number, when one was issued. */
async function paymentHistory(db: Db, subscriptionId: string): Promise<RecurringGiftPayment[]> {
  const rows = await db
    .select({
      id: donations.id,
      date: donations.completedAt,
      createdAt: donations.createdAt,
      amountCents: donations.amountCents,
      receiptNumber: receipts.number,
    })
    .from(donations)
    // One live receipt per gift (decision 020); a voided one is not shown.
    .leftJoin(receipts, and(eq(receipts.donationId, donations.id), isNull(receipts.voidedAt)))
    .where(and(eq(donations.subscriptionId, subscriptionId), eq(donations.status, "completed")))
    .orderBy(asc(donations.completedAt));
  return rows
    .map((r) => ({
      id: r.id,
      date: r.date ?? r.createdAt,
      amountCents: r.amountCents,
      receiptNumber: r.receiptNumber ?? null,
    }))
    .reverse();
}

/** The gift of a link, or the site's 404; refused when another provider holds it or it is cancelled. */
async function manageable(services: ManageServices, token: string) {
  const gift = await getRecurringGift(services, token);
  if (!gift) throw notFound("This link is not valid.");
  if (!gift.canManage) {
    throw new AppError(
      409,
      "provider_mismatch",
      "This gift was made with another payment provider; please contact us to change it.",
    );
  }
  return gift;
}

function refuseCancelled(gift: RecurringGift) {
  if (gift.status === "cancelled")
    throw conflict("This recurring gift has been cancelled and can no longer be changed.");
}

/** The donor's request, audited (the state follows with the provider's event). */
async function audit(
  services: ManageServices,
  gift: RecurringGift,
  after: Record<string, unknown>,
) {
  const before = { amountCents: gift.amountCents, interval: gift.interval, status: gift.status };
  await services.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: donorActor(gift),
      action: "update",
      entity: ENTITY,
      entityId: gift.subscriptionId,
      before,
      after: { ...before, ...after },
    });
  });
}

/** Asks the provider; a failure there is a clear 503, and nothing is recorded. */
async function ask(
  services: ManageServices,
  what: string,
  call: () => Promise<PaymentEvent | null>,
) {
  try {
    return await call();
  } catch (error) {
    services.log.error(`recurring gift ${what} failed at the provider`, {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new AppError(
      503,
      "payment_unavailable",
      "We could not reach our payment provider. Please try again in a few minutes.",
    );
  }
}

async function settle(services: ManageServices, event: PaymentEvent | null, token: string) {
  // The demo provider answers a change with its event: applied as the webhook's would be.
  if (event) {
    const ours = paymentEventRoute(event) === "donation";
    await applyPaymentEvent(services, event, ours ? handleDonationPaymentEvent : null);
  }
  return (await getRecurringGift(services, token))!;
}

/** A new amount and/or interval from the next charge on. */
export async function changeRecurringGift(
  services: ManageServices,
  token: string,
  input: RecurringChangeInput,
) {
  const gift = await manageable(services, token);
  refuseCancelled(gift);
  const amountCents = dollarsToWholeCents(input.amount);
  if (amountCents === gift.amountCents && input.interval === gift.interval) return gift;
  const event = await ask(services, "change", () =>
    services.payments.updateSubscription(gift.subscriptionId, {
      amountCents,
      interval: input.interval,
    }),
  );
  await audit(services, gift, { amountCents, interval: input.interval });
  return settle(services, event, token);
}

export async function pauseRecurringGift(services: ManageServices, token: string) {
  const gift = await manageable(services, token);
  refuseCancelled(gift);
  if (gift.status === "paused") return gift;
  const event = await ask(services, "pause", () =>
    services.payments.pauseSubscription(gift.subscriptionId),
  );
  await audit(services, gift, { status: "paused" });
  return settle(services, event, token);
}

export async function resumeRecurringGift(services: ManageServices, token: string) {
  const gift = await manageable(services, token);
  refuseCancelled(gift);
  if (gift.status !== "paused") return gift;
  const event = await ask(services, "resume", () =>
    services.payments.resumeSubscription(gift.subscriptionId),
  );
  await audit(services, gift, { status: "active" });
  return settle(services, event, token);
}

/**
 * Cancels a recurring gift from its signed link; null for a link that is not genuine. With the
 * demo provider the cancellation event is dispatched at once; with Stripe,
 * customer.subscription.deleted follows by webhook.
 */
export async function cancelRecurringGift(services: ManageServices, token: string) {
  const gift = await getRecurringGift(services, token);
  if (!gift) return null;
  if (gift.status === "cancelled") return gift;
  if (!gift.canManage) {
    throw new AppError(
      409,
      "provider_mismatch",
      "This gift was made with another payment provider; please contact us to cancel it.",
    );
  }
  const event = await ask(services, "cancel", () =>
    services.payments.cancelSubscription(gift.subscriptionId),
  );
  await audit(services, gift, { status: "cancelled" });
  return settle(services, event, token);
}

/** Where the donor updates the card: the provider's page, which returns to the gift's page. */
export async function recurringGiftCardUrl(services: ManageServices, token: string) {
  const gift = await manageable(services, token);
  refuseCancelled(gift);
  if (!gift.customerId)
    throw conflict(
      "This gift's card cannot be updated online yet. Please try again in a few minutes.",
    );
  const customerId = gift.customerId;
  const returnUrl = `${services.env.PUBLIC_URL}/donate/manage/${token}`;
  let url: string;
  try {
    url = await services.payments.cardUpdateUrl(customerId, gift.subscriptionId, returnUrl);
  } catch (error) {
    services.log.error("card update page unavailable", {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new AppError(
      503,
      "payment_unavailable",
      "We could not reach our payment provider. Please try again in a few minutes.",
    );
  }
  return url;
}
