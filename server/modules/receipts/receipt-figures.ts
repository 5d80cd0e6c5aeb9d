// What a receipt says now (DESIGN "Receipts (IRS Publication 1771)", decision
// 020, docs/receipts.md): a gift's amount less refunds, or an order's payment
// less refunds beside the fair market value of the tickets still held. Read both
// when a receipt is issued and when a refund may have made it wrong.
import { asc, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { type donations, eventRegistrations, eventTicketTypes } from "../../db/schema";
import { inOrder } from "../events/index.server";

type Donation = typeof donations.$inferSelect;

/** What a gift's receipt says now: what was given, less what was refunded. */
export function donationFigures(gift: Donation) {
  if (gift.method === "in_kind") {
    return { kind: "in_kind" as const, amountCents: 0, goodsValueCents: 0, deductibleCents: 0 };
  }
  const amountCents = Math.max(gift.amountCents - gift.refundedCents, 0);
  return { kind: "gift" as const, amountCents, goodsValueCents: 0, deductibleCents: amountCents };
}

/**
 * What an order's receipt says now (decision 020): paid = what the order's lines
 * paid less refunds; goods = Σ fair market value × tickets still held. Null when
 * no line states a fair market value, or nothing is deductible: then the
 * purchase is not a contribution and gets no receipt (docs/receipts.md).
 */
export async function orderFigures(tx: DbOrTx, firstId: string) {
  const rows = await tx
    .select()
    .from(eventRegistrations)
    .where(inOrder(firstId))
    .orderBy(asc(eventRegistrations.registeredAt), asc(eventRegistrations.id));
  const first = rows.find((r) => r.id === firstId);
  if (!first) return null;
  const types = await tx
    .select({
      id: eventTicketTypes.id,
      fairMarketValueCents: eventTicketTypes.fairMarketValueCents,
    })
    .from(eventTicketTypes)
    .where(
      inArray(
        eventTicketTypes.id,
        rows.map((r) => r.ticketTypeId),
      ),
    );
  const valueOf = new Map(types.map((t) => [t.id, t.fairMarketValueCents]));
  if (!rows.some((r) => valueOf.get(r.ticketTypeId) != null)) return null;
  const amountCents = rows.reduce((sum, r) => sum + Math.max(r.totalCents - r.refundedCents, 0), 0);
  const goodsValueCents = rows.reduce(
    (sum, r) => sum + (valueOf.get(r.ticketTypeId) ?? 0) * r.quantity,
    0,
  );
  const deductibleCents = Math.max(amountCents - goodsValueCents, 0);
  if (deductibleCents <= 0) return null;
  return { first, amountCents, goodsValueCents, deductibleCents };
}
