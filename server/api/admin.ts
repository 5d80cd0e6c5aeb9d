// /api/admin/*: JSON routes for the back office. Every route sits behind the
// server-side staff guard (401 anonymous, 403 without the permission,
// docs/decisions/013-staff-roles.md), whatever the browser does: the door's
// check-in API needs `door`, everything else `manage`.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { getSessionUser } from "../auth/session";
import { assertStaff } from "../auth/staff-guard";
import type { AppEnv, SessionUser } from "../context";
import type { Permission } from "../../shared/domain/staff-roles";
import { getDashboardCounts } from "../modules/back-office/index.server";
import { doorApi } from "./door";
import { uploadsApi } from "./uploads";

type AdminEnv = AppEnv & { Variables: AppEnv["Variables"] & { user: SessionUser } };

// The API's answer to the one staff check (server/auth/staff-guard.ts): its refusal as JSON.
const staffOnly = (permission: Permission) =>
  createMiddleware<AdminEnv>(async (c, next) => {
    const user = await getSessionUser(c.get("services"), c.req.raw.headers);
    c.set("user", assertStaff(user, permission));
    await next();
  });

// Registered first: a door route answers before the `manage` guard below is reached.
const doorRoutes = new Hono<AdminEnv>().use(staffOnly("door")).route("/", doorApi);

const manageRoutes = new Hono<AdminEnv>()
  .use(staffOnly("manage"))
  .get("/stats", async (c) => c.json(await getDashboardCounts(c.get("services").db)))
  // Image uploads for every admin form (SPEC §5 "Image upload").
  .route("/uploads", uploadsApi);

export const adminApi = new Hono<AdminEnv>().route("/events", doorRoutes).route("/", manageRoutes);
