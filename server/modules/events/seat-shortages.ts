// Why a registration may not take the seats it asks for (SPEC §9 "Capacity",
// DESIGN "Capacity", docs/decisions/004-registration-flow.md): its ticket type's
// stock, then the event's capacity, in the buyer's words; for an order of several
// lines (decision 018) and for a cancelled registration re-activated (decision
// 006). Call with the event row locked (server/core/locks.ts).
import type { Tx } from "../../db/client";
import { orderSeats, seatShortage } from "../../../shared/domain/capacity";
import { plural } from "../../../shared/domain/words";
import { countSeats, leftFor, type EventSeats, type TypeStock } from "./seats";

async function shortageFor(
  tx: Tx,
  event: EventSeats,
  type: TypeStock,
  quantity: number,
  now: Date,
  leaveOut?: string,
) {
  const counts = await countSeats(tx, [event.id], now, { leaveOut });
  return seatShortage(leftFor(counts, event, type), quantity, type.seatsPerUnit);
}

/**
 * Why `quantity` more units of `ticketType` cannot be sold now (its stock,
 * then the event's capacity), in the buyer's words, or null when they can.
 * Call with the event row locked.
 */
export async function registrationShortage(
  tx: Tx,
  event: EventSeats,
  ticketType: TypeStock & { name: string },
  quantity: number,
  now: Date,
) {
  const shortage = await shortageFor(tx, event, ticketType, quantity, now);
  if (!shortage) return null;
  if (shortage.of === "ticket type") {
    return shortage.left <= 0
      ? `${ticketType.name} is sold out.`
      : `Only ${plural(shortage.left, `${ticketType.name} ticket`)} left.`;
  }
  return shortage.left <= 0
    ? "This event is sold out."
    : `Only ${plural(shortage.left, "seat")} left for this event.`;
}

/**
 * The same rule for an order of several ticket type lines (decision 018): each
 * line's stock, then the event's capacity for the order's seats together.
 * Counted once; each type at most once. Call with the event row locked.
 */
export async function orderShortage(
  tx: Tx,
  event: EventSeats,
  lines: readonly { ticketType: TypeStock & { name: string }; quantity: number }[],
  now: Date,
) {
  if (lines.length === 1)
    return registrationShortage(tx, event, lines[0]!.ticketType, lines[0]!.quantity, now);
  const counts = await countSeats(tx, [event.id], now);
  for (const { ticketType, quantity } of lines) {
    const left = ticketType.quantityAvailable - counts.unitsOf(ticketType.id);
    if (left < quantity) {
      return left <= 0
        ? `${ticketType.name} is sold out.`
        : `Only ${plural(left, `${ticketType.name} ticket`)} left.`;
    }
  }
  if (event.maxCapacity > 0) {
    const seats = lines.reduce(
      (sum, l) => sum + orderSeats(l.quantity, l.ticketType.seatsPerUnit),
      0,
    );
    const left = event.maxCapacity - counts.seatsOf(event.id);
    if (left < seats)
      return left <= 0
        ? "This event is sold out."
        : `Only ${plural(left, "seat")} left for this event.`;
  }
  return null;
}

/**
 * The same rule for re-activating a cancelled registration (decision 006): it
 * takes its seats again, so the registration itself is left out of the count.
 * Call with the event row locked.
 */
export async function reactivationShortage(
  tx: Tx,
  event: EventSeats,
  ticketType: TypeStock & { name: string },
  registration: { id: string; quantity: number },
  now: Date,
) {
  const shortage = await shortageFor(
    tx,
    event,
    ticketType,
    registration.quantity,
    now,
    registration.id,
  );
  if (!shortage) return null;
  const left = Math.max(shortage.left, 0);
  const what =
    shortage.of === "ticket type"
      ? plural(left, `${ticketType.name} ticket`)
      : plural(left, "seat");
  return `Only ${what} left${shortage.of === "event" ? " for this event" : ""}: this registration can't be reactivated.`;
}
