// SPEC §2: shortly after start (100 ms) the app preloads an extra module when
// the browser is idle — the registration dialog, which event pages load lazily
// (with its loading state, so a click shows it at once).
export function scheduleIdlePreload() {
  const timer = window.setTimeout(() => {
    const preload = () => {
      void import("~/features/events/registration/registration-dialog");
      void import("~/features/events/registration/loading-dialog");
    };
    if ("requestIdleCallback" in window) window.requestIdleCallback(preload);
    else preload();
  }, 100);
  return () => window.clearTimeout(timer);
}
