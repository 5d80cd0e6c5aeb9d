// The fuzzer's target list (app/test/fuzz-targets.ts) is derived from the
// route tables; these checks make sure the derivation misses nothing and that
// no hand-written setting names a route that no longer exists.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, createTestServices, type TestServices } from "../../server/test/harness";
import {
  apiSettings,
  registeredPaths,
  routeExports,
  routeTable,
  routeTargets,
  settings,
} from "./fuzz-targets";

const appDir = path.resolve(import.meta.dirname, "..");

/** Read from the sources, not through the route config: every `export … loader/action` of a route file. */
function exportsInSources() {
  const files = [
    "root.tsx",
    ...[...readFileSync(path.join(appDir, "routes.ts"), "utf8").matchAll(/"(routes\/[^"]+)"/g)].map(
      (m) => m[1]!,
    ),
  ];
  return files.flatMap((file) => {
    const source = readFileSync(path.join(appDir, file), "utf8");
    return (["loader", "action"] as const)
      .filter((name) =>
        new RegExp(`export (?:async )?function ${name}\\b|export const ${name}\\b`).test(source),
      )
      .map((name) => `${name === "loader" ? "GET" : "POST"} ${file}`);
  });
}

describe("React Router routes", () => {
  test("every loader and action of app/routes.ts and the root route is a fuzz target", async () => {
    const found = await routeExports();
    expect(found.map((r) => `${r.method} ${r.file}`).sort()).toEqual(exportsInSources().sort());
    const names = (await routeTargets()).map((t) => t.name);
    for (const route of found)
      expect(
        names.some((n) => n === route.key || n.startsWith(`${route.key} (`)),
        route.key,
      ).toBe(true);
  });

  test("the back-office routes are among them, and admin routes are fuzzed as an admin too", async () => {
    const targets = await routeTargets();
    const names = targets.map((t) => t.name);
    for (const name of [
      "GET /admin/team",
      "POST /admin/team",
      "POST /admin/fundraisers",
      "POST /admin/messages",
      "GET /admin/donations",
      "GET /admin/donations/export",
      "POST /admin/outbox",
      "GET /admin/activity",
      "POST /admin/events/:id/gallery",
      "POST /admin/events/:id/ticket-types/:ticketTypeId/photos",
    ]) {
      expect(names).toContain(name);
    }
    for (const target of targets.filter((t) => / \/admin\b/.test(t.name))) {
      expect(target.who, target.name).toEqual(["anonymous", "member", "admin"]);
    }
  });

  test("every setting names a loader or action that exists", async () => {
    const keys = new Set((await routeExports()).map((r) => r.key));
    expect(Object.keys(settings).filter((key) => !keys.has(key))).toEqual([]);
    // The names settings use are those of the route table.
    expect(routeTable().map((r) => r.name)).toContain("/admin (index)");
  });
});

describe("Hono routes", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.cleanup());

  test("the app's registered paths include every API area, and every API setting names one", () => {
    const paths = registeredPaths(createTestApp(services));
    for (const p of [
      "/api/auth/*",
      "/api/admin/stats",
      "/api/admin/uploads",
      "/api/webhooks/stripe",
      "/healthz",
      "/uploads/*",
    ]) {
      expect(paths).toContain(p);
    }
    expect(Object.keys(apiSettings).filter((p) => !paths.includes(p))).toEqual([]);
  });
});
