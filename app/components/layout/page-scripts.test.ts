import { readFileSync } from "node:fs";
import path from "node:path";
import type { UIMatch } from "react-router";
import { describe, expect, test } from "vitest";
import type { RootData } from "~/lib/root-data";
import { SCRIPT_FREE_ROUTES } from "~/lib/script-free-routes";
import { preloadedModules, shipsNoScripts } from "./page-scripts";

const match = (id: string) => ({ id }) as UIMatch;
const visitor = { user: null, flash: null } as RootData;

describe("pages without scripts (docs/decisions/024-pages-without-scripts.md)", () => {
  test("the home, about and fundraisers pages, for an anonymous visitor with no toast waiting", () => {
    for (const id of ["routes/home", "routes/about", "routes/fundraisers"])
      expect(shipsNoScripts([match("root"), match(id)], visitor), id).toBe(true);
  });

  test("never a page that needs the app, nor for staff signed in, a toast to show, or an error before the root loader", () => {
    expect(shipsNoScripts([match("root"), match("routes/events")], visitor)).toBe(false);
    expect(shipsNoScripts([match("root"), match("routes/donate")], visitor)).toBe(false);
    const staff = { ...visitor, user: { name: "A", email: "a@b.org", role: "admin" } };
    expect(shipsNoScripts([match("root"), match("routes/home")], staff)).toBe(false);
    const toast = { ...visitor, flash: { title: "Signed out" } } as RootData;
    expect(shipsNoScripts([match("root"), match("routes/home")], toast)).toBe(false);
    expect(shipsNoScripts([match("root"), match("routes/home")], undefined)).toBe(false);
    // Only the page's own route counts, not a parent's.
    expect(shipsNoScripts([match("routes/home"), match("routes/event-detail")], visitor)).toBe(false);
  });

  test("every listed route is a route of the app", () => {
    const config = readFileSync(path.resolve("app/routes.ts"), "utf8");
    for (const id of SCRIPT_FREE_ROUTES) expect(config, id).toContain(`"${id}.tsx"`);
  });

  test("the idle preload asks for the entry and the routes' modules, each once", () => {
    const manifest = {
      entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
      routes: {
        root: { module: "/assets/root.js", imports: ["/assets/framework.js", "/assets/ui.js"] },
        "routes/events": { module: "/assets/events.js", imports: ["/assets/ui.js"] },
      },
    };
    expect(preloadedModules(manifest, ["root", "routes/events", "routes/missing"])).toEqual([
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/root.js",
      "/assets/ui.js",
      "/assets/events.js",
    ]);
  });
});
