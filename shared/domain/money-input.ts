// Typed dollars → cents. The one parser (STYLE 14 "one owner ... money"): every
// form field, schema and service reads an amount through `parseMoney`, so "$12.50"
// means the same as a ticket price, a refund or a gift. The guard at the end of
// ./money.test.ts fails when a second parser appears. Apart from the formatters
// (./money.ts), so a page that only shows prices does not load it.

/** What a field says when an amount is written in a shape this parser refuses ("1,50", "12.505"). */
export const MONEY_FORMAT_MESSAGE = "Enter an amount in dollars, like 12.50.";

/**
 * Why an amount was refused: `empty` (blank), `invalid` (not an amount: "abc", "1e3"),
 * `negative`, `decimals` (more than two: "12.505"), `grouping` (a comma that is not a
 * thousands separator: "1,50", "1,2345"), `tooLarge` (beyond any amount this product
 * keeps; fields set their own, lower, maximum).
 */
export type MoneyProblem = "empty" | "invalid" | "negative" | "decimals" | "grouping" | "tooLarge";

export type MoneyParse =
  { ok: true; cents: number } | { ok: false; problem: MoneyProblem; message: string };

/** Cents stay far inside a safe integer: 13 digits of dollars, 2 of cents. */
const MAX_PARSED_CENTS = 999_999_999_999_999;
// Optional sign, optional "$" (either order), digits with or without commas, optional decimals.
const AMOUNT_SHAPE = /^(-?)\s*\$?\s*(-?)\s*([\d,]*)(?:\.(\d*))?$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+$/;

const refused = (problem: MoneyProblem): MoneyParse => ({
  ok: false,
  problem,
  message: MONEY_FORMAT_MESSAGE,
});

/**
 * Money a person typed → integer cents. Reads "12", "12.5", "12.50", ".5", "$1,234.50"
 * (a leading "$", commas only between groups of three); refuses a comma as the
 * decimal mark, more than two decimals, a sign, exponents and anything else. A number
 * (a JSON body, a number input) must be whole cents too, give or take floating point
 * noise (0.1 + 0.2 is 30 cents).
 */
export function parseMoney(input: string | number): MoneyParse {
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return refused("invalid");
    if (input < 0) return refused("negative");
    const cents = Math.round(input * 100);
    const noise = Math.abs(input * 100 - cents) < 1e-6;
    if (!noise && !/^\d+(\.\d{1,2})?$/.test(String(input))) return refused("decimals");
    return cents > MAX_PARSED_CENTS ? refused("tooLarge") : { ok: true, cents: cents + 0 };
  }
  const text = input.trim();
  if (text === "") return refused("empty");
  const shape = AMOUNT_SHAPE.exec(text);
  if (!shape) return refused("invalid");
  const [, signBefore, signAfter, whole = "", fraction] = shape;
  if (!/\d/.test(whole + (fraction ?? ""))) return refused("invalid");
  if (signBefore || signAfter) return refused("negative");
  if (whole.includes(",") && !GROUPED.test(whole)) return refused("grouping");
  if (fraction !== undefined && fraction.length > 2) return refused("decimals");
  const digits = whole.replaceAll(",", "").replace(/^0+/, "");
  if (digits.length > 13) return refused("tooLarge");
  const cents = Number(digits || "0") * 100 + Number((fraction ?? "").padEnd(2, "0"));
  return { ok: true, cents };
}

/** `parseMoney` for callers that only need the cents: null when refused. */
export function dollarsToCents(dollars: number | string): number | null {
  const parsed = parseMoney(dollars);
  return parsed.ok ? parsed.cents : null;
}
