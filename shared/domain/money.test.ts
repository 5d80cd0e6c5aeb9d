import { describe, expect, test } from "vitest";
import { dollarsToCents, formatCents, formatPrice } from "./money";
import { formatPercent, progressPercent } from "./progress";

describe("money", () => {
  test("cents show as dollars with thousands separators and 2 decimals", () => {
    expect(formatCents(1_684_250)).toBe("$16,842.50");
    expect(formatCents(0)).toBe("$0.00");
  });
  test("a price of 0 shows as Free", () => {
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(7500)).toBe("$75.00");
  });
  test("typed dollars become whole cents, junk becomes null", () => {
    expect(dollarsToCents("25.10")).toBe(2510);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents("abc")).toBeNull();
    expect(dollarsToCents(Infinity)).toBeNull();
  });
});

describe("progress", () => {
  test("is raised over goal, capped at 100, to one decimal", () => {
    expect(formatPercent(progressPercent(1_684_250, 2_500_000))).toBe("67.4%");
    expect(progressPercent(1_124_500, 1_000_000)).toBe(100);
  });
  test("is 0 when the goal is 0 or less", () => {
    expect(progressPercent(500, 0)).toBe(0);
    expect(progressPercent(500, -10)).toBe(0);
  });
});
