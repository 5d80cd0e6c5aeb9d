import { readFileSync } from "node:fs";
import path from "node:path";
import type { UIMatch } from "react-router";
import { describe, expect, test } from "vitest";
import type { RootData } from "~/lib/root-data";
import { APP_AFTER_LOAD_ROUTES, SCRIPT_FREE_ROUTES } from "~/lib/script-free-routes";
import { createElement, Fragment, isValidElement, type ReactElement } from "react";
import {
  appAfterLoad,
  modulePreloads,
  preloadedModules,
  scriptMode,
  startAfterLoad,
} from "./page-scripts";

const match = (id: string) => ({ id }) as UIMatch;
const shipsNone = (matches: UIMatch[], rootData: RootData | undefined) =>
  scriptMode(matches, rootData) === "none";
const visitor = { user: null, flash: null } as RootData;

describe("pages without scripts (docs/decisions/024-pages-without-scripts.md)", () => {
  test("the home, about and fundraisers pages, for an anonymous visitor with no toast waiting", () => {
    for (const id of ["routes/home", "routes/about", "routes/fundraisers"])
      expect(shipsNone([match("root"), match(id)], visitor), id).toBe(true);
  });

  test("never a page that needs the app, nor for staff signed in, a toast to show, or an error before the root loader", () => {
    expect(shipsNone([match("root"), match("routes/events")], visitor)).toBe(false);
    expect(shipsNone([match("root"), match("routes/donate")], visitor)).toBe(false);
    const staff = { ...visitor, user: { name: "A", email: "a@b.org", role: "admin" } };
    expect(shipsNone([match("root"), match("routes/home")], staff)).toBe(false);
    const toast = { ...visitor, flash: { title: "Signed out" } } as RootData;
    expect(shipsNone([match("root"), match("routes/home")], toast)).toBe(false);
    expect(shipsNone([match("root"), match("routes/home")], undefined)).toBe(false);
    // Only the page's own route counts, not a parent's.
    expect(shipsNone([match("routes/home"), match("routes/event-detail")], visitor)).toBe(false);
  });

  test("every listed route is a route of the app", () => {
    const config = readFileSync(path.resolve("app/routes.ts"), "utf8");
    for (const id of [...SCRIPT_FREE_ROUTES, ...APP_AFTER_LOAD_ROUTES])
      expect(config, id).toContain(`"${id}.tsx"`);
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

// The module script React Router's <Scripts> renders with lazy route discovery (its shape in 7.x).
const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/events-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js","imports":["/assets/framework-D.js"]}};
  window.__reactRouterRouteModules = {"root":route0,"routes/events":route1};

import("/assets/entry.client-C.js");`;

describe("the app after load (docs/decisions/024-pages-without-scripts.md)", () => {
  test("the events list, an event's page and /donate, for an anonymous visitor with no toast waiting", () => {
    expect(scriptMode([match("root"), match("routes/events")], visitor)).toBe("after-load");
    expect(scriptMode([match("root"), match("routes/event-detail")], visitor)).toBe("after-load");
    expect(scriptMode([match("root"), match("routes/donate")], visitor)).toBe("after-load");
    expect(scriptMode([match("root"), match("routes/contact")], visitor)).toBe("now");
    expect(scriptMode([match("root"), match("routes/home")], visitor)).toBe("none");
    const staff = { ...visitor, user: { name: "A", email: "a@b.org", role: "admin" } };
    expect(scriptMode([match("root"), match("routes/event-detail")], staff)).toBe("now");
  });

  test("the module script waits for load, preloads every module, runs the shared chunks one per task, then imports the routes side by side", () => {
    const script = startAfterLoad(ROUTER_SCRIPT, [
      "/assets/entry.client-C.js",
      "/assets/framework-D.js",
      "/assets/root-A.js",
      "/assets/ui-E.js",
      "/assets/events-B.js",
    ]);
    // No static import is left: nothing is fetched while the page loads.
    expect(script).not.toMatch(/import\s*[*{"']/);
    const gate = script.indexOf('addEventListener("load"');
    const preload = script.indexOf(
      '["/assets/entry.client-C.js","/assets/framework-D.js","/assets/root-A.js","/assets/ui-E.js","/assets/events-B.js"],0);',
    );
    // Neither the entry (which hydrates) nor a route module is among the chunks run early.
    const chunks = script.indexOf(
      'for(const h of ["/assets/framework-D.js","/assets/ui-E.js"]){await import(h);await new Promise(function(r){setTimeout(r)})}',
    );
    const routes = script.indexOf(
      'const [route0,route1]=await Promise.all([import("/assets/root-A.js"),import("/assets/events-B.js")]);',
    );
    const entry = script.indexOf('import("/assets/entry.client-C.js");');
    expect(gate).toBeGreaterThanOrEqual(0);
    expect(preload).toBeGreaterThan(gate);
    expect(chunks).toBeGreaterThan(preload);
    expect(routes).toBeGreaterThan(chunks);
    expect(entry).toBeGreaterThan(routes);
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/events":route1};',
    );
    // Taps and typing before the app runs are kept from the start, to be played again after hydration.
    expect(script.startsWith("var early=window.__homefrontEarlyInput=[];")).toBe(true);
    expect(script).toContain('addEventListener("click"');
    expect(script).toContain('addEventListener("input"');
    // A first tap or key, or 3 s, starts it too.
    expect(script).toContain('["pointerdown","keydown","touchstart"]');
    expect(script).toContain("setTimeout(go,3000)");
  });

  test("with nothing but the routes and the entry to load, no chunk runs early", () => {
    const script = startAfterLoad(ROUTER_SCRIPT, [
      "/assets/entry.client-C.js",
      "/assets/root-A.js",
    ]);
    expect(script).not.toContain("for(const h of");
    expect(script).toContain('import("/assets/entry.client-C.js");');
  });

  test("a script of another shape is left as React Router wrote it", () => {
    const odd = `import { x } from "/assets/x.js";\nimport("/assets/entry.js");`;
    expect(startAfterLoad(odd, [])).toBe(odd);
  });

  test("<Scripts>' output loses its modulepreload links, which the module script adds after load", () => {
    const link = (href: string) => createElement("link", { key: href, rel: "modulepreload", href });
    const tree = createElement(
      Fragment,
      null,
      null,
      link("/assets/entry.client-C.js"),
      [link("/assets/framework-D.js")],
      createElement(
        Fragment,
        null,
        createElement("script", {
          dangerouslySetInnerHTML: { __html: "window.__reactRouterContext = {};" },
        }),
        createElement("script", {
          type: "module",
          async: true,
          dangerouslySetInnerHTML: { __html: ROUTER_SCRIPT },
        }),
      ),
    );
    const elements: ReactElement<{
      type?: string;
      dangerouslySetInnerHTML?: { __html: string };
    }>[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (isValidElement<{ children?: unknown }>(node)) {
        if (node.type === Fragment) walk(node.props.children);
        else elements.push(node as (typeof elements)[number]);
      }
    };
    walk(appAfterLoad(tree));
    expect(elements.map((element) => element.type)).toEqual(["script", "script"]);
    expect(elements[0]!.props.dangerouslySetInnerHTML!.__html).toBe(
      "window.__reactRouterContext = {};",
    );
    expect(elements[1]!.props.type).toBe("module");
    expect(elements[1]!.props.dangerouslySetInnerHTML!.__html).toContain(
      '["/assets/entry.client-C.js","/assets/framework-D.js"],0);',
    );
  });
});

describe("modulepreload links", () => {
  test("are added in order, one per task, so no task starts every fetch", () => {
    const head: { rel: string; href: string }[] = [];
    const tasks: (() => void)[] = [];
    const perTask: number[] = [];
    const document = {
      createElement: () => ({ rel: "", href: "" }),
      head: { appendChild: (link: { rel: string; href: string }) => head.push(link) },
    };
    const setTimeout = (fn: () => void) => void tasks.push(fn);
    const files = ["/assets/a.js", "/assets/b.js", "/assets/c.js"];
    new Function("document", "setTimeout", modulePreloads(files))(document, setTimeout);
    perTask.push(head.length);
    while (tasks.length) {
      tasks.shift()!();
      perTask.push(head.length);
    }
    expect(head).toEqual(files.map((href) => ({ rel: "modulepreload", href })));
    // One link when the script runs, then one more in each task after it.
    expect(perTask).toEqual([1, 2, 3, 3]);
  });
});
