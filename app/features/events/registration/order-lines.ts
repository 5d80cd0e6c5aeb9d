// The order the registration dialog's step 1 describes (decision 018): the ticket types on
// offer, the lines chosen, the seats they take (SPEC §4: one guest per seat) and their price
// with the applied code's discount.
import { orderSeats } from "../../../../shared/domain/capacity";
import { priceOrder } from "../../../../shared/domain/discounts";
import type { OrderLine } from "../../../../shared/schemas/registration";
import type { SummaryLine } from "./order-summary";
import type { AppliedCode, DialogTicketType } from "./types";

export function orderLines({
  activeTypes,
  applied,
  ticketTypeId,
  quantity,
  items,
}: {
  /** The event's ticket types on sale to everyone. */
  activeTypes: DialogTicketType[];
  applied: AppliedCode | null;
  /** The first line's type and quantity, then the further lines. */
  ticketTypeId: string;
  quantity: number;
  items: OrderLine[];
}) {
  // Hidden ticket types the applied code unlocks join the public ones (decision 018).
  const types: DialogTicketType[] = [
    ...activeTypes,
    ...(applied?.unlocked ?? [])
      .filter((u) => !activeTypes.some((t) => t.id === u.id))
      .map((u) => ({ ...u, isActive: true })),
  ];
  const selected = types.find((t) => t.id === ticketTypeId);
  const lines = [
    ...(selected ? [{ type: selected, quantity }] : []),
    ...items.flatMap((l) => {
      const type = types.find((t) => t.id === l.ticketTypeId);
      return type ? [{ type, quantity: l.quantity }] : [];
    }),
  ];
  const totalSeats = lines.reduce((sum, l) => sum + orderSeats(l.quantity, l.type.seatsPerUnit), 0);
  const eligible = (typeId: string) =>
    Boolean(applied) &&
    (applied!.appliesToTicketTypeIds.length === 0 ||
      applied!.appliesToTicketTypeIds.includes(typeId));
  const priced = priceOrder(
    lines.map((l) => ({
      subtotalCents: l.type.priceCents * l.quantity,
      eligible: eligible(l.type.id),
    })),
    applied?.discount ?? null,
  );
  const summary: SummaryLine[] = lines.map((l) => ({
    name: l.type.name,
    quantity: l.quantity,
    subtotalCents: l.type.priceCents * l.quantity,
  }));
  return { types, selected, lines, totalSeats, priced, summary };
}
