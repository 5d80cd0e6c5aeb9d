// SPEC §7 "CSV export" of an event's registrations: the columns and how one
// registration reads in them. Quoting and formula neutralising are ./csv's.
import { toCsv, type CsvValue } from "./csv";
import { formatDateTime } from "./dates";

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
  guests: { guestName: string }[];
};

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
    (r.totalCents / 100).toFixed(2),
    r.status,
    formatDateTime(r.registeredAt),
    // SPEC §7: guest names joined by '; '.
    r.guests.map((g) => g.guestName).join("; "),
  ];
}

export function registrationsCsv(registrations: readonly CsvRegistration[]) {
  return toCsv(REGISTRATION_CSV_COLUMNS, registrations.map(registrationCsvCells));
}
