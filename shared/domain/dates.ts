// Dates are shown in the organisation's time zone (./time-zone.ts, a setting), so
// the server-rendered text equals what the browser would render.
import { organisationTimeZone } from "./time-zone";

const FORMATS = {
  long: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  short: { year: "numeric", month: "long", day: "numeric" },
  time: { hour: "numeric", minute: "2-digit" },
  dateTime: { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building an Intl.DateTimeFormat is slow (a quarter of a millisecond); one per format and zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: keyof typeof FORMATS, timeZone = organisationTimeZone()) {
  const key = `${kind} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", { ...FORMATS[kind], timeZone });
    formatters.set(key, found);
  }
  return found;
}

const toDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** "Saturday, December 12, 2026" — US English long format with weekday (SPEC §2 Home). */
export const formatLongDate = (value: Date | string) => formatter("long").format(toDate(value));
/** "December 12, 2026" */
export const formatDate = (value: Date | string) => formatter("short").format(toDate(value));
/** "6:30 PM" */
export const formatTime = (value: Date | string) => formatter("time").format(toDate(value));
/** "Dec 12, 2026, 6:30 PM" */
export const formatDateTime = (value: Date | string) => formatter("dateTime").format(toDate(value));
