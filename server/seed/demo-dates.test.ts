import { describe, expect, test } from "vitest";
import { dateToZonedInput, zonedInputToDate } from "../../shared/domain/zoned-time";
import {
  demoEventDates,
  memorialDay,
  nextOccurrence,
  previousOccurrence,
  veteransDay,
} from "./demo-dates";

const CHICAGO = "America/Chicago";
/** The wall clock in Chicago, "YYYY-MM-DDTHH:mm". */
const local = (date: Date) => dateToZonedInput(date, CHICAGO);
/** The instant Chicago's wall clock shows `time` on `day`. */
const seededOn = (day: string, time = "12:00") => zonedInputToDate(`${day}T${time}`, CHICAGO)!;

describe("the demo's occasions", () => {
  test("Memorial Day is the last Monday of May", () => {
    expect(memorialDay(2025)).toEqual({ year: 2025, month: 5, day: 26 });
    expect(memorialDay(2026)).toEqual({ year: 2026, month: 5, day: 25 });
    expect(memorialDay(2027)).toEqual({ year: 2027, month: 5, day: 31 }); // May 31 is itself a Monday
    expect(memorialDay(2032)).toEqual({ year: 2032, month: 5, day: 31 });
    expect(memorialDay(2028)).toEqual({ year: 2028, month: 5, day: 29 });
  });

  test("the next Memorial Day is this year's until it has come, then next year's", () => {
    const day = (year: number, month: number, d: number) => ({ year, month, day: d });
    expect(nextOccurrence(day(2026, 5, 24), memorialDay)).toEqual(day(2026, 5, 25));
    expect(nextOccurrence(day(2026, 5, 25), memorialDay)).toEqual(day(2027, 5, 31));
    expect(nextOccurrence(day(2026, 5, 26), memorialDay)).toEqual(day(2027, 5, 31));
    expect(nextOccurrence(day(2026, 1, 1), memorialDay)).toEqual(day(2026, 5, 25));
  });

  test("the last Veterans Day is November 11 of this year once it has passed, else last year's", () => {
    const day = (year: number, month: number, d: number) => ({ year, month, day: d });
    expect(previousOccurrence(day(2026, 11, 10), veteransDay)).toEqual(day(2025, 11, 11));
    expect(previousOccurrence(day(2026, 11, 11), veteransDay)).toEqual(day(2025, 11, 11));
    expect(previousOccurrence(day(2026, 11, 12), veteransDay)).toEqual(day(2026, 11, 11));
    expect(previousOccurrence(day(2027, 1, 2), veteransDay)).toEqual(day(2026, 11, 11));
  });
});

describe("demo event dates, from the day the site is seeded", () => {
  const seedDays = [
    "2026-01-01",
    "2026-05-24", // the day before Memorial Day
    "2026-05-25", // Memorial Day itself
    "2026-05-26", // the day after
    "2026-11-10", // the day before Veterans Day
    "2026-11-11", // Veterans Day itself
    "2026-11-12", // the day after
    "2026-12-31",
  ];

  test.each(seedDays)(
    "seeded on %s: the 5K is on the next Memorial Day morning, the breakfast on the last Veterans Day",
    (day) => {
      const now = seededOn(day);
      const dates = demoEventDates(now, CHICAGO);
      const run = local(dates.memorialRun);
      expect(run.slice(5, 7)).toBe("05");
      expect(new Date(`${run.slice(0, 10)}T12:00:00Z`).getUTCDay()).toBe(1); // a Monday
      expect(Number(run.slice(8, 10))).toBeGreaterThan(24); // in the last week of May
      expect(run.slice(11)).toBe("07:30");
      expect(local(dates.veteransBreakfast)).toMatch(/^\d{4}-11-11T08:00$/);

      // Upcoming and past exactly as the seed intends, and tickets go on sale before the race.
      expect(dates.memorialRun.getTime()).toBeGreaterThan(now.getTime());
      expect(dates.veteransBreakfast.getTime()).toBeLessThan(now.getTime());
      expect(dates.memorialRunSalesOpen.getTime()).toBeGreaterThan(now.getTime());
      expect(dates.memorialRunSalesOpen.getTime()).toBeLessThan(dates.memorialRun.getTime());
      // No further than the next occurrence: a year, plus the week Memorial Day moves between years.
      expect(dates.memorialRun.getTime() - now.getTime()).toBeLessThanOrEqual(
        373 * 24 * 3600 * 1000,
      );
      expect(now.getTime() - dates.veteransBreakfast.getTime()).toBeLessThanOrEqual(
        366 * 24 * 3600 * 1000,
      );

      // The gala is a Saturday evening and the prayer night a Thursday evening, both ahead.
      expect(local(dates.gala).slice(11)).toBe("18:30");
      expect(new Date(`${local(dates.gala).slice(0, 10)}T12:00:00Z`).getUTCDay()).toBe(6);
      expect(local(dates.prayerNight).slice(11)).toBe("19:00");
      expect(new Date(`${local(dates.prayerNight).slice(0, 10)}T12:00:00Z`).getUTCDay()).toBe(4);
      expect(dates.prayerNight.getTime()).toBeGreaterThan(now.getTime());
      expect(dates.gala.getTime()).toBeGreaterThan(dates.prayerNight.getTime());
    },
  );

  test("the day before and after the occasions pick the right years", () => {
    expect(local(demoEventDates(seededOn("2026-05-24"), CHICAGO).memorialRun)).toBe(
      "2026-05-25T07:30",
    );
    expect(local(demoEventDates(seededOn("2026-05-26"), CHICAGO).memorialRun)).toBe(
      "2027-05-31T07:30",
    );
    expect(local(demoEventDates(seededOn("2026-11-10"), CHICAGO).veteransBreakfast)).toBe(
      "2025-11-11T08:00",
    );
    expect(local(demoEventDates(seededOn("2026-11-12"), CHICAGO).veteransBreakfast)).toBe(
      "2026-11-11T08:00",
    );
  });

  test("a seed late on Memorial Day eve still opens ticket sales before the race", () => {
    const now = seededOn("2026-05-24", "23:30");
    const dates = demoEventDates(now, CHICAGO);
    expect(local(dates.memorialRun)).toBe("2026-05-25T07:30");
    expect(dates.memorialRunSalesOpen.getTime()).toBeGreaterThan(now.getTime());
    expect(dates.memorialRunSalesOpen.getTime()).toBeLessThan(dates.memorialRun.getTime());
  });

  test("the day is the organization's: 11 p.m. on May 24 in Chicago is already May 25 in UTC", () => {
    const now = seededOn("2026-05-24", "23:00");
    expect(now.toISOString().slice(0, 10)).toBe("2026-05-25");
    expect(local(demoEventDates(now, CHICAGO).memorialRun)).toBe("2026-05-25T07:30");
  });

  test("the holiday drive is named for the coming season and the spring drive is months behind", () => {
    expect(demoEventDates(seededOn("2026-11-25"), CHICAGO).holidaySeason).toBe(2026);
    expect(demoEventDates(seededOn("2026-12-26"), CHICAGO).holidaySeason).toBe(2027);
    expect(local(demoEventDates(seededOn("2026-04-01"), CHICAGO).springDrive)).toBe(
      "2025-03-01T09:00",
    );
    expect(local(demoEventDates(seededOn("2026-11-25"), CHICAGO).springDrive)).toBe(
      "2026-03-01T09:00",
    );
  });
});
