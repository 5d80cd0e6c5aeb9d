// Money is integer cents everywhere but the UI edge (DESIGN "Data"). This file is
// the one owner (STYLE 14) of writing cents as text; ./money-input.ts of reading
// dollars a person typed (apart, so a page that only shows prices does not load the parser).
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const usdRounded = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const usdCompact = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** $1,234.50 — dollars with thousands separators and 2 decimals (SPEC §9). */
export function formatCents(cents: number) {
  return usd.format(cents / 100);
}

/** $1,234 or $1,234.5 — for goals and totals where trailing zeros add nothing. */
export function formatCentsShort(cents: number) {
  return usdWhole.format(cents / 100);
}

/** A price: 'Free' when 0, else $price (SPEC §9). */
export function formatPrice(cents: number) {
  return cents === 0 ? "Free" : formatCents(cents);
}

/** Whole dollars, rounded: "$31,250" (the donate page's live figures, docs/figures.md). */
export function formatCentsWhole(cents: number) {
  return usdRounded.format(cents / 100);
}

/** A chart's money axis, short enough for a phone: 120000 cents → "$1.2K", 4000 → "$40". */
export function formatCentsCompact(cents: number) {
  return usdCompact.format(cents / 100);
}

/** Cents as a plain decimal, "1234.50": what an amount input starts from, a CSV cell, JSON-LD. */
export function centsToDecimal(cents: number) {
  return (cents / 100).toFixed(2);
}

export function centsToDollars(cents: number) {
  return cents / 100;
}
