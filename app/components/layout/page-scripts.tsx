// docs/decisions/024-pages-without-scripts.md: a page a visitor can use
// without JavaScript (links and text only) is sent to anonymous visitors with
// no scripts at all; a public page that needs the app but is read first starts
// loading it once the page has loaded. Everything else (and every page a
// signed-in person or a one-shot toast sees) loads React Router's scripts and
// hydrates as before.
import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from "react";
import {
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
  type UIMatch,
} from "react-router";
import type { RootData } from "~/lib/root-data";
import { APP_AFTER_LOAD_ROUTES, EARLY_INPUT, SCRIPT_FREE_ROUTES } from "~/lib/script-free-routes";

/** The route modules the idle preload fetches on a page without scripts: the likeliest next page's. */
const NEXT_PAGE_ROUTE = "routes/events";

/**
 * How this page loads the app. Anonymous visitors with no toast waiting (staff
 * and toasts need the app at once) get pages of SCRIPT_FREE_ROUTES with no
 * scripts ("none") and those of APP_AFTER_LOAD_ROUTES with the app started once
 * the page has loaded ("after-load"); every other page loads it "now".
 */
export function scriptMode(
  matches: UIMatch[],
  rootData: RootData | undefined,
): "none" | "after-load" | "now" {
  const leaf = matches.at(-1);
  if (!rootData || rootData.user || rootData.flash || !leaf) return "now";
  if (SCRIPT_FREE_ROUTES.has(leaf.id)) return "none";
  return APP_AFTER_LOAD_ROUTES.has(leaf.id) ? "after-load" : "now";
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
 * Inline script that adds a `modulepreload` link per file (fetched and
 * compiled, not run), one link per task: adding one starts its fetch there and
 * then, about 1 ms each on the bench machine, so sixteen at once held the main
 * thread past what Lighthouse's Total Blocking Time allows on a 4× slower phone.
 */
export const modulePreloads = (files: string[]) =>
  `(function(f,i){(function n(){if(i<f.length){var l=document.createElement("link");l.rel="modulepreload";l.href=f[i++];document.head.appendChild(l);setTimeout(n)}})()})(${JSON.stringify(files)},0);`;

/**
 * SPEC §2's idle preload on a page without scripts: 100 ms after the page has
 * loaded, when the browser is idle, it asks for the modules the next page
 * needs. A few hundred bytes of inline script, identical on every page (the
 * page cache hashes it).
 */
function idlePreloadScript(files: string[]) {
  return `addEventListener("load",function(){setTimeout(function(){function p(){${modulePreloads(files)}}"requestIdleCallback"in window?requestIdleCallback(p):p()},100)});`;
}

/** The inline script per build manifest: made once, not on every render. */
const idlePreloadScripts = new WeakMap<object, string>();

// `import * as route0 from "/assets/root.js";` and bare `import "/assets/x.js";`
// in React Router's module script (its <Scripts>).
const STATIC_IMPORT = /import\s+(?:\*\s*as\s+(\w+)\s+from\s*)?("[^"]+")\s*;?/g;
// `import("/assets/entry.client.js")`, the script's last line.
const DYNAMIC_IMPORT = /import\(("[^"]+")\)/g;

/**
 * Before the app runs, a tap on a button (Register Now, a preset amount) is
 * kept instead of lost: its default is prevented (no form is posted without
 * the app). Each change to a field is noted with its value, since hydration
 * puts a controlled field back to the app's state. Once the page has hydrated
 * both are played again in order (app/lib/early-input.ts). Links, and the
 * phone menu's popover button, work without the app and are left alone.
 */
const KEEP_EARLY_INPUT = `var early=window.${EARLY_INPUT}=[];addEventListener("click",function(e){var b=window.${EARLY_INPUT}===early&&e.target instanceof Element&&e.target.closest("button");if(b&&!b.hasAttribute("popovertarget")){e.preventDefault();e.stopImmediatePropagation();early.push(b)}},true);addEventListener("input",function(e){var f=e.target;if(window.${EARLY_INPUT}===early&&f instanceof Element&&/^(INPUT|TEXTAREA|SELECT)$/.test(f.tagName))early.push([f,f.value,f.checked===true])},true);`;

/**
 * React Router's module script, made to wait for the page's `load` event (or
 * the visitor's first tap or key, or 3 s, whichever comes first) before it asks
 * for the app: its static imports become dynamic ones behind a top-level await,
 * preceded by the `modulepreload` links the page would have carried, so the
 * modules still load side by side. A script of another shape is left as it is.
 */
export function startAfterLoad(source: string, preloads: string[]) {
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = source.replace(STATIC_IMPORT, (_, name: string | undefined, specifier: string) => {
    names.push(name ?? `_${names.length}`);
    specifiers.push(specifier);
    return "";
  });
  if (/\bimport\s*[*{"']/.test(rest)) return source;
  // The shared chunks first, one per task, so no single task evaluates the whole app
  // (Lighthouse's Total Blocking Time); the route modules and the entry as before.
  const imported = new Set([...specifiers, ...[...rest.matchAll(DYNAMIC_IMPORT)].map((m) => m[1])]);
  const chunks = preloads.filter((href) => !imported.has(JSON.stringify(href)));
  const oneByOne = chunks.length
    ? `for(const h of ${JSON.stringify(chunks)}){await import(h);await new Promise(function(r){setTimeout(r)})}`
    : "";
  const gate =
    'await new Promise(function(go){if(document.readyState==="complete")return go();addEventListener("load",go,{once:true});["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,go,{once:true,passive:true,capture:true})});setTimeout(go,3000)});';
  const imports = `const [${names.join(",")}]=await Promise.all([${specifiers.map((s) => `import(${s})`).join(",")}]);`;
  return `${KEEP_EARLY_INPUT}${gate}${modulePreloads(preloads)}${oneByOne}${imports}${rest}`;
}

type Element = ReactElement<{
  children?: ReactNode;
  rel?: string;
  href?: string;
  type?: string;
  dangerouslySetInnerHTML?: { __html: string };
}>;

/** <Scripts>' output without its `modulepreload` links, and its module script started after load. */
export function appAfterLoad(node: ReactNode, preloads: string[] = []): ReactNode {
  if (Array.isArray(node))
    return node.flatMap((child: ReactNode) => appAfterLoad(child, preloads) ?? []);
  if (!isValidElement(node)) return node;
  const element = node as Element;
  const { props } = element;
  if (element.type === "link" && props.rel === "modulepreload" && props.href) {
    preloads.push(props.href);
    return null;
  }
  if (element.type === Fragment) {
    const children = appAfterLoad(props.children, preloads);
    return createElement(Fragment, null, ...(Array.isArray(children) ? children : [children]));
  }
  if (element.type === "script" && props.type === "module" && props.dangerouslySetInnerHTML) {
    const __html = startAfterLoad(props.dangerouslySetInnerHTML.__html, preloads);
    return cloneElement(element, { dangerouslySetInnerHTML: { __html } });
  }
  return element;
}

/**
 * React Router's <Scripts>, called as a function so its output can be
 * rewritten; its hooks are this component's. Server and browser rewrite it
 * alike, so hydration finds the same elements (a script's text is not compared).
 */
function AppAfterLoad({ nonce }: { nonce: string | undefined }) {
  return appAfterLoad(Scripts({ nonce }));
}

export function PageScripts({
  nonce,
  rootData,
}: {
  nonce: string | undefined;
  rootData: RootData | undefined;
}) {
  const matches = useMatches();
  const framework = useContext(UNSAFE_FrameworkContext);
  const mode = scriptMode(matches, rootData);
  // Only the server leaves scripts out: a page that hydrated keeps them through
  // client-side navigation (ScrollRestoration's listeners live in its component).
  if (import.meta.env.SSR && framework && mode === "none") {
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
      {mode === "after-load" ? <AppAfterLoad nonce={nonce} /> : <Scripts nonce={nonce} />}
    </>
  );
}
