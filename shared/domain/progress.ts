/**
 * SPEC §5 "Other": raised ÷ goal × 100, capped at 100. A goal of 0 or less is 0 %
 * (the admin rule; the public pages show the same rather than dividing by zero).
 */
export function progressPercent(raisedCents: number, goalCents: number) {
  if (goalCents <= 0) return 0;
  return Math.min(100, Math.max(0, (raisedCents / goalCents) * 100));
}

/** To one decimal, as SPEC §9 shows it: "67.4%". */
export function formatPercent(percent: number) {
  return `${percent.toFixed(1)}%`;
}
