// Buttons tapped on a page whose app starts after load, before it ran
// (app/components/layout/page-scripts.tsx keeps them): clicked again once the
// page has hydrated, so a tap on Register Now is answered, not lost.
import { EARLY_CLICKS } from "./script-free-routes";

export function clickEarlyTaps() {
  const store = window as unknown as Record<string, HTMLElement[] | undefined>;
  const early = store[EARLY_CLICKS];
  store[EARLY_CLICKS] = undefined;
  for (const button of early ?? []) if (button.isConnected) button.click();
}
