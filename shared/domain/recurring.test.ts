import { describe, expect, test } from "vitest";
import { nextChargeAfter } from "./recurring";

describe("nextChargeAfter", () => {
  test("a monthly gift is next charged on the day of the month it started", () => {
    const start = new Date("2026-03-10T15:00:00Z");
    expect(nextChargeAfter(start, "month", new Date("2026-11-25T00:00:00Z")).toISOString()).toBe(
      "2026-12-10T15:00:00.000Z",
    );
    expect(nextChargeAfter(start, "month", new Date("2026-03-10T15:00:00Z")).toISOString()).toBe(
      "2026-04-10T15:00:00.000Z",
    );
  });

  test("the 31st falls back to the month's last day, without drifting", () => {
    const start = new Date("2026-01-31T12:00:00Z");
    expect(nextChargeAfter(start, "month", new Date("2026-02-01T00:00:00Z")).toISOString()).toBe(
      "2026-02-28T12:00:00.000Z",
    );
    expect(nextChargeAfter(start, "month", new Date("2026-03-01T00:00:00Z")).toISOString()).toBe(
      "2026-03-31T12:00:00.000Z",
    );
  });

  test("a yearly gift is next charged on its anniversary", () => {
    const start = new Date("2024-02-29T12:00:00Z");
    expect(nextChargeAfter(start, "year", new Date("2026-11-25T00:00:00Z")).toISOString()).toBe(
      "2027-02-28T12:00:00.000Z",
    );
    expect(nextChargeAfter(start, "year", new Date("2024-03-01T00:00:00Z")).toISOString()).toBe(
      "2025-02-28T12:00:00.000Z",
    );
  });
});
