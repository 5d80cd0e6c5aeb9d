// SPEC §7 "CSV export" of an event's registrations: the columns and how one
// registration reads in them. Quoting and formula neutralising are ./csv's.
import { toCsv, type CsvValue } from "./csv";
import { formatDateTime } from "./dates";
import { centsToDecimal } from "./money";

export const REGISTRATION_CSV_COLUMNS = [
  "Customer Name",
  "Email",
  "Phone",
  "Ticket Type",
  "Quantity",
  "Total Amount",
  "Status",
  "Registration Date",
  "Guests",
  // Beyond SPEC, after its columns (docs/decisions/014-check-in-sync.md): the
  // reference the e-mail prints, each guest's needs, and who was checked in when.
  "Reference",
  "Dietary Needs",
  "Accessibility Needs",
  "Checked In",
  "Check-in Times",
  // Refunds (docs/decisions/016-refunds.md): Total Amount stays what was paid and
  // Quantity what is held now; these say what went back and what was kept.
  "Refunded Amount",
  "Net Amount",
  "Tickets Refunded",
] as const;

export type CsvRegistration = {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  ticketTypeName: string;
  quantity: number;
  totalCents: number;
  status: string;
  registeredAt: string | Date;
  guests: { guestName: string; dietary?: string | null; accessibility?: string | null }[];
  /** The short reference the confirmation e-mail prints. */
  reference?: string;
  /** Each person checked in at the door, with the time (ISO). */
  checkIns?: { name: string; at: string }[];
  /** Money refunded so far, and tickets given back (docs/decisions/016-refunds.md). */
  refundedCents?: number;
  refundedUnits?: number;
};

/** "Name: need; Name: need" for the guests who gave one. */
const needs = (guests: CsvRegistration["guests"], need: "dietary" | "accessibility") =>
  guests
    .filter((g) => g[need]?.trim())
    .map((g) => `${g.guestName}: ${g[need]!.trim()}`)
    .join("; ");

/** SPEC §7: file named event-registrations-{eventId}.csv. */
export const registrationCsvFileName = (eventId: string) => `event-registrations-${eventId}.csv`;

/** One registration as the cells of REGISTRATION_CSV_COLUMNS. */
export function registrationCsvCells(r: CsvRegistration): CsvValue[] {
  return [
    r.customerName,
    r.customerEmail,
    r.customerPhone,
    r.ticketTypeName,
    r.quantity,
    centsToDecimal(r.totalCents),
    r.status,
    formatDateTime(r.registeredAt),
    // SPEC §7: guest names joined by '; '.
    r.guests.map((g) => g.guestName).join("; "),
    r.reference ?? "",
    needs(r.guests, "dietary"),
    needs(r.guests, "accessibility"),
    r.checkIns?.length ?? 0,
    (r.checkIns ?? []).map((c) => `${c.name}: ${formatDateTime(c.at)}`).join("; "),
    centsToDecimal(r.refundedCents ?? 0),
    centsToDecimal(r.totalCents - (r.refundedCents ?? 0)),
    r.refundedUnits ?? 0,
  ];
}

export function registrationsCsv(registrations: readonly CsvRegistration[]) {
  return toCsv(REGISTRATION_CSV_COLUMNS, registrations.map(registrationCsvCells));
}
