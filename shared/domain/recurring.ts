// docs/recurring-gifts.md: when a recurring gift is next charged, when the provider has not said.
// The demo provider bills on the anniversary of the first payment, as Stripe does (billing
// cycle anchor = start); a day past the month's end falls back to its last day (Jan 31 → Feb 28).

function addMonthsUtc(start: Date, months: number) {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(start);
  date.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return date;
}

/** The first charge after `now` of a gift first paid at `start`, every month or year. */
export function nextChargeAfter(start: Date, interval: "month" | "year", now = new Date()): Date {
  const step = interval === "year" ? 12 : 1;
  // Start near now so a gift many years old does not loop through every period.
  const elapsedMonths =
    (now.getUTCFullYear() - start.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - start.getUTCMonth());
  let periods = Math.max(1, Math.floor(elapsedMonths / step) - 1);
  let next = addMonthsUtc(start, periods * step);
  while (next.getTime() <= now.getTime()) next = addMonthsUtc(start, ++periods * step);
  return next;
}
