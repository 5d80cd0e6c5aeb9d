const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A money axis tick, short enough for a phone: 1200 dollars → "$1.2K", 40 → "$40". */
export function formatDollarsTick(dollars: number) {
  return compactUsd.format(dollars);
}
