// A donation checkout that is open in another tab (SPEC §4 opens it in a new
// tab): remembered in localStorage, which every tab of the site shares, so the
// donate page, in this tab or any other, says so and cannot start the same gift
// twice. Other tabs hear of it through the `storage` event. The success and
// cancel pages forget it; "Start over" forgets it by hand; it lapses on its own
// after the time a checkout stays open.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

const KEY = "homefront:donation-checkout";
/** Stripe's shortest checkout life (DESIGN "Payments": 30 min minimum). */
export const PENDING_CHECKOUT_MS = 30 * 60_000;

export type PendingCheckout = {
  url: string;
  /** What the gift was, e.g. "$50.00 to Holiday Care Packages". */
  summary: string;
  startedAt: number;
  /** The tab that opened it. */
  tab: string;
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage turned off: the page works as before, without the guard
  }
}

/** The checkout still open, if any (an expired or unreadable entry is dropped). */
export function readPendingCheckout(now = Date.now()): PendingCheckout | null {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as PendingCheckout;
    if (
      typeof value.url === "string" &&
      typeof value.startedAt === "number" &&
      now - value.startedAt < PENDING_CHECKOUT_MS
    ) {
      return value;
    }
  } catch {
    // fall through: not ours or corrupted
  }
  store?.removeItem(KEY);
  return null;
}

export function forgetPendingCheckout() {
  storage()?.removeItem(KEY);
}

export function usePendingCheckout() {
  const tab = useRef<string>("");
  if (!tab.current)
    tab.current = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  // Read after hydration only: the server cannot know, and the first render must match it.
  const [pending, setPending] = useState<PendingCheckout | null>(null);

  useEffect(() => {
    const refresh = () => setPending(readPendingCheckout());
    refresh();
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) refresh();
    };
    window.addEventListener("storage", onStorage);
    // Back from the checkout through the history, or back to this tab later.
    window.addEventListener("pageshow", refresh);
    window.addEventListener("focus", refresh);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", refresh);
      window.removeEventListener("focus", refresh);
    };
  }, []);

  // Lapse on screen when the checkout would have expired.
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(
      () => setPending(readPendingCheckout()),
      Math.max(0, pending.startedAt + PENDING_CHECKOUT_MS - Date.now()) + 1000,
    );
    return () => window.clearTimeout(timer);
  }, [pending]);

  const remember = useCallback((url: string, summary: string) => {
    const value: PendingCheckout = { url, summary, startedAt: Date.now(), tab: tab.current };
    storage()?.setItem(KEY, JSON.stringify(value));
    setPending(value);
  }, []);

  const startOver = useCallback(() => {
    forgetPendingCheckout();
    setPending(null);
  }, []);

  /** Read again at the moment of a submit: another tab may have started one an instant ago. */
  const check = useCallback(() => {
    const current = readPendingCheckout();
    setPending(current);
    return current;
  }, []);

  return useMemo(
    () => ({
      pending,
      elsewhere: pending !== null && pending.tab !== tab.current,
      remember,
      startOver,
      check,
    }),
    [pending, remember, startOver, check],
  );
}
