// Money is integer cents everywhere but the UI edge (DESIGN "Data").
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
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

/** Dollars typed by a person → whole cents, or null when not a finite amount. */
export function dollarsToCents(dollars: number | string): number | null {
  const value = typeof dollars === "string" ? Number(dollars.trim()) : dollars;
  if (!Number.isFinite(value)) return null;
  return Math.round(value * 100);
}

export function centsToDollars(cents: number) {
  return cents / 100;
}
