// SPEC §2: shortly after start (100 ms) the app preloads an extra module when
// the browser is idle — the registration dialog, which event pages load lazily
// (with its loading state, so a click shows it at once).
//
// Evaluated in steps, each in a task of its own (the steps are the feature's:
// app/features/events/registration/preload-steps.ts).
// Imported at once, the whole graph was one task of 20–35 ms on the bench
// machine, over the 50 ms a phone's main thread may be held at 4× slower
// (Lighthouse's Total Blocking Time, docs/benchmarks.md "Front end"). Only our
// own modules are steps: `import("zod")` would make the bundle keep all of zod.

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the steps one per task; stops early once `stopped()` says so. */
export async function preloadInSteps(
  steps: readonly (() => Promise<unknown>)[],
  stopped: () => boolean,
) {
  for (const step of steps) {
    if (stopped()) return;
    await step();
    await nextTask();
  }
}

export function scheduleIdlePreload(steps: readonly (() => Promise<unknown>)[]) {
  let cancelled = false;
  const timer = window.setTimeout(() => {
    // A preload that fails (offline) costs nothing: the click imports the dialog again.
    const preload = () => void preloadInSteps(steps, () => cancelled).catch(() => {});
    if ("requestIdleCallback" in window) window.requestIdleCallback(preload);
    else preload();
  }, 100);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
