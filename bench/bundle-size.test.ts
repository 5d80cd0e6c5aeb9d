import { describe, expect, test } from "vitest";
import {
  gzipBytes,
  linkedStylesheets,
  parseRouterManifest,
  readsManifestLazily,
  publicPageRoutes,
  routeAssets,
  routePattern,
  type RouterManifest,
} from "./bundle-size";

// The shape React Router 7.18 writes to build/client/assets/manifest-*.js, trimmed.
const manifest: RouterManifest = {
  entry: {
    module: "/assets/entry.client.js",
    imports: ["/assets/jsx-runtime.js", "/assets/react-dom.js"],
    css: [],
  },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/assets/root.js",
      imports: ["/assets/jsx-runtime.js", "/assets/button.js"],
      css: ["/assets/root.css"],
      hasDefaultExport: true,
    },
    "routes/home": {
      id: "routes/home",
      parentId: "root",
      index: true,
      module: "/assets/home.js",
      imports: ["/assets/jsx-runtime.js", "/assets/meta.js"],
      css: [],
      hasDefaultExport: true,
    },
    "routes/events": {
      id: "routes/events",
      parentId: "root",
      path: "events",
      module: "/assets/events.js",
      imports: ["/assets/meta.js"],
      css: [],
      hasDefaultExport: true,
    },
    "routes/event-detail": {
      id: "routes/event-detail",
      parentId: "root",
      path: "events/:id",
      module: "/assets/event-detail.js",
      imports: [],
      css: ["/assets/gallery.css"],
      hasDefaultExport: true,
    },
    "routes/logout": {
      id: "routes/logout",
      parentId: "root",
      path: "logout",
      module: "/assets/logout.js",
      imports: [],
      css: [],
      hasDefaultExport: false,
    },
    "routes/admin/layout": {
      id: "routes/admin/layout",
      parentId: "root",
      path: "admin",
      module: "/assets/layout.js",
      imports: [],
      css: [],
      hasDefaultExport: true,
    },
    "routes/admin/team": {
      id: "routes/admin/team",
      parentId: "routes/admin/layout",
      path: "team",
      module: "/assets/team.js",
      imports: [],
      css: [],
      hasDefaultExport: true,
    },
    "routes/not-found": {
      id: "routes/not-found",
      parentId: "root",
      path: "*",
      module: "/assets/not-found.js",
      imports: [],
      css: [],
      hasDefaultExport: true,
    },
  },
  url: "/assets/manifest-abc.js",
};

describe("bundle size from the React Router manifest", () => {
  test("the manifest script is parsed from the text React Router writes", () => {
    const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseRouterManifest(source).routes["routes/home"].module).toBe("/assets/home.js");
    expect(() => parseRouterManifest("console.log(1)")).toThrow(/not a React Router manifest/);
  });

  test("a route's pattern joins its parents' paths and the root index is /", () => {
    expect(routePattern(manifest, "routes/home")).toBe("/");
    expect(routePattern(manifest, "routes/event-detail")).toBe("/events/:id");
    expect(routePattern(manifest, "routes/admin/team")).toBe("/admin/team");
  });

  test("public pages leave out the back office, layouts, the catch-all and routes without a page", () => {
    expect(publicPageRoutes(manifest).map((r) => r.pattern)).toEqual([
      "/",
      "/events",
      "/events/:id",
    ]);
  });

  test("a route loads the manifest, the entry and its route chain's modules and CSS, each file once", () => {
    const assets = routeAssets(manifest, "routes/home");
    expect(assets.js.sort()).toEqual(
      [
        "/assets/manifest-abc.js",
        "/assets/entry.client.js",
        "/assets/jsx-runtime.js",
        "/assets/react-dom.js",
        "/assets/root.js",
        "/assets/button.js",
        "/assets/home.js",
        "/assets/meta.js",
      ].sort(),
    );
    expect(assets.css).toEqual(["/assets/root.css"]);
    expect(routeAssets(manifest, "routes/event-detail").css).toEqual([
      "/assets/root.css",
      "/assets/gallery.css",
    ]);
  });

  test("with lazy route discovery the page inlines its manifest instead of loading manifest-*.js", () => {
    expect(routeAssets(manifest, "routes/home", { lazyDiscovery: true }).js).not.toContain(
      "/assets/manifest-abc.js",
    );
    expect(
      readsManifestLazily(
        'const routeDiscovery = {\n\t"mode": "lazy",\n\t"manifestPath": "/__manifest"\n};',
      ),
    ).toBe(true);
    expect(readsManifestLazily('const routeDiscovery = {\n\t"mode": "initial"\n};')).toBe(false);
  });

  test("a stylesheet a route links itself is found by its URL in the built JS", () => {
    expect(
      linkedStylesheets(
        'const e="/assets/app-Cc6kX6lB.css";function t(){return[{rel:"stylesheet",href:e}]}',
      ),
    ).toEqual(["/assets/app-Cc6kX6lB.css"]);
    expect(linkedStylesheets("export const x = 1;")).toEqual([]);
  });

  test("gzip shrinks repetitive text well below its raw size", () => {
    const text = "export const x = 1;\n".repeat(500);
    expect(gzipBytes(text)).toBeGreaterThan(0);
    expect(gzipBytes(text)).toBeLessThan(text.length / 10);
  });
});
