// Front-end weight per public route, read from React Router's browser manifest
// (build/client/assets/manifest-*.js: `window.__reactRouterManifest={...}`).
// React Router deletes Vite's .vite/manifest.json from build/client unless
// build.manifest is set; its own manifest is what the browser really uses to
// load a route, so it is the reliable source (entry + every route module of
// the matched chain, with their static imports and CSS). Two things it does
// not say are read beside it: a stylesheet a route links itself (the root's
// `app.css?url` in its `links`, docs/benchmarks.md "Front end") is found in the
// route's JS, and with lazy route discovery (React Router's default) the page
// inlines its part of the manifest instead of loading manifest-*.js.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { APP_AFTER_LOAD_ROUTES, SCRIPT_FREE_ROUTES } from "../app/lib/script-free-routes";

export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  hasDefaultExport?: boolean;
};

export type RouterManifest = {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
  /** The manifest's own URL: the page loads it as a script too. */
  url?: string;
};

export type RouteAssets = { js: string[]; css: string[] };

const PREFIX = "window.__reactRouterManifest=";

/** Parses the text of manifest-*.js. */
export function parseRouterManifest(source: string): RouterManifest {
  const start = source.indexOf(PREFIX);
  if (start < 0) throw new Error("not a React Router manifest (no window.__reactRouterManifest=)");
  const json = source
    .slice(start + PREFIX.length)
    .trim()
    .replace(/;$/, "");
  return JSON.parse(json) as RouterManifest;
}

/** The URL pattern of a route: its parents' paths joined, "/" for the root index. */
export function routePattern(manifest: RouterManifest, id: string): string {
  const parts = routeChain(manifest, id)
    .map((route) => route.path)
    .filter(Boolean);
  return `/${parts.join("/")}`;
}

/** Root first, the leaf last. */
export function routeChain(manifest: RouterManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  let route: ManifestRoute | undefined = manifest.routes[id];
  while (route) {
    chain.unshift(route);
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  if (chain.length === 0) throw new Error(`no route ${id} in the manifest`);
  return chain;
}

/**
 * Pages an anonymous visitor can open: leaf routes with a component, outside
 * /admin, without the catch-all. Sorted by URL pattern.
 */
export function publicPageRoutes(manifest: RouterManifest): { id: string; pattern: string }[] {
  const parents = new Set(
    Object.values(manifest.routes)
      .map((r) => r.parentId)
      .filter(Boolean),
  );
  return Object.values(manifest.routes)
    .filter(
      (r) =>
        r.id !== "root" && !parents.has(r.id) && r.hasDefaultExport !== false && r.path !== "*",
    )
    .map((r) => ({ id: r.id, pattern: routePattern(manifest, r.id) }))
    .filter((r) => r.pattern !== "/admin" && !r.pattern.startsWith("/admin/"))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Every JS and CSS URL the first load of a route fetches, each once (CSS from the manifest only). */
export function routeAssets(
  manifest: RouterManifest,
  id: string,
  { lazyDiscovery = false }: { lazyDiscovery?: boolean } = {},
): RouteAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  if (manifest.url && !lazyDiscovery) js.add(manifest.url);
  js.add(manifest.entry.module);
  for (const file of manifest.entry.imports ?? []) js.add(file);
  for (const file of manifest.entry.css ?? []) css.add(file);
  for (const route of routeChain(manifest, id)) {
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** Stylesheet URLs a built JS file names (`import href from "./x.css?url"` becomes the string "/assets/x-hash.css"). */
export function linkedStylesheets(source: string): string[] {
  return [...new Set(source.match(/\/assets\/[\w.-]+\.css(?=["'`])/g) ?? [])];
}

/** React Router's route discovery as the server build was made: "lazy" unless it says otherwise. */
export function readsManifestLazily(serverBuildSource: string): boolean {
  const mode = /routeDiscovery\s*=\s*\{\s*"mode":\s*"(\w+)"/.exec(serverBuildSource)?.[1];
  return mode === undefined || mode === "lazy";
}

/** gzip at the default level, as the server's compress() middleware sends it. */
export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content).length;
}

/** Finds and parses build/client/assets/manifest-*.js. */
export function readBuildManifest(clientDir: string): RouterManifest {
  const assets = path.join(clientDir, "assets");
  const files = readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (files.length !== 1) {
    throw new Error(`expected one manifest-*.js in ${assets}, found ${files.length}: build first`);
  }
  return parseRouterManifest(readFileSync(path.join(assets, files[0]), "utf8"));
}

export type RouteWeight = {
  pattern: string;
  /** Sent without scripts to anonymous visitors (app/lib/script-free-routes.ts). */
  scriptFree: boolean;
  /** Starts its app after the load event for anonymous visitors (same file). */
  appAfterLoad: boolean;
  jsFiles: number;
  jsGzip: number;
  jsRaw: number;
  cssFiles: number;
  cssGzip: number;
};

/** Gzipped weight of each public route's first load, from the build on disk. */
export function measureRouteWeights(clientDir: string): RouteWeight[] {
  const manifest = readBuildManifest(clientDir);
  const serverBuild = path.join(clientDir, "../server/index.js");
  const lazyDiscovery =
    existsSync(serverBuild) && readsManifestLazily(readFileSync(serverBuild, "utf8"));
  const cache = new Map<string, { raw: number; gzip: number }>();
  const size = (url: string) => {
    let entry = cache.get(url);
    if (!entry) {
      const content = readFileSync(path.join(clientDir, url.replace(/^\//, "")));
      entry = { raw: content.length, gzip: gzipBytes(content) };
      cache.set(url, entry);
    }
    return entry;
  };
  const sum = (urls: string[], key: "raw" | "gzip") =>
    urls.reduce((total, url) => total + size(url)[key], 0);
  return publicPageRoutes(manifest).map(({ id, pattern }) => {
    // A page sent without scripts (docs/decisions/024-pages-without-scripts.md)
    // fetches none before it loads; its idle preload comes after.
    const { js, css: manifestCss } = SCRIPT_FREE_ROUTES.has(id)
      ? { js: [], css: [] }
      : routeAssets(manifest, id, { lazyDiscovery });
    const css = [
      ...new Set([
        ...manifestCss,
        ...js.flatMap((url) =>
          linkedStylesheets(readFileSync(path.join(clientDir, url.replace(/^\//, "")), "utf8")),
        ),
      ]),
    ];
    return {
      pattern,
      scriptFree: SCRIPT_FREE_ROUTES.has(id),
      appAfterLoad: APP_AFTER_LOAD_ROUTES.has(id),
      jsFiles: js.length,
      jsGzip: sum(js, "gzip"),
      jsRaw: sum(js, "raw"),
      cssFiles: css.length,
      cssGzip: sum(css, "gzip"),
    };
  });
}
