// CSV for spreadsheets, the one writer of every export (registrations,
// donations). A cell that starts with = + - @ (or a tab / carriage return)
// would run as a formula in Excel or Sheets (OWASP "CSV injection"), so it gets
// a ' in front; quotes, commas and line breaks are quoted (RFC 4180).
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The byte order mark that makes Excel read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF line end. */
export function csvLine(cells: readonly CsvValue[]) {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** Header and rows as CSV text with CRLF line ends and a BOM, so Excel reads UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]) {
  return CSV_BOM + [header, ...rows].map(csvLine).join("");
}
