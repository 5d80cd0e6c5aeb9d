// What the back office derives from an event's registrations: SPEC §9 stats,
// and beyond SPEC (decision 006) the door list and the catering summary.
// Pure functions over the admin registration view, shared by page and tests;
// seats per registration follow the one rule of ./capacity.

import { orderSeats, seatsTaken } from "./capacity";

export type GuestView = {
  id: string;
  guestName: string;
  guestEmail: string | null;
  dietaryRestrictions: string | null;
  accessibilityNeeds: string | null;
  isPrimaryContact: boolean;
};

export type RegistrationView = {
  id: string;
  status: string;
  customerName: string;
  customerEmail: string;
  quantity: number;
  totalCents: number;
  specialRequests: string | null;
  ticketType: { name: string; seatsPerUnit: number };
  guests: GuestView[];
};

/**
 * SPEC §9: attendees = Σ seats_per_unit × quantity, revenue = Σ total_amount.
 * Counted over active registrations only: cancelled ones released their seats,
 * and pending or expired ones were never paid (decision 006 "Stats").
 */
export function registrationStats(registrations: readonly RegistrationView[]) {
  const active = registrations.filter((r) => r.status === "active");
  return {
    registrations: active.length,
    attendees: seatsTaken(active.map((r) => ({ quantity: r.quantity, seatsPerUnit: r.ticketType.seatsPerUnit }))),
    revenueCents: active.reduce((sum, r) => sum + r.totalCents, 0),
    inactive: registrations.length - active.length,
  };
}

/** SPEC §7: case-insensitive match on customer name or e-mail. */
export function matchesSearch(registration: Pick<RegistrationView, "customerName" | "customerEmail">, query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return (
    registration.customerName.toLowerCase().includes(q) || registration.customerEmail.toLowerCase().includes(q)
  );
}

export type DoorListRow = {
  key: string;
  name: string;
  /** Who registered (and paid) for this seat. */
  registeredBy: string;
  ticketType: string;
  isPrimaryContact: boolean;
  dietary: string | null;
  accessibility: string | null;
  notes: string | null;
};

const byName = (a: DoorListRow, b: DoorListRow) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.key.localeCompare(b.key);

/**
 * One row per expected person at the door, active registrations only. Guests
 * are listed by name; seats nobody named (a one-seat order has no guest form,
 * or the admin removed a guest) still get a row under the buyer's name.
 */
export function doorListRows(registrations: readonly RegistrationView[]): DoorListRow[] {
  const rows: DoorListRow[] = [];
  for (const r of registrations) {
    if (r.status !== "active") continue;
    const seats = orderSeats(r.quantity, r.ticketType.seatsPerUnit);
    r.guests.forEach((g) =>
      rows.push({
        key: g.id,
        name: g.guestName,
        registeredBy: r.customerName,
        ticketType: r.ticketType.name,
        isPrimaryContact: g.isPrimaryContact,
        dietary: g.dietaryRestrictions,
        accessibility: g.accessibilityNeeds,
        notes: g.isPrimaryContact ? r.specialRequests : null,
      }),
    );
    for (let i = r.guests.length; i < seats; i++) {
      const first = r.guests.length === 0 && i === 0;
      rows.push({
        key: `${r.id}-${i}`,
        name: first ? r.customerName : `Guest of ${r.customerName}`,
        registeredBy: r.customerName,
        ticketType: r.ticketType.name,
        isPrimaryContact: first,
        dietary: null,
        accessibility: null,
        notes: first ? r.specialRequests : null,
      });
    }
  }
  return rows.sort(byName);
}

/** Count of each dietary need (same text, any case, counts once) and every accessibility need by name. */
export function cateringSummary(rows: readonly DoorListRow[]) {
  const dietary = new Map<string, { need: string; count: number }>();
  for (const row of rows) {
    const need = row.dietary?.trim();
    if (!need) continue;
    const key = need.toLowerCase();
    const entry = dietary.get(key) ?? { need, count: 0 };
    entry.count += 1;
    dietary.set(key, entry);
  }
  return {
    attendees: rows.length,
    dietary: [...dietary.values()].sort((a, b) => b.count - a.count || a.need.localeCompare(b.need)),
    withoutDietaryNeeds: rows.filter((r) => !r.dietary?.trim()).length,
    accessibility: rows
      .filter((r) => r.accessibility?.trim())
      .map((r) => ({ name: r.name, need: r.accessibility!.trim() })),
  };
}
