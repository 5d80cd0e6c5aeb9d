// docs/decisions/024-pages-without-scripts.md: a page a visitor can use
// without JavaScript (links and text only) is sent to anonymous visitors with
// no scripts at all. Everything else (and every page a signed-in person or a
// one-shot toast sees) loads React Router's scripts and hydrates as before.
import { useContext } from "react";
import {
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
  type UIMatch,
} from "react-router";
import type { RootData } from "~/lib/root-data";
import { SCRIPT_FREE_ROUTES } from "~/lib/script-free-routes";

/** The route modules the idle preload fetches on a page without scripts: the likeliest next page's. */
const NEXT_PAGE_ROUTE = "routes/events";

/**
 * Whether the server leaves this page's scripts out: the page's own route is one
 * of SCRIPT_FREE_ROUTES, and nobody is signed in and no toast waits (both need the app).
 */
export function shipsNoScripts(matches: UIMatch[], rootData: RootData | undefined) {
  const leaf = matches.at(-1);
  return Boolean(
    rootData && !rootData.user && !rootData.flash && leaf && SCRIPT_FREE_ROUTES.has(leaf.id),
  );
}

/** The files of a route module and of what it imports, the app's entry first. */
export function preloadedModules(
  manifest: {
    entry: { module: string; imports?: string[] };
    routes: Record<string, { module: string; imports?: string[] } | undefined>;
  },
  routeIds: string[],
) {
  const files = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (route) files.push(route.module, ...(route.imports ?? []));
  }
  return [...new Set(files)];
}

/**
 * SPEC §2's idle preload on a page without scripts: 100 ms after the page has
 * loaded, when the browser is idle, it asks for the modules the next page
 * needs (`modulepreload`: fetched and compiled, not run). A few hundred bytes
 * of inline script, identical on every page (the page cache hashes it).
 */
function idlePreloadScript(files: string[]) {
  return `addEventListener("load",function(){setTimeout(function(){function p(){${JSON.stringify(files)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})}"requestIdleCallback"in window?requestIdleCallback(p):p()},100)});`;
}

/** The inline script per build manifest: made once, not on every render. */
const idlePreloadScripts = new WeakMap<object, string>();

export function PageScripts({
  nonce,
  rootData,
}: {
  nonce: string | undefined;
  rootData: RootData | undefined;
}) {
  const matches = useMatches();
  const framework = useContext(UNSAFE_FrameworkContext);
  // Only the server leaves scripts out: a page that hydrated keeps them through
  // client-side navigation (ScrollRestoration's listeners live in its component).
  if (import.meta.env.SSR && framework && shipsNoScripts(matches, rootData)) {
    let script = idlePreloadScripts.get(framework.manifest);
    if (script === undefined) {
      script = idlePreloadScript(preloadedModules(framework.manifest, ["root", NEXT_PAGE_ROUTE]));
      idlePreloadScripts.set(framework.manifest, script);
    }
    return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
  }
  return (
    <>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
}
