// docs/security.md §6 (authorization matrix): generated from the route table, so a new
// admin route without the guard fails here. For every route under /admin:
//   loader, anonymous      → redirect to /login?redirectTo=… (a page load; SPEC §2 guard)
//   loader, non-admin      → redirect to / with the 'Access Denied' flash (SPEC §6)
//   action, anonymous      → 401 with the error contract
//   action, non-admin      → 403 with the error contract
// and every /api/admin route answers 401 / 403 (JSON APIs never redirect).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminApi } from "../server/api/admin";
import { adminUser, contextFor, ordinaryUser } from "../server/test/admin-context";
import {
  createTestApp,
  createTestServices,
  signedInCookie,
  type TestServices,
} from "../server/test/harness";
import routes from "./routes";

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };
type RouteModule = {
  loader?: (args: unknown) => Promise<unknown> | unknown;
  action?: (args: unknown) => Promise<unknown> | unknown;
};

function flatten(entries: RouteEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const SOME_ID = "00000000-0000-4000-8000-000000000000";
const adminRoutes = flatten(routes as RouteEntry[])
  .filter((r) => r.path === "/admin" || r.path.startsWith("/admin/"))
  .map((r) => ({ ...r, url: r.path.replace(/:[^/]+/g, SOME_ID) }));

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const origin = "http://localhost:3000";
const load = (file: string) => import(/* @vite-ignore */ `./${file}`) as Promise<RouteModule>;

async function outcome(
  run: () => unknown,
): Promise<{ status: number; location?: string | null; cookie?: string | null; body?: unknown }> {
  try {
    const value = await run();
    if (value instanceof Response)
      return { status: value.status, location: value.headers.get("location") };
    if (value && typeof value === "object" && "init" in value && "data" in value) {
      const v = value as { init?: { status?: number }; data: unknown };
      return { status: v.init?.status ?? 200, body: v.data };
    }
    return { status: 200, body: value };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return {
        status: thrown.status,
        location: thrown.headers.get("location"),
        cookie: thrown.headers.get("set-cookie"),
      };
    }
    if (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown) {
      const v = thrown as { init?: { status?: number }; data: unknown };
      return { status: v.init?.status ?? 500, body: v.data };
    }
    throw thrown;
  }
}

const argsFor = (method: "GET" | "POST", url: string, user: typeof adminUser | null) => ({
  request: new Request(`${origin}${url}`, {
    method,
    headers: method === "POST" ? { "content-type": "application/json", origin } : {},
    body: method === "POST" ? "{}" : undefined,
  }),
  context: contextFor(services, user),
  params: { id: SOME_ID },
});

test("the route table has the admin pages this matrix must cover", () => {
  const paths = adminRoutes.map((r) => r.path);
  for (const p of [
    "/admin",
    "/admin/team",
    "/admin/fundraisers",
    "/admin/events",
    "/admin/messages",
    "/admin/donations",
    "/admin/outbox",
    "/admin/activity",
  ]) {
    expect(paths).toContain(p);
  }
});

describe.each(adminRoutes)("$path ($file)", ({ file, url }) => {
  test("its loader sends anonymous visitors to /login and non-admins home with Access Denied", async () => {
    const mod = await load(file);
    if (!mod.loader) return;
    const anonymous = await outcome(() => mod.loader!(argsFor("GET", url, null)));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
    const user = await outcome(() => mod.loader!(argsFor("GET", url, ordinaryUser)));
    expect(user.status).toBe(302);
    expect(user.location).toBe("/");
    expect(decodeURIComponent(user.cookie ?? "")).toContain("Access Denied");
  });

  test("its action answers 401 anonymous and 403 to non-admins, and 4xx (not 500) to an admin's empty body", async () => {
    const mod = await load(file);
    if (!mod.action) return;
    const anonymous = await outcome(() => mod.action!(argsFor("POST", url, null)));
    expect(anonymous).toMatchObject({ status: 401, body: { error: { code: "unauthorized" } } });
    const user = await outcome(() => mod.action!(argsFor("POST", url, ordinaryUser)));
    expect(user).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
    const admin = await outcome(() => mod.action!(argsFor("POST", url, adminUser)));
    expect(admin.status).toBeGreaterThanOrEqual(400);
    expect(admin.status).toBeLessThan(500);
  });

  test("an admin gets through the loader", async () => {
    const mod = await load(file);
    if (!mod.loader) return;
    const admin = await outcome(() => mod.loader!(argsFor("GET", url, adminUser)));
    expect([200, 404]).toContain(admin.status);
  });
});

describe("/api/admin", () => {
  const apiRoutes = adminApi.routes.filter((r) => r.method !== "ALL");

  test("has routes to check", () => {
    expect(apiRoutes.length).toBeGreaterThan(0);
  });

  test.each(apiRoutes.map((r) => [r.method, r.path] as const))(
    "%s %s answers 401 anonymous and 403 to a non-admin",
    async (method, path) => {
      const app = createTestApp(services);
      const url = `${origin}/api/admin${path.replace(/:[^/]+/g, SOME_ID)}`.replace(/\/$/, "");
      const anonymous = await app.request(url, { method, headers: { origin } });
      expect(anonymous.status).toBe(401);
      const cookie = await signedInCookie(services, { role: "user" });
      const user = await app.request(url, { method, headers: { origin, cookie } });
      expect(user.status).toBe(403);
    },
  );
});
