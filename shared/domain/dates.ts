// Dates are shown in the organisation's time zone (shared/site.ts), so the
// server-rendered text equals what the browser would render.
import { site } from "../site";

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: site.timeZone,
});
const shortDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: site.timeZone,
});
const time = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.timeZone,
});
const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.timeZone,
});

const toDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** "Saturday, December 12, 2026" — US English long format with weekday (SPEC §2 Home). */
export const formatLongDate = (value: Date | string) => longDate.format(toDate(value));
/** "December 12, 2026" */
export const formatDate = (value: Date | string) => shortDate.format(toDate(value));
/** "6:30 PM" */
export const formatTime = (value: Date | string) => time.format(toDate(value));
/** "Dec 12, 2026, 6:30 PM" */
export const formatDateTime = (value: Date | string) => dateTime.format(toDate(value));
