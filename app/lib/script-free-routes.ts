// docs/decisions/024-pages-without-scripts.md: the routes whose pages are links
// and text only, sent to anonymous visitors without scripts. One list, read by
// the root layout (app/components/layout/page-scripts.tsx) and by the bench's
// first-load weights (bench/bundle-size.ts). A page here must work without
// JavaScript: no dialog, no form that needs the app, no client-only state.
export const SCRIPT_FREE_ROUTES: ReadonlySet<string> = new Set([
  "routes/home",
  "routes/about",
  "routes/fundraisers",
  "routes/accessibility",
]);

/**
 * The public pages that need the app but are read before they are used (the
 * events list and an event's page): for anonymous visitors the app starts
 * loading once the page has loaded, or at the first tap or key, so it does
 * not hold back the first paint and the hero picture (decision 024, "The app
 * after load"). On /donate too: the form's taps and typing before the app runs
 * are kept and played again once it has (app/lib/early-input.ts).
 */
export const APP_AFTER_LOAD_ROUTES: ReadonlySet<string> = new Set([
  "routes/events",
  "routes/event-detail",
  "routes/donate",
]);

/** Where such a page keeps the taps and typing that came before its app ran (app/lib/early-input.ts). */
export const EARLY_INPUT = "__homefrontEarlyInput";
