// SPEC §4: "On success with a checkout URL, checkout opens in a new browser tab."
// The tab is opened during the click itself (browsers block pop-ups opened
// later, after the server answers) and pointed at the checkout once its URL
// is known. When the browser blocks it anyway, this tab goes instead (docs/payments.md).
import { useCallback, useMemo, useRef } from "react";

export function useCheckoutWindow() {
  const tab = useRef<Window | null>(null);

  /** Call synchronously from the submit click. */
  const prepare = useCallback(() => {
    let opened: Window | null = null;
    try {
      opened = window.open("", "_blank");
    } catch {
      opened = null;
    }
    if (opened) {
      try {
        opened.opener = null; // the checkout must not reach back into this page
        opened.document.title = "Opening secure checkout…";
        opened.document.body.textContent = "Opening secure checkout…";
      } catch {
        // cross-origin or closed already: the URL assignment below still works or falls back
      }
    }
    tab.current = opened;
  }, []);

  /** Sends the prepared tab to `url`; without one, navigates this tab. */
  const go = useCallback((url: string): "new-tab" | "same-tab" => {
    const opened = tab.current;
    tab.current = null;
    if (opened && !opened.closed) {
      opened.location.href = url;
      return "new-tab";
    }
    window.location.assign(url);
    return "same-tab";
  }, []);

  const abort = useCallback(() => {
    tab.current?.close();
    tab.current = null;
  }, []);

  return useMemo(() => ({ prepare, go, abort }), [prepare, go, abort]);
}
