// An order's ticket type lines (docs/decisions/018-codes-and-orders.md), in the
// registration's transaction: each line's ticket type checked (of the event, on
// sale, and when hidden unlocked by the promo code), then the lines priced with
// the code's discount (shared/domain/discounts.ts).
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { eventTicketTypes } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { priceOrder } from "../../../shared/domain/discounts";
import { INVALID_TICKET_TYPE, type OrderLine } from "../../../shared/schemas/registration";
import { CODE_MESSAGES, discountOf, fieldError, type usableCode } from "../events/index.server";

type TicketTypeRow = typeof eventTicketTypes.$inferSelect;
/** The promo code the order uses, as usableCode found it. */
type PromoCode = Awaited<ReturnType<typeof usableCode>>;

/** The path of a line's ticket type in the request, for a message at that field. */
const linePath = (index: number) =>
  index === 0 ? "ticketTypeId" : `items.${index - 1}.ticketTypeId`;

/** Each requested line with its ticket type: of this event, on sale, and when hidden unlocked by the code. */
export async function checkedLines(
  tx: Tx,
  eventId: string,
  requested: readonly OrderLine[],
  code: PromoCode | null,
) {
  const types = await tx
    .select()
    .from(eventTicketTypes)
    .where(
      and(
        inArray(
          eventTicketTypes.id,
          requested.map((l) => l.ticketTypeId),
        ),
        eq(eventTicketTypes.eventId, eventId),
      ),
    );
  return requested.map((line, index) => {
    const ticketType = types.find((t) => t.id === line.ticketTypeId);
    if (!ticketType) {
      throw new AppError(422, "validation_failed", INVALID_TICKET_TYPE, [
        { path: linePath(index), message: INVALID_TICKET_TYPE },
      ]);
    }
    if (!ticketType.isActive) throw conflict("This ticket type is not on sale.");
    if (ticketType.isHidden && !code?.unlocksTicketTypeIds.includes(ticketType.id)) {
      throw fieldError(linePath(index), CODE_MESSAGES.hiddenType);
    }
    return { ticketType, quantity: line.quantity };
  });
}

/**
 * The lines priced: the code's discount over the lines it applies to (all of
 * them when it names no ticket type); refused when it applies to none.
 */
export function pricedLines(
  lines: readonly { ticketType: TicketTypeRow; quantity: number }[],
  code: PromoCode | null,
) {
  const eligible = (type: TicketTypeRow) =>
    Boolean(code) &&
    (code!.appliesToTicketTypeIds.length === 0 || code!.appliesToTicketTypeIds.includes(type.id));
  if (
    code &&
    code.appliesToTicketTypeIds.length > 0 &&
    !lines.some((l) => eligible(l.ticketType))
  ) {
    throw fieldError("promoCode", CODE_MESSAGES.notForTypes);
  }
  return priceOrder(
    lines.map((l) => ({
      subtotalCents: l.ticketType.priceCents * l.quantity,
      eligible: eligible(l.ticketType),
    })),
    code ? discountOf(code) : null,
  );
}
