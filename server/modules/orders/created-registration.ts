// What a created order is (docs/decisions/018-codes-and-orders.md): the answer
// of createRegistration (./registrations.ts), one line per ticket type, that the
// checkout (./ticket-checkout.ts) and the confirmation e-mail read.

/** One ticket type line of a created order (decision 018): one registration row. */
export type CreatedLine = {
  registrationId: string;
  ticketType: { id: string; name: string; priceCents: number };
  quantity: number;
  discountCents: number;
  totalCents: number;
};

export type CreatedRegistration = {
  /** The first row's id: the order's id, and the checkout's registrationId. */
  registrationId: string;
  isFree: boolean;
  /** The order's total after any discount. */
  totalCents: number;
  holdExpiresAt: Date | null;
  /** startsAt and location: the dialog's confirmation view shows them for a free order. */
  event: { id: string; title: string; startsAt: Date; location: string };
  /** The first line (SPEC's single ticket type). */
  ticketType: { id: string; name: string; priceCents: number };
  quantity: number;
  /** Every line, the first included. */
  lines: CreatedLine[];
  discountCents: number;
  /** The code as staff wrote it, when the order used one. */
  promoCode: string | null;
};

/** Decision 018: what the confirmation e-mail lists of an order's lines and code. */
export function confirmationLines(
  order: Pick<CreatedRegistration, "lines" | "discountCents" | "promoCode">,
) {
  return {
    lines: order.lines.map((l) => ({
      name: l.ticketType.name,
      priceCents: l.ticketType.priceCents,
      quantity: l.quantity,
      totalCents: l.totalCents,
    })),
    discount: order.promoCode ? { code: order.promoCode, cents: order.discountCents } : null,
  };
}
