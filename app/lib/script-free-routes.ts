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
