// SPEC §2: shortly after start (100 ms) the app preloads an extra module when
// the browser is idle — the lazily loaded event payment return page.
export function scheduleIdlePreload() {
  const timer = window.setTimeout(() => {
    const preload = () => void import("~/features/events/payment-return");
    if ("requestIdleCallback" in window) window.requestIdleCallback(preload);
    else preload();
  }, 100);
  return () => window.clearTimeout(timer);
}
