import { describe, expect, test } from "vitest";
import {
  dateToZonedInput,
  isLocalDateTimeInput,
  nextMidnight,
  zonedInputToDate,
  yearInZone,
  zoneOffsetMs,
} from "./zoned-time";

const CHICAGO = "America/Chicago";

describe("zonedInputToDate", () => {
  test("a summer evening in Chicago is five hours behind UTC", () => {
    expect(zonedInputToDate("2026-07-04T18:30", CHICAGO)?.toISOString()).toBe(
      "2026-07-04T23:30:00.000Z",
    );
  });

  test("a winter evening in Chicago is six hours behind UTC", () => {
    expect(zonedInputToDate("2026-12-12T18:30", CHICAGO)?.toISOString()).toBe(
      "2026-12-13T00:30:00.000Z",
    );
  });

  test("the org time zone is the default", () => {
    expect(zonedInputToDate("2026-01-15T09:00")?.toISOString()).toBe("2026-01-15T15:00:00.000Z");
  });

  test("other zones convert too, east of UTC and at midnight", () => {
    expect(zonedInputToDate("2026-03-01T00:00", "Asia/Tokyo")?.toISOString()).toBe(
      "2026-02-28T15:00:00.000Z",
    );
    expect(zonedInputToDate("2026-06-01T12:00", "UTC")?.toISOString()).toBe(
      "2026-06-01T12:00:00.000Z",
    );
  });

  test("a time inside the spring-forward gap moves an hour later", () => {
    // 2026-03-08: 02:00 CST jumps to 03:00 CDT, so 02:30 never shows on a clock.
    expect(zonedInputToDate("2026-03-08T02:30", CHICAGO)?.toISOString()).toBe(
      "2026-03-08T08:30:00.000Z",
    );
    expect(zonedInputToDate("2026-03-08T01:59", CHICAGO)?.toISOString()).toBe(
      "2026-03-08T07:59:00.000Z",
    );
    expect(zonedInputToDate("2026-03-08T03:00", CHICAGO)?.toISOString()).toBe(
      "2026-03-08T08:00:00.000Z",
    );
  });

  test("the repeated fall-back hour takes its first reading", () => {
    // 2026-11-01: 02:00 CDT falls back to 01:00 CST, so 01:30 happens twice.
    expect(zonedInputToDate("2026-11-01T01:30", CHICAGO)?.toISOString()).toBe(
      "2026-11-01T06:30:00.000Z",
    );
    expect(zonedInputToDate("2026-11-01T02:30", CHICAGO)?.toISOString()).toBe(
      "2026-11-01T08:30:00.000Z",
    );
  });

  test("malformed or impossible values are null", () => {
    for (const bad of [
      "",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-01-01T24:00",
      "2026-01-01 10:00",
      "tomorrow",
      "2026-01-01T10:60",
      "2026-1-1T1:00",
    ]) {
      expect(zonedInputToDate(bad, CHICAGO), bad).toBeNull();
      expect(isLocalDateTimeInput(bad), bad).toBe(false);
    }
  });
});

describe("dateToZonedInput", () => {
  test("shows a UTC instant on the Chicago wall clock", () => {
    expect(dateToZonedInput(new Date("2026-07-04T23:30:00Z"), CHICAGO)).toBe("2026-07-04T18:30");
    expect(dateToZonedInput("2026-12-13T00:30:00.000Z", CHICAGO)).toBe("2026-12-12T18:30");
    expect(dateToZonedInput(new Date("2026-03-01T05:00:00Z"), CHICAGO)).toBe("2026-02-28T23:00");
  });

  test("empty and invalid values give an empty input", () => {
    expect(dateToZonedInput(null)).toBe("");
    expect(dateToZonedInput(undefined)).toBe("");
    expect(dateToZonedInput("not a date")).toBe("");
  });

  test("every half hour of a year survives the round trip, but the repeated fall-back hour", () => {
    const start = Date.UTC(2026, 0, 1);
    const differing: string[] = [];
    for (let t = start; t < start + 365 * 24 * 3600_000; t += 30 * 60_000) {
      const back = zonedInputToDate(dateToZonedInput(new Date(t), CHICAGO), CHICAGO)!.getTime();
      if (back !== t)
        differing.push(`${new Date(t).toISOString()}->${new Date(back).toISOString()}`);
    }
    // 01:00 and 01:30 CST on 2026-11-01 read the same as the CDT hour before them.
    expect(differing).toEqual([
      "2026-11-01T07:00:00.000Z->2026-11-01T06:00:00.000Z",
      "2026-11-01T07:30:00.000Z->2026-11-01T06:30:00.000Z",
    ]);
  });

  test("the zone offset follows daylight saving time", () => {
    expect(zoneOffsetMs(Date.UTC(2026, 0, 15), CHICAGO)).toBe(-6 * 3600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 15), CHICAGO)).toBe(-5 * 3600_000);
  });
});

describe("nextMidnight", () => {
  test("is the next local midnight in the organisation's zone, across DST changes", () => {
    // 2026-11-24 15:00 in Chicago (UTC-6) → 2026-11-25 00:00 Chicago = 06:00 UTC.
    expect(nextMidnight(Date.UTC(2026, 10, 24, 21), "America/Chicago").toISOString()).toBe(
      "2026-11-25T06:00:00.000Z",
    );
    // The night clocks spring forward (2026-03-08): midnight after is UTC-5.
    expect(nextMidnight(Date.UTC(2026, 2, 8, 7, 30), "America/Chicago").toISOString()).toBe(
      "2026-03-09T05:00:00.000Z",
    );
    // Exactly at midnight, the next one is a day later.
    expect(nextMidnight(Date.UTC(2026, 10, 25, 6), "America/Chicago").toISOString()).toBe(
      "2026-11-26T06:00:00.000Z",
    );
  });
});

describe("yearInZone", () => {
  test("New Year's Eve in Chicago is still the old year while UTC has moved on", () => {
    const instant = new Date("2026-01-01T03:30:00Z");
    expect(yearInZone(instant, "America/Chicago")).toBe(2025);
    expect(yearInZone(instant, "UTC")).toBe(2026);
    expect(yearInZone(instant, "Asia/Tokyo")).toBe(2026);
  });

  test("the organisation's zone is the default", () => {
    expect(yearInZone(new Date("2026-01-01T03:30:00Z"))).toBe(2025);
  });
});
