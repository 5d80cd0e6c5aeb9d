// The admin types event times into <input type="datetime-local"> (SPEC §9:
// "year-month-day and hour:minute"). Those wall-clock times are in the
// organisation's time zone (./time-zone.ts, a setting), whatever zone the browser or the
// server runs in, so the conversion to and from UTC happens here, with Intl.
import { organisationTimeZone } from "./time-zone";

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

// Every date or time this code base shows or reads on a wall clock goes through
// the formats below: text in the organisation's time zone (docs/architecture.md
// "Settings") must read the same on the server, in the browser and in a PDF, so
// there is one list of formats and one place that builds Intl.DateTimeFormat
// (zoned-time.test.ts refuses another).
const FORMATS = {
  /** "Saturday, December 12, 2026": US English long format with weekday (SPEC §2 Home). */
  long: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  /** "December 12, 2026" */
  short: { year: "numeric", month: "long", day: "numeric" },
  /** "Dec 12, 2026" (the statement PDF's Date column). */
  medium: { year: "numeric", month: "short", day: "numeric" },
  /** "6:30 PM" */
  time: { hour: "numeric", minute: "2-digit" },
  /** "Dec 12, 2026, 6:30 PM" */
  dateTime: { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  /** The wall-clock fields, read with formatToParts (below). */
  parts: {
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type ZonedFormat = Exclude<keyof typeof FORMATS, "parts">;

// Building an Intl.DateTimeFormat is slow (a quarter of a millisecond); one per format and zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function zonedFormatter(kind: keyof typeof FORMATS, timeZone: string) {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...FORMATS[kind], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `value` as US English text in `format` on `timeZone`'s wall clock (the organisation's by default). */
export function formatInZone(
  value: Date | string,
  format: ZonedFormat,
  timeZone: string = organisationTimeZone(),
): string {
  return zonedFormatter(format, timeZone).format(
    typeof value === "string" ? new Date(value) : value,
  );
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of zonedFormatter("parts", timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour! % 24,
    minute: fields.minute!,
    second: fields.second!,
  };
}

/**
 * The calendar year of `at` on `timeZone`'s wall clock: receipt numbers,
 * statements and reports count years there. One formatter per zone, made
 * once (making one costs far more than using it: a receipt backfill of
 * thousands of gifts spent most of its time there).
 */
export function yearInZone(at: Date, timeZone: string = organisationTimeZone()): number {
  return wallClock(at.getTime(), timeZone).year;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (Chicago: -5 h or -6 h). */
export function zoneOffsetMs(instant: number, timeZone: string = organisationTimeZone()) {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** True for a well-formed "YYYY-MM-DDTHH:mm" naming a real calendar day and time. */
export function isLocalDateTimeInput(value: string) {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  if (y! < 1900 || y! > 2200 || h! > 23 || mi! > 59 || (s ?? 0) > 59) return false;
  const day = new Date(Date.UTC(y!, mo! - 1, d!));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo! - 1 && day.getUTCDate() === d;
}

/**
 * "2026-07-04T18:30" read as a wall-clock time in `timeZone` → the UTC instant,
 * or null when malformed. A time skipped by the spring-forward gap moves one
 * hour later (as clocks do); a repeated fall-back hour takes its first reading.
 */
export function zonedInputToDate(
  value: string,
  timeZone: string = organisationTimeZone(),
): Date | null {
  if (!isLocalDateTimeInput(value)) return null;
  const [, y, mo, d, h, mi, s] = LOCAL_INPUT.exec(value)!.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s || 0);
  // Two passes: the offset at the first guess may differ from the offset at
  // the answer when a DST change lies between them.
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  if (first === second) {
    // Fall back: the same wall time also exists an hour earlier; take the first.
    const earlier = second - 60 * 60 * 1000;
    if (earlier + zoneOffsetMs(earlier, timeZone) === wall) return new Date(earlier);
    return new Date(second);
  }
  // Spring forward: `second` lands in the gap only if it reads back differently.
  const readBack = second + zoneOffsetMs(second, timeZone);
  return new Date(readBack === wall ? second : first);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A UTC instant → "YYYY-MM-DDTHH:mm" on `timeZone`'s wall clock, for a datetime-local input. */
export function dateToZonedInput(
  value: Date | string | null | undefined,
  timeZone: string = organisationTimeZone(),
) {
  if (value === null || value === undefined || value === "") return "";
  const instant = (typeof value === "string" ? new Date(value) : value).getTime();
  if (!Number.isFinite(instant)) return "";
  const w = wallClock(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** "2026-03-02": the calendar day of `at` on `timeZone`'s wall clock (sorts as text, as in a spreadsheet). */
export function calendarDayInZone(at: Date, timeZone: string = organisationTimeZone()): string {
  const w = wallClock(at.getTime(), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** The first instant after `instant` at which `timeZone`'s calendar day changes (local midnight). */
export function nextMidnight(instant: number, timeZone: string = organisationTimeZone()): Date {
  const w = wallClock(instant, timeZone);
  const tomorrow = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  const date = `${tomorrow.getUTCFullYear()}-${pad(tomorrow.getUTCMonth() + 1)}-${pad(tomorrow.getUTCDate())}T00:00`;
  return zonedInputToDate(date, timeZone)!;
}
