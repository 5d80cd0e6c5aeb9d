// Promo code discounts in integer cents (docs/decisions/018-codes-and-orders.md).
// Pure: the dialog shows what the server will charge, computed by the same code.
import { formatCents } from "./money";

export type Discount = { type: "none" | "percent" | "fixed"; value: number };

/** One line of an order: its price before any discount, and whether the code's discount applies to it. */
export type DiscountLine = { subtotalCents: number; eligible: boolean };

/** `percent` % of `cents`, rounded half up to a whole cent (integers only: no floating-point drift). */
export function percentOf(cents: number, percent: number) {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * Each line's share of the discount, in the order of `lines`.
 * - percent: per eligible line, rounded half up (a 100 % code makes them free);
 * - fixed: capped at what the eligible lines cost, then spread over them in
 *   proportion to their subtotals, the cents left by rounding down going to the
 *   largest remainders (earlier lines first on ties), so the shares sum exactly
 *   to the discount and every line total stays at 0 or above.
 */
export function allocateDiscount(lines: readonly DiscountLine[], discount: Discount): number[] {
  const zero = lines.map(() => 0);
  if (discount.type === "none" || discount.value <= 0) return zero;
  if (discount.type === "percent") {
    const percent = Math.min(100, discount.value);
    return lines.map((l) =>
      l.eligible ? Math.min(l.subtotalCents, percentOf(l.subtotalCents, percent)) : 0,
    );
  }
  const base = lines.reduce((sum, l) => sum + (l.eligible ? l.subtotalCents : 0), 0);
  const total = Math.min(discount.value, base);
  if (total <= 0) return zero;
  const shares = lines.map((l) => (l.eligible ? Math.floor((total * l.subtotalCents) / base) : 0));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = lines
    .map((l, index) => ({ index, remainder: l.eligible ? (total * l.subtotalCents) % base : -1 }))
    .filter((r) => r.remainder >= 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const r of byRemainder) {
    if (left === 0) break;
    shares[r.index]! += 1;
    left -= 1;
  }
  return shares;
}

/** An order priced line by line: each line's discount and total, and the order's. */
export function priceOrder(lines: readonly DiscountLine[], discount: Discount | null) {
  const discounts = discount ? allocateDiscount(lines, discount) : lines.map(() => 0);
  const priced = lines.map((l, i) => ({
    subtotalCents: l.subtotalCents,
    discountCents: discounts[i]!,
    totalCents: l.subtotalCents - discounts[i]!,
  }));
  const sum = (pick: (l: (typeof priced)[number]) => number) =>
    priced.reduce((s, l) => s + pick(l), 0);
  return {
    lines: priced,
    subtotalCents: sum((l) => l.subtotalCents),
    discountCents: sum((l) => l.discountCents),
    totalCents: sum((l) => l.totalCents),
  };
}

/** What a code does, in a few words: "20% off", "$10.00 off", or "Access code". */
export function describeDiscount(discount: Discount) {
  if (discount.type === "percent") return `${discount.value}% off`;
  if (discount.type === "fixed") return `${formatCents(discount.value)} off`;
  return "Access code";
}

/** Codes are matched case-insensitively and without surrounding spaces. */
export function normalizeCode(code: string) {
  return code.trim().toLowerCase();
}
