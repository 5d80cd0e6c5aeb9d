// How long ago something happened, in words ("3 minutes ago", "yesterday"),
// for the Activity page (README "Using Homefront": Activity).

/** "3 minutes ago", "yesterday", "2 weeks ago": how long ago, against `now`. */
export function relativeTime(when: Date | string, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(when).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["second", 60],
    ["minute", 60],
    ["hour", 24],
    ["day", 7],
    ["week", 4.35],
    ["month", 12],
    ["year", Number.POSITIVE_INFINITY],
  ];
  if (Math.abs(seconds) < 45) return "just now";
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(-Math.round(value), unit);
    value /= size;
  }
  return format.format(-Math.round(value), "year");
}
