import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../context";

/** GET /healthz: 200 only when the database answers. */
export const healthApi = new Hono<AppEnv>().get("/healthz", async (c) => {
  try {
    await c.get("services").db.execute(sql`select 1`);
    return c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" });
  } catch (error) {
    c.get("services").log.error("health check failed", { error: String(error) });
    return c.json(
      { error: { code: "unavailable", message: "The database is not answering." } },
      503,
      { "Cache-Control": "no-store" },
    );
  }
});
