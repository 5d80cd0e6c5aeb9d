// CSV for spreadsheets. A cell that starts with = + - @ (or a tab / carriage
// return) would run as a formula in Excel or Sheets (OWASP "CSV injection"), so
// it gets a ' in front; quotes, commas and line breaks are quoted (RFC 4180).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header and rows as CSV text with CRLF line ends and a BOM, so Excel reads UTF-8. */
export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
