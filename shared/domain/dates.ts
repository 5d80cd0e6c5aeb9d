// Dates are shown in the organisation's time zone (./time-zone.ts, a setting), so
// the server-rendered text equals what the browser would render. The formats and
// their Intl.DateTimeFormat live in one place, ./zoned-time.ts; these are their names.
import { formatInZone } from "./zoned-time";

/** "Saturday, December 12, 2026" — US English long format with weekday (SPEC §2 Home). */
export const formatLongDate = (value: Date | string) => formatInZone(value, "long");
/** "December 12, 2026" */
export const formatDate = (value: Date | string) => formatInZone(value, "short");
/** "6:30 PM" */
export const formatTime = (value: Date | string) => formatInZone(value, "time");
/** "Dec 12, 2026, 6:30 PM" */
export const formatDateTime = (value: Date | string) => formatInZone(value, "dateTime");
