// Refund arithmetic (docs/decisions/016-refunds.md): what a refund of a
// registration or a gift may be, in integer cents. Pure, so the dialog and the
// service agree and the rules are unit-tested without a database.
import { formatCents } from "./money";
import { plural } from "./words";

/**
 * The money for `units` more tickets of an order of `boughtUnits` that cost
 * `paidCents` in all, when `refundedUnits` were refunded already. The order's
 * price (after any discount) is spread over its tickets and rounded down at
 * each cumulative step, so the refunds of every ticket add up to exactly what
 * was paid and never to more, however the tickets are given back.
 */
export function unitsRefundCents(
  paidCents: number,
  boughtUnits: number,
  refundedUnits: number,
  units: number,
) {
  if (boughtUnits <= 0 || units <= 0) return 0;
  const upTo = (n: number) => Math.floor((paidCents * Math.min(n, boughtUnits)) / boughtUnits);
  return upTo(refundedUnits + units) - upTo(refundedUnits);
}

/** What has been paid and refunded on a registration (quantity = tickets still held). */
export type RefundableOrder = {
  totalCents: number;
  refundedCents: number;
  quantity: number;
  refundedUnits: number;
  /** Only an active registration holds tickets that a refund can free. */
  holdsTickets: boolean;
};

export type RefundRequest =
  { mode: "full" } | { mode: "units"; units: number } | { mode: "amount"; amountCents: number };

export type RefundPlan = { amountCents: number; units: number };
export type RefundProblem = { path: "mode" | "units" | "amount"; message: string };

export const refundableCents = (paid: { totalCents: number; refundedCents: number }) =>
  Math.max(paid.totalCents - paid.refundedCents, 0);

function amountProblem(
  amountCents: number,
  paidCents: number,
  refundedCents: number,
): RefundProblem | null {
  const left = Math.max(paidCents - refundedCents, 0);
  if (!Number.isInteger(amountCents) || amountCents < 1) {
    return { path: "amount", message: "Enter an amount of at least $0.01." };
  }
  if (amountCents > left) {
    const already = refundedCents > 0 ? `, ${formatCents(refundedCents)} already refunded` : "";
    return {
      path: "amount",
      message: `You can refund at most ${formatCents(left)} (${formatCents(paidCents)} paid${already}).`,
    };
  }
  return null;
}

/** The amount and tickets of a registration's refund, or why it cannot be made. */
export function planRegistrationRefund(
  order: RefundableOrder,
  request: RefundRequest,
): RefundPlan | RefundProblem {
  const left = refundableCents(order);
  if (order.totalCents <= 0)
    return { path: "mode", message: "Nothing was paid for this registration." };
  if (left <= 0)
    return { path: "mode", message: "This registration has already been refunded in full." };
  const bought = order.quantity + order.refundedUnits;
  switch (request.mode) {
    case "full":
      return { amountCents: left, units: order.holdsTickets ? order.quantity : 0 };
    case "units": {
      if (!order.holdsTickets || order.quantity <= 0) {
        return {
          path: "units",
          message: "This registration holds no tickets to give back. Refund an amount instead.",
        };
      }
      if (!Number.isInteger(request.units) || request.units < 1 || request.units > order.quantity) {
        return {
          path: "units",
          message: `Choose between 1 and ${plural(order.quantity, "ticket")}.`,
        };
      }
      const amountCents = Math.min(
        unitsRefundCents(order.totalCents, bought, order.refundedUnits, request.units),
        left,
      );
      if (amountCents <= 0)
        return { path: "units", message: "Nothing is left to refund for these tickets." };
      return { amountCents, units: request.units };
    }
    case "amount": {
      const problem = amountProblem(request.amountCents, order.totalCents, order.refundedCents);
      return problem ?? { amountCents: request.amountCents, units: 0 };
    }
  }
}

/** A gift's refund: all that is left, or an amount up to it. */
export function planDonationRefund(
  gift: { amountCents: number; refundedCents: number },
  request: { mode: "full" } | { mode: "amount"; amountCents: number },
): RefundPlan | RefundProblem {
  const left = Math.max(gift.amountCents - gift.refundedCents, 0);
  if (left <= 0) return { path: "mode", message: "This gift has already been refunded in full." };
  if (request.mode === "full") return { amountCents: left, units: 0 };
  const problem = amountProblem(request.amountCents, gift.amountCents, gift.refundedCents);
  return problem ?? { amountCents: request.amountCents, units: 0 };
}

export const isRefundProblem = (plan: RefundPlan | RefundProblem): plan is RefundProblem =>
  "message" in plan;
