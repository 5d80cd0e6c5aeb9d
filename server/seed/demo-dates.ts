// When the demo events happen, computed from the day the site is seeded so the demo
// always reads true: Memorial Day falls on the last Monday of May, Veterans Day on
// November 11, a gala on a Saturday evening. Every date is a calendar day and a wall
// clock time in the organization's time zone (shared/domain/time-zone.ts), turned
// into an instant only at the end.
import { calendarDayInZone, zonedInputToDate } from "../../shared/domain/zoned-time";
import { organisationTimeZone } from "../../shared/domain/time-zone";

/** A calendar day: month 1–12. */
export type CalendarDay = { year: number; month: number; day: number };

const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);
const fromUtc = (ms: number): CalendarDay => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const compare = (a: CalendarDay, b: CalendarDay) => toUtc(a) - toUtc(b);

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: CalendarDay) => new Date(toUtc(day)).getUTCDay();

/** Memorial Day: the last Monday of May (5 U.S.C. 6103). */
export function memorialDay(year: number): CalendarDay {
  const may31: CalendarDay = { year, month: 5, day: 31 };
  return addDays(may31, -((weekday(may31) + 6) % 7));
}

/** Veterans Day: November 11, whatever the weekday. */
export const veteransDay = (year: number): CalendarDay => ({ year, month: 11, day: 11 });

/** The first occurrence strictly after `today` (so an event seeded on the day itself is next year's). */
export function nextOccurrence(
  today: CalendarDay,
  occasion: (year: number) => CalendarDay,
): CalendarDay {
  const thisYear = occasion(today.year);
  return compare(thisYear, today) > 0 ? thisYear : occasion(today.year + 1);
}

/** The last occurrence strictly before `today`. */
export function previousOccurrence(
  today: CalendarDay,
  occasion: (year: number) => CalendarDay,
): CalendarDay {
  const thisYear = occasion(today.year);
  return compare(thisYear, today) < 0 ? thisYear : occasion(today.year - 1);
}

/** The first given weekday at least `minDays` days after `today`. */
export function nextWeekday(today: CalendarDay, wanted: number, minDays: number): CalendarDay {
  const start = addDays(today, minDays);
  return addDays(start, (wanted - weekday(start) + 7) % 7);
}

/** Today's calendar day in the time zone. */
export function calendarDayIn(now: Date, timeZone: string): CalendarDay {
  const [year, month, day] = calendarDayInZone(now, timeZone).split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

/** The instant a wall clock in the time zone shows `hour:minute` on `day`. */
export function wallClock(day: CalendarDay, hour: number, minute: number, timeZone: string): Date {
  const pad = (n: number) => String(n).padStart(2, "0");
  const input = `${day.year}-${pad(day.month)}-${pad(day.day)}T${pad(hour)}:${pad(minute)}`;
  return zonedInputToDate(input, timeZone)!;
}

const THURSDAY = 4;
const SATURDAY = 6;

/**
 * The demo events' dates as seeded at `now`: three upcoming (a prayer night, the
 * gala, the Memorial Day 5K whose ticket sales open later) and one past (the
 * Veterans Day breakfast), at the hours such events keep.
 */
export function demoEventDates(now: Date = new Date(), timeZone: string = organisationTimeZone()) {
  const today = calendarDayIn(now, timeZone);
  const run = wallClock(nextOccurrence(today, memorialDay), 7, 30, timeZone);
  // "Tickets Coming Soon" (SPEC §2): sales open a week from now, or halfway to the
  // race when Memorial Day is nearer than two weeks, so they always open before it.
  const salesOpen = new Date(
    now.getTime() + Math.min(7 * DAY_MS, (run.getTime() - now.getTime()) / 2),
  );
  return {
    prayerNight: wallClock(nextWeekday(today, THURSDAY, 7), 19, 0, timeZone),
    gala: wallClock(nextWeekday(today, SATURDAY, 28), 18, 30, timeZone),
    veteransBreakfast: wallClock(previousOccurrence(today, veteransDay), 8, 0, timeZone),
    memorialRun: run,
    memorialRunSalesOpen: salesOpen,
    /** The holiday season the care package drive fills boxes for: this year's until Christmas is past. */
    holidaySeason:
      compare(today, { year: today.year, month: 12, day: 25 }) < 0 ? today.year : today.year + 1,
    /** The finished spring drive: the last March 1 at least three months ago. */
    springDrive: wallClock(
      previousOccurrence(addDays(today, -90), (year) => ({ year, month: 3, day: 1 })),
      9,
      0,
      timeZone,
    ),
  };
}

/** The demo's holiday fundraiser's title as seeded at `now` (the e2e specs name it too). */
export const holidayDriveTitle = (now: Date = new Date()) =>
  `Holiday Care Packages ${demoEventDates(now).holidaySeason}`;
