// docs/security.md §6 (authorization matrix): generated from the route table, so a new
// admin route without the guard fails here. For every route under /admin:
//   loader, anonymous      → redirect to /login?redirectTo=… (a page load; SPEC §2 guard)
//   loader, non-staff      → redirect to / with the 'Access Denied' flash (SPEC §6)
//   loader, staff without the route's permission → 403 (DESIGN "Staff and roles")
//   action, anonymous      → 401 with the error contract
//   action, non-staff, or staff without the permission → 403 with the error contract
// and every /api/admin route answers 401 / 403 (JSON APIs never redirect). The
// permission each route needs is written out below, not read from the code under test.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminApi } from "../server/api/admin";
import {
  adminUser,
  contextFor,
  doorUser,
  managerUser,
  ordinaryUser,
} from "../server/test/admin-context";
import type { SessionUser } from "../server/context";
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

type Role = "owner" | "manager" | "door";
const OWNER: Role[] = ["owner"];
const MANAGERS: Role[] = ["owner", "manager"];
const EVERY_STAFF: Role[] = ["owner", "manager", "door"];
/** Who may use each admin route; any route not named here is for managers and owners. */
const ALLOWED: Record<string, Role[]> = {
  "routes/admin/layout.tsx": EVERY_STAFF,
  "/admin/door": EVERY_STAFF,
  "/admin/events/:id/door-list": EVERY_STAFF,
  "/admin/events/:id/check-in": EVERY_STAFF,
  "/admin/staff": OWNER,
  "/admin/settings": OWNER,
  "/admin/settings/emails": OWNER,
};
const allowedFor = (r: { path: string; file: string }) =>
  ALLOWED[r.file] ?? ALLOWED[r.path] ?? MANAGERS;
const staff: Record<Role, SessionUser> = { owner: adminUser, manager: managerUser, door: doorUser };

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

const argsFor = (method: "GET" | "POST", url: string, user: SessionUser | null) => ({
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
    "/admin/donations/new",
    "/admin/receipts/:id/pdf",
    "/admin/outbox",
    "/admin/activity",
    "/admin/staff",
    "/admin/door",
  ]) {
    expect(paths).toContain(p);
  }
});

describe.each(adminRoutes)("$path ($file)", (route) => {
  const { file, url } = route;
  test("its loader sends anonymous visitors to /login and non-staff home with Access Denied", async () => {
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

  test("its action answers 401 anonymous and 403 to non-staff", async () => {
    const mod = await load(file);
    if (!mod.action) return;
    const anonymous = await outcome(() => mod.action!(argsFor("POST", url, null)));
    expect(anonymous).toMatchObject({ status: 401, body: { error: { code: "unauthorized" } } });
    const user = await outcome(() => mod.action!(argsFor("POST", url, ordinaryUser)));
    expect(user).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
  });

  test.each(["owner", "manager", "door"] as const)(
    "as %s: exactly the routes of that role",
    async (role) => {
      const mod = await load(file);
      const allowed = allowedFor(route).includes(role);
      if (mod.loader) {
        const got = await outcome(() => mod.loader!(argsFor("GET", url, staff[role])));
        // 405: a route that only takes POSTs (its GET only sends a browser to its page).
        if (allowed) expect([200, 404, 405]).toContain(got.status);
        else if (file === "routes/admin/dashboard.tsx")
          expect(got).toMatchObject({ status: 302, location: "/admin/door" });
        else expect(got.status).toBe(403);
      }
      if (mod.action) {
        const got = await outcome(() => mod.action!(argsFor("POST", url, staff[role])));
        if (allowed) {
          // Through the guard: the empty body is refused as input, never with a 403 or a 500.
          expect(got.status).toBeGreaterThanOrEqual(400);
          expect(got.status).toBeLessThan(500);
          expect(got.status).not.toBe(403);
        } else {
          expect(got).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
        }
      }
    },
  );
});

/** The door's check-in API (docs/decisions/014-check-in-sync.md): door volunteers too; every other /api/admin route needs `manage`. */
const DOOR_API = new Set([
  "GET /events/:id/door-copy",
  "POST /events/:id/check-ins",
  "POST /events/:id/lookup",
]);

describe("/api/admin", () => {
  const apiRoutes = adminApi.routes.filter((r) => r.method !== "ALL");

  test("has routes to check, the door's among them", () => {
    expect(apiRoutes.length).toBeGreaterThan(DOOR_API.size);
    const listed = new Set(apiRoutes.map((r) => `${r.method} ${r.path}`));
    for (const route of DOOR_API) expect(listed).toContain(route);
  });

  test.each(apiRoutes.map((r) => [r.method, r.path] as const))(
    "%s %s answers 401 anonymous, 403 to non-staff (and door volunteers unless it is a door route), and lets managers through",
    async (method, path) => {
      const app = createTestApp(services);
      const url = `${origin}/api/admin${path.replace(/:[^/]+/g, SOME_ID)}`.replace(/\/$/, "");
      const isDoorRoute = DOOR_API.has(`${method} ${path}`);
      const anonymous = await app.request(url, { method, headers: { origin } });
      expect(anonymous.status).toBe(401);
      const user = await app.request(url, {
        method,
        headers: { origin, cookie: await signedInCookie(services, { role: "user" }) },
      });
      expect(user.status).toBe(403);
      const door = await app.request(url, {
        method,
        headers: { origin, cookie: await signedInCookie(services, { role: "door" }) },
      });
      if (isDoorRoute) expect([401, 403]).not.toContain(door.status);
      else expect(door.status).toBe(403);
      const cookie = await signedInCookie(services, { role: "manager" });
      const manager = await app.request(url, { method, headers: { origin, cookie } });
      expect(manager.status).not.toBe(401);
      expect(manager.status).not.toBe(403);
    },
  );

  test("a door volunteer is kept out of an unknown route under /api/admin/events", async () => {
    const app = createTestApp(services);
    const cookie = await signedInCookie(services, { role: "door" });
    const response = await app.request(`${origin}/api/admin/events/${SOME_ID}/unknown`, {
      headers: { origin, cookie },
    });
    expect(response.status).toBe(403);
  });
});
