// SPEC §7 "CSV export" of an event's registrations. A cell that starts with
// = + - @ (or a tab / carriage return) would run as a formula in Excel or
// Sheets (OWASP "CSV injection"), so it gets a ' in front; quotes, commas and
// line breaks are quoted (RFC 4180).
import { formatDateTime } from "./dates";

type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header and rows as CSV text with CRLF line ends and a BOM, so Excel reads UTF-8. */
export function toCsv(header: readonly string[], rows: readonly Cell[][]) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

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

export function registrationsCsv(registrations: readonly CsvRegistration[]) {
  return toCsv(
    REGISTRATION_CSV_COLUMNS,
    registrations.map((r) => [
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
    ]),
  );
}
