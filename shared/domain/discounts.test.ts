import { describe, expect, test } from "vitest";
import { allocateDiscount, describeDiscount, percentOf, priceOrder } from "./discounts";

const line = (subtotalCents: number, eligible = true) => ({ subtotalCents, eligible });

describe("promo code discounts", () => {
  test("a percent rounds half up to the cent", () => {
    expect(percentOf(1250, 10)).toBe(125);
    expect(percentOf(1005, 10)).toBe(101); // 100.5 → 101
    expect(percentOf(1004, 10)).toBe(100); // 100.4 → 100
    expect(percentOf(999, 15)).toBe(150); // 149.85 → 150
    expect(percentOf(2500, 100)).toBe(2500);
  });

  test("a percent applies per eligible line, each rounded on its own", () => {
    const order = priceOrder([line(1005), line(1005), line(3000, false)], {
      type: "percent",
      value: 10,
    });
    expect(order.lines.map((l) => l.discountCents)).toEqual([101, 101, 0]);
    expect(order).toMatchObject({ subtotalCents: 5010, discountCents: 202, totalCents: 4808 });
  });

  test("a 100 % code makes the order free", () => {
    expect(priceOrder([line(5000), line(2500)], { type: "percent", value: 100 }).totalCents).toBe(
      0,
    );
  });

  test("a fixed discount larger than the order is capped at its total", () => {
    const order = priceOrder([line(3000), line(1500)], { type: "fixed", value: 10_000 });
    expect(order.lines.map((l) => l.totalCents)).toEqual([0, 0]);
    expect(order.discountCents).toBe(4500);
    expect(order.totalCents).toBe(0);
  });

  test("a fixed discount is spread over the lines so line totals sum exactly to the order total", () => {
    const shares = allocateDiscount([line(1000), line(1000), line(1000)], {
      type: "fixed",
      value: 1000,
    });
    expect(shares).toEqual([334, 333, 333]);
    const order = priceOrder([line(7001), line(2999), line(500, false)], {
      type: "fixed",
      value: 1001,
    });
    expect(order.discountCents).toBe(1001);
    expect(order.lines.reduce((s, l) => s + l.totalCents, 0)).toBe(order.totalCents);
    expect(order.totalCents).toBe(7001 + 2999 + 500 - 1001);
    expect(order.lines[2]!.discountCents).toBe(0);
  });

  test("a fixed discount on free lines gives nothing away", () => {
    expect(allocateDiscount([line(0), line(0)], { type: "fixed", value: 500 })).toEqual([0, 0]);
  });

  test("an access code changes no price", () => {
    expect(priceOrder([line(4000)], { type: "none", value: 0 }).totalCents).toBe(4000);
    expect(describeDiscount({ type: "none", value: 0 })).toBe("Access code");
    expect(describeDiscount({ type: "percent", value: 20 })).toBe("20% off");
    expect(describeDiscount({ type: "fixed", value: 1000 })).toBe("$10.00 off");
  });
});
