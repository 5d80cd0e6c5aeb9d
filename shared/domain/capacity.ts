// Event timing, capacity and ticket status rules (SPEC §4 "Event timing",
// "Event card ticket status", "Capacity labels", "Detail page action card";
// SPEC §9 "Capacity"). Pure functions: the public pages and the ticketing flow
// both use them, on the server and in the browser.

type Instant = Date | string;
const ms = (value: Instant) => (typeof value === "string" ? new Date(value) : value).getTime();

/** SPEC §4: an event is upcoming if its date is after now, otherwise past (the exact instant is past). */
export function isUpcoming(startsAt: Instant, now: Instant) {
  return ms(startsAt) > ms(now);
}

/** Ticket sales are open when no start is set or the start has passed (SPEC §5 "Ticket sales"). */
export function salesHaveStarted(salesStartAt: Instant | null | undefined, now: Instant) {
  return salesStartAt == null || ms(salesStartAt) <= ms(now);
}

export type CapacityTicketType = { quantityAvailable: number; seatsPerUnit?: number | null };

/** Seats one unit of a ticket type includes: seats_per_unit, default 1 (SPEC §9). */
export function seatsPerUnit(value: number | null | undefined) {
  return value != null && value > 0 ? value : 1;
}

/**
 * SPEC §9: an event's capacity is max_capacity, or else (0 means unset) the sum
 * of quantity_available × seats_per_unit over its ticket types.
 */
export function eventCapacity(
  maxCapacity: number | null | undefined,
  ticketTypes: readonly CapacityTicketType[],
) {
  if (maxCapacity != null && maxCapacity > 0) return maxCapacity;
  return ticketTypes.reduce(
    (sum, t) => sum + Math.max(0, t.quantityAvailable) * seatsPerUnit(t.seatsPerUnit),
    0,
  );
}

/**
 * Decision 010: the unpaid seats one visitor (one client, one e-mail) may hold
 * for an event at a time: 10, or 10 % of the event's capacity when that is more.
 */
export const HOLD_LIMIT_FLOOR = 10;
export const HOLD_LIMIT_SHARE = 0.1;
export function holdLimit(capacity: number) {
  return Math.max(HOLD_LIMIT_FLOOR, Math.ceil(capacity * HOLD_LIMIT_SHARE));
}

export type SeatHolder = { quantity: number; seatsPerUnit?: number | null };

/** SPEC §3 "Derived": an order's seats are quantity × seats_per_unit (default 1). */
export function orderSeats(quantity: number, perUnit: number | null | undefined) {
  return Math.max(0, quantity) * seatsPerUnit(perUnit);
}

/** SPEC §9: seats taken are Σ quantity_purchased × the ticket type's seats_per_unit (default 1). */
export function seatsTaken(registrations: readonly SeatHolder[]) {
  return registrations.reduce((sum, r) => sum + orderSeats(r.quantity, r.seatsPerUnit), 0);
}

/** Seats still free, never below 0 (SPEC §9 "not below 0"). */
export function seatsRemaining(capacity: number, taken: number) {
  return Math.max(0, capacity - taken);
}

/**
 * What is left for one ticket type (DESIGN "Capacity"): its stock
 * (quantity_available − units sold or held) and, when the event sets
 * max_capacity, the event's seats left. Both may be negative if something was
 * oversold; `eventSeats` is null when max_capacity is 0 (unset).
 */
export type SeatsLeft = { units: number; eventSeats: number | null };

export function seatsLeft(
  type: { quantityAvailable: number },
  unitsTaken: number,
  maxCapacity: number,
  eventSeatsTaken: number,
): SeatsLeft {
  return {
    units: type.quantityAvailable - unitsTaken,
    eventSeats: maxCapacity > 0 ? maxCapacity - eventSeatsTaken : null,
  };
}

/** Why an order does not fit: the ticket type's stock, checked first, or the event's seats; `left` is what remains of it. */
export type Shortage = { of: "ticket type" | "event"; left: number };

/** The one rule of what a registration may take: null when `quantity` units fit, else what runs short first. */
export function seatShortage(left: SeatsLeft, quantity: number, perUnit: number): Shortage | null {
  if (left.units < quantity) return { of: "ticket type", left: left.units };
  if (left.eventSeats !== null && left.eventSeats < orderSeats(quantity, perUnit)) {
    return { of: "event", left: left.eventSeats };
  }
  return null;
}

/** The most units one registration may take (seatShortage is null for 1…this, never above), never below 0. */
export function unitsRemaining(left: SeatsLeft, perUnit: number) {
  const bySeats =
    left.eventSeats === null ? Infinity : Math.floor(left.eventSeats / seatsPerUnit(perUnit));
  return Math.max(0, Math.min(left.units, bySeats));
}

/** Share of the capacity taken, in percent, uncapped (an oversold event is above 100); 0 without capacity. */
export function capacityPercent(taken: number, capacity: number) {
  if (capacity <= 0) return 0;
  return (Math.max(0, taken) / capacity) * 100;
}

export type ListCapacityLabel = "Sold Out" | "Nearly Full" | "Limited Availability" | "Available";

/** SPEC §4 "Capacity labels on the list": 100 %+, 90 %+, 70 %+, else Available. */
export function listCapacityLabel(percent: number): ListCapacityLabel {
  if (percent >= 100) return "Sold Out";
  if (percent >= 90) return "Nearly Full";
  if (percent >= 70) return "Limited Availability";
  return "Available";
}

export type DetailStatusLabel = "Nearly Full" | "Filling Up" | "Available";

/** SPEC §4 "On the detail page": 90 %+ Nearly Full, 70 %+ Filling Up, else Available. */
export function detailStatusLabel(percent: number): DetailStatusLabel {
  if (percent >= 90) return "Nearly Full";
  if (percent >= 70) return "Filling Up";
  return "Available";
}

export type TicketingFacts = {
  hasTickets: boolean;
  /** All ticket types of the event, active or not. */
  ticketTypeCount: number;
  activeTicketTypeCount: number;
  salesStartAt: Instant | null | undefined;
  capacity: number;
  taken: number;
};

export type CardTicketState = "no-tickets" | "coming-soon" | "sold-out" | "available";

/**
 * SPEC §4 "Event card ticket status", in this order: no tickets (has_tickets
 * false or no ticket types); coming soon (sales start in the future, or no
 * active ticket type); sold out (capacity use 100 % or more); otherwise available.
 */
export function cardTicketState(facts: TicketingFacts, now: Instant): CardTicketState {
  if (!facts.hasTickets || facts.ticketTypeCount === 0) return "no-tickets";
  if (!salesHaveStarted(facts.salesStartAt, now) || facts.activeTicketTypeCount === 0)
    return "coming-soon";
  if (capacityPercent(facts.taken, facts.capacity) >= 100) return "sold-out";
  return "available";
}

export type DetailActionState =
  "completed" | "no-registration" | "coming-soon" | "sold-out" | "register";

/**
 * SPEC §4 "Detail page action card": past → Event Completed; no tickets → No
 * Registration Required; sales not started → Tickets Coming Soon; otherwise
 * Register Now. A full event shows Sold Out instead of a Register Now that
 * could only fail (the list's Sold Out rule, applied to the detail page too).
 */
export function detailActionState(
  facts: TicketingFacts & { startsAt: Instant },
  now: Instant,
): DetailActionState {
  if (!isUpcoming(facts.startsAt, now)) return "completed";
  const card = cardTicketState(facts, now);
  if (card === "no-tickets") return "no-registration";
  if (card === "coming-soon") return "coming-soon";
  if (card === "sold-out") return "sold-out";
  return "register";
}
