// Starts the hosted checkout for a pending (held) registration, after the
// transaction that created it committed (DESIGN "Capacity": never hold a
// transaction across a network call).
import { eq } from "drizzle-orm";
import type { AppServices } from "../../context";
import { eventRegistrations } from "../../db/schema";
import { AppError } from "../../errors";
import { errorFields } from "../../logger";
import { CHECKOUT_SESSION_ID } from "../../payments/provider";
import { HOLD_RELEASE_LINK, signValue } from "../../payments/signed-links";
import type { CreatedRegistration } from "./created-registration";
import { inOrder, releaseHolds } from "../events/index.server";
import { lockEvent } from "../../core/index.server";

/**
 * One line item per ticket type line (decision 018). A line with a share of a
 * discount is one item at its discounted total, named with its quantity, since
 * that total need not divide by the quantity; the items always add up to the order's total.
 */
export function checkoutLineItems(
  created: Pick<CreatedRegistration, "event" | "lines" | "promoCode">,
) {
  return created.lines.map((line) => {
    const name = `${created.event.title}: ${line.ticketType.name}`;
    return line.discountCents === 0
      ? { name, unitAmountCents: line.ticketType.priceCents, quantity: line.quantity }
      : {
          name: `${name} × ${line.quantity} (code ${created.promoCode})`,
          unitAmountCents: line.totalCents,
          quantity: 1,
        };
  });
}

/**
 * The path that releases this hold at once (docs/payments.md "Event registrations"):
 * the checkout's cancel link, and where the dialog sends a checkout it could not open,
 * so a checkout that cannot start never keeps its seats (decision 010).
 */
export function holdReleasePath(
  secret: string,
  created: Pick<CreatedRegistration, "registrationId" | "event">,
) {
  const hold = signValue(secret, HOLD_RELEASE_LINK, created.registrationId);
  return `/events/cancel?event=${created.event.id}&registration=${hold}`;
}

export async function startTicketCheckout(
  services: Pick<AppServices, "db" | "env" | "log" | "payments" | "secret">,
  created: CreatedRegistration,
  customerEmail: string,
): Promise<string> {
  const { env } = services;
  let checkout;
  try {
    checkout = await services.payments.createCheckout({
      type: "tickets",
      registrationId: created.registrationId,
      lineItems: checkoutLineItems(created),
      amountCents: created.totalCents,
      holdExpiresAt: created.holdExpiresAt!,
      customerEmail,
      successUrl: `${env.PUBLIC_URL}/events/success?session_id=${CHECKOUT_SESSION_ID}`,
      // Only this checkout's cancel link releases its hold.
      cancelUrl: `${env.PUBLIC_URL}${holdReleasePath(services.secret, created)}`,
      metadata: { eventId: created.event.id },
    });
  } catch (error) {
    services.log.error("ticket checkout could not be created", {
      registrationId: created.registrationId,
      ...errorFields(error),
    });
    // DESIGN "After the sale", decision 010: a hold whose checkout cannot start
    // is released at once, under the event lock like every change to seats.
    await services.db.transaction(async (tx) => {
      await lockEvent(tx, created.event.id);
      await releaseHolds(tx, inOrder(created.registrationId), new Date());
    });
    throw new AppError(
      503,
      "payment_unavailable",
      "The payment page could not be opened. Please try again.",
    );
  }
  await services.db
    .update(eventRegistrations)
    .set({ checkoutSessionId: checkout.sessionId })
    .where(eq(eventRegistrations.id, created.registrationId));
  return checkout.url;
}
