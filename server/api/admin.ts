// /api/admin/*: JSON routes for the back office. Every route sits behind the
// server-side admin guard (401 anonymous, 403 non-admin), whatever the browser does.
import { Hono } from "hono";
import { assertAdmin, getSessionUser } from "../auth/session";
import type { AppEnv, SessionUser } from "../context";
import { getDashboardCounts } from "../services/back-office/dashboard";
import { uploadsApi } from "./uploads";

type AdminEnv = AppEnv & { Variables: AppEnv["Variables"] & { user: SessionUser } };

export const adminApi = new Hono<AdminEnv>()
  .use(async (c, next) => {
    const user = await getSessionUser(c.get("services"), c.req.raw.headers);
    c.set("user", assertAdmin(user));
    await next();
  })
  .get("/stats", async (c) => c.json(await getDashboardCounts(c.get("services").db)));

// Image uploads for every admin form (SPEC §5 "Image upload"), behind the guard above.
adminApi.route("/uploads", uploadsApi);
