// The one box a wide table scrolls sideways in, so the page itself never does at a
// phone's width. WCAG 2.1.1: a scrolling area must be reachable by keyboard to be
// scrolled with the arrow keys, so the box is focusable, and a named region so a
// screen reader says what the focus landed on. `relative`: sr-only text inside the
// table is positioned absolutely and must stay inside the scrolling box.
import type { ReactNode } from "react";

/** `framed`: the rounded border of a table standing alone; off inside a card that frames it already. */
export function TableScroll({
  label,
  framed = true,
  children,
}: {
  label: string;
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ${framed ? "rounded-xl border" : ""}`}
    >
      {children}
    </div>
  );
}
