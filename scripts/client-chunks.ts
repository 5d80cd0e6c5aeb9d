// How the browser build is cut into files (docs/benchmarks.md "Front end").
// Left to itself, the bundler makes one chunk per set of routes that share a
// module: every lucide icon, `cn` and each small component became a file of
// its own, and a phone fetched ~33 files before the page could hydrate (and
// Lighthouse's simulated phone counts each one that arrives before the first
// paint as render-blocking). Here React and React Router are one chunk, the
// light pieces public pages share are one more, the icons are grouped by the
// pages that use them, and everything heavy (forms, dialogs, charts, drag and
// drop) keeps the default per-route splitting, so a page still loads only the
// libraries it uses.

/** What the bundler tells a chunk-naming function about a module. */
export type ModuleInfo = {
  code: string | null;
  importers: readonly string[];
  importedIds: readonly string[];
};
export type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * The framework in two chunks, in the order they must be evaluated: React with
 * ReactDOM (and the bundler's runtime their CommonJS needs), then React Router.
 * A page that starts its app after load evaluates them one per task
 * (app/components/layout/page-scripts.tsx), so neither task holds the main
 * thread as long as the two did together (Lighthouse's Total Blocking Time).
 */
export const FRAMEWORK_CHUNKS = [
  {
    name: "react",
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0rolldown[\\/]runtime/,
  },
  {
    name: "router",
    test: /[\\/]node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
  },
] as const;

/** React, ReactDOM and React Router: a module of either framework chunk. */
export const FRAMEWORK = {
  test: (id: string) => FRAMEWORK_CHUNKS.some((chunk) => chunk.test.test(id)),
};

/** lucide's icons: one tiny module each, behind the package's barrel file. */
export const ICONS =
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/]|createLucideIcon|Icon|defaultAttributes|shared[\\/]|context)/;

/** Small libraries most pages need: class names, the Slot behind `asChild`, the progress bar of fundraisers and events. */
const LIGHT_PACKAGES =
  /[\\/]node_modules[\\/](clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs|progress|context|primitive))[\\/]/;
const LUCIDE_BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.m?js$/;
const RADIX_BARREL = /[\\/]node_modules[\\/]radix-ui[\\/]/;
/** The parts of `radix-ui` that are light; a module taking any other part is not. */
const LIGHT_RADIX_PARTS = new Set(["Slot", "Progress"]);

const SOURCE = /[\\/](app|shared)[\\/].*\.tsx?$/;
const ROUTES = /[\\/]app[\\/]routes[\\/]/;
const ADMIN_ROUTES = /[\\/]app[\\/]routes[\\/]admin[\\/]/;
/** The root route and the client entry (ours, or React Router's default one). */
const APP_SHELL = /[\\/]app[\\/]root\.tsx($|\?)|[\\/]entry\.client\.tsx($|\?)/;
const PRELOAD_HELPER = /^\0?vite[\\/]preload-helper/;

/**
 * Modules only the giving forms use (/donate and the donor's manage page): the parser
 * of typed amounts. Left to those pages' chunks, so the pages that only show
 * prices (the events) do not load it (docs/decisions/012).
 */
const GIVING_FORMS_ONLY = /[\\/]shared[\\/]domain[\\/]money-input\.ts$/;

const isPublicEntry = (id: string) =>
  APP_SHELL.test(id) || (ROUTES.test(id) && !ADMIN_ROUTES.test(id));

/**
 * "ui" for a light module (our source or a light package, importing only
 * light modules) that the app shell or at least two public pages load
 * statically; null leaves a module to the default splitting (route modules,
 * heavy libraries, what one page or only the back office uses).
 */
export function uiChunk(
  id: string,
  graph: ModuleGraph,
  memo = new Map<string, boolean>(),
): "ui" | null {
  if (FRAMEWORK.test(id) || isPublicEntry(id) || GIVING_FORMS_ONLY.test(id)) return null;
  if (ICONS.test(id)) return "ui";
  if (!isLight(id, graph, memo)) return null;
  return sharedByPublicPages(id, graph) ? "ui" : null;
}

function isLight(id: string, graph: ModuleGraph, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  if (FRAMEWORK.test(id) || ICONS.test(id) || LUCIDE_BARREL.test(id)) return true;
  const ours = SOURCE.test(id) && !id.includes("node_modules");
  if (!ours && !LIGHT_PACKAGES.test(id) && !PRELOAD_HELPER.test(id)) return false;
  const info = graph.getModuleInfo(id);
  // Our source has no import cycles (lint: homefront/no-import-cycle); a library's cycle counts as light while it is walked.
  memo.set(id, true);
  const light = (info?.importedIds ?? []).every((dep) =>
    RADIX_BARREL.test(dep)
      ? radixPartsTaken(info?.code ?? "").every((part) => LIGHT_RADIX_PARTS.has(part))
      : isLight(dep, graph, memo),
  );
  memo.set(id, light);
  return light;
}

/** The names a module imports from the `radix-ui` barrel ("Dialog" for `Dialog as DialogPrimitive`). */
export function radixPartsTaken(code: string): string[] {
  const parts: string[] = [];
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']radix-ui["']/g)) {
    for (const name of match[1]!.split(",")) {
      const part = name
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, "");
      if (part) parts.push(part);
    }
  }
  // Anything else (`import * as`, a default import) takes it all.
  return /from\s*["']radix-ui["']/.test(
    code.replace(/import\s*\{[^}]*\}\s*from\s*["']radix-ui["']/g, ""),
  )
    ? [...parts, "*"]
    : parts;
}

/** Statically loaded by the app shell, or by two or more public route modules. */
function sharedByPublicPages(id: string, graph: ModuleGraph): boolean {
  const seen = new Set<string>([id]);
  const queue = [id];
  const routes = new Set<string>();
  while (queue.length) {
    const current = queue.pop()!;
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (APP_SHELL.test(importer)) return true;
      if (isPublicEntry(importer)) routes.add(importer.replace(/\?.*$/, ""));
      else queue.push(importer);
    }
  }
  return routes.size >= 2;
}
