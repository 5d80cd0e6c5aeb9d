/**
 * DESIGN "Runtime contract": whenever the demo payment provider is active, every page says so
 * (docs/payments.md "Demo provider"). A slim bar in the page flow above the header, so it
 * scrolls away rather than covering content; dark on amber for contrast well above 4.5:1.
 */
export function TestModeBanner({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <aside
      aria-label="Payments"
      className="bg-amber-300 px-4 py-1 text-center text-sm font-medium text-amber-950"
    >
      Test mode — no money moves
    </aside>
  );
}
