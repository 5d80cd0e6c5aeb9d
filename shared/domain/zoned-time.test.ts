import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  calendarDayInZone,
  dateToZonedInput,
  formatInZone,
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

describe("formatInZone", () => {
  // 2026-12-12T00:30Z is still December 11 in Chicago.
  const instant = "2026-12-12T00:30:00.000Z";

  test("each format reads the organisation's wall clock by default", () => {
    expect(formatInZone(instant, "long")).toBe("Friday, December 11, 2026");
    expect(formatInZone(instant, "short")).toBe("December 11, 2026");
    expect(formatInZone(instant, "medium")).toBe("Dec 11, 2026");
    expect(formatInZone(instant, "time")).toBe("6:30 PM");
    expect(formatInZone(new Date(instant), "dateTime")).toBe("Dec 11, 2026, 6:30 PM");
  });

  test("another zone can be named (a PDF made with the settings it was given)", () => {
    expect(formatInZone(instant, "medium", "UTC")).toBe("Dec 12, 2026");
    expect(formatInZone(instant, "time", "Asia/Tokyo")).toBe("9:30 AM");
  });

  test("the statement PDF's date is the text its own formatter gave", () => {
    const before = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      timeZone: CHICAGO,
    });
    for (let day = 0; day < 366; day += 7) {
      const at = new Date(Date.UTC(2026, 0, 1, 5, 30) + day * 86_400_000);
      expect(formatInZone(at, "medium", CHICAGO)).toBe(before.format(at));
    }
  });
});

describe("calendarDayInZone", () => {
  test("is the day on the zone's wall clock, as YYYY-MM-DD", () => {
    const instant = new Date("2026-03-02T04:00:00Z");
    expect(calendarDayInZone(instant, CHICAGO)).toBe("2026-03-01");
    expect(calendarDayInZone(instant, "UTC")).toBe("2026-03-02");
    expect(calendarDayInZone(instant)).toBe("2026-03-01");
  });

  test("equals the spreadsheet day the reports' CSV used to write (en-CA)", () => {
    const before = new Intl.DateTimeFormat("en-CA", {
      timeZone: CHICAGO,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    for (let hour = 0; hour < 24 * 400; hour += 5) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(calendarDayInZone(at, CHICAGO)).toBe(before.format(at));
    }
  });
});

describe("one owner of date formatting", () => {
  // A second Intl.DateTimeFormat setup is how a page, a PDF and a CSV come to
  // disagree about a date (docs/architecture.md "Settings"): dates are formatted
  // through ./zoned-time.ts only. ./time-zone.ts makes one to ask whether a zone
  // name is known, and formats nothing.
  const ALLOWED = new Set(["shared/domain/zoned-time.ts", "shared/domain/time-zone.ts"]);
  const PATTERN = /\bIntl\.DateTimeFormat\(|\.toLocale(?:Date|Time)String\(/;

  test("no production file outside it builds a date formatter", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        const relative = path.relative(root, full).split(path.sep).join("/");
        if (entry.isDirectory()) {
          if (entry.name !== "test" && entry.name !== "node_modules") walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          if (!ALLOWED.has(relative) && PATTERN.test(readFileSync(full, "utf8"))) {
            offenders.push(relative);
          }
        }
      }
    };
    for (const dir of ["app", "server", "shared"]) walk(path.join(root, dir));
    expect(offenders).toEqual([]);
  });
});
