// The organisation's time zone (a setting, edited at /admin/settings): dates and
// times are shown on its wall clock on the server and in the browser alike, so a
// server-rendered page hydrates without a mismatch (docs/architecture.md "Settings").
// The pure date helpers (./dates.ts, ./zoned-time.ts) read it from here rather
// than take it as a parameter everywhere. The server sets it whenever it reads
// the settings (server/core/site-settings.ts); the browser sets it
// from the root loader's data while the root renders, before any page below it
// formats a date (app/root.tsx). One organisation per process, so one value.
export const DEFAULT_TIME_ZONE = "America/Chicago";

let current: string = DEFAULT_TIME_ZONE;

/** An IANA zone name this runtime knows ("America/Chicago"); links such as "US/Central" count. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone dates are shown in now. */
export function organisationTimeZone(): string {
  return current;
}

/** Called with the stored setting; an unknown zone leaves the current one. */
export function setOrganisationTimeZone(zone: string) {
  if (zone !== current && isTimeZone(zone)) current = zone;
}
