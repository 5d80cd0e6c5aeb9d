// docs/recurring-gifts.md "The donor's page": a recurring gift changed from the signed link
// of its receipts, without logging in (read by recurring-gift.ts). The provider is asked
// first (outside any transaction, DESIGN "Payments"); the donor's request is audited; the
// state itself is written by the provider's event, through the one dispatcher: at once for
// the demo, by webhook for Stripe.
import type { AppServices } from "../../context";
import { AppError, conflict, notFound } from "../../errors";
import type { PaymentEvent } from "../../payments/provider";
import type { RecurringChangeInput } from "../../../shared/schemas/recurring-gift";
import {
  recordAudit,
  type Actor,
  applyPaymentEvent,
  paymentEventRoute,
} from "../../core/index.server";
import { handleDonationPaymentEvent } from "./donation-fulfilment";
import { getRecurringGift, type RecurringGift } from "./recurring-gift";
import { dollarsToCents } from "../../../shared/domain/money-input";

type ManageServices = Pick<AppServices, "db" | "database" | "secret" | "payments" | "env" | "log">;
const ENTITY = "donation_subscriptions";

/** The audit log's actor for a change made through the gift's link (as for a buyer's registration link). */
const donorActor = (gift: RecurringGift): Actor => ({
  id: `manage-link:${gift.subscriptionId}`,
  email: gift.donorEmail,
});

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
  const amountCents = dollarsToCents(input.amount)!; // whole cents: the schema read it
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
