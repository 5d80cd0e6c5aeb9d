// /api/admin/events/:id/*: the door's check-in API (DESIGN "Check-in",
// docs/decisions/014-check-in-sync.md). Mounted by server/api/admin.ts behind
// the `door` permission: door volunteers, managers and owners.
//   GET  door-copy  → DoorCopy (no-store: it holds names and who is inside)
//   POST check-ins  CheckInBatch → { results: CheckInResult[], counts }
//   POST lookup     { reference } → LookupResult
import { Hono, type Context } from "hono";
import type { AppEnv, SessionUser } from "../context";
import { notFound, validationError } from "../errors";
import { asUuid } from "../../shared/domain/ids";
import { referenceLookupSchema } from "../../shared/schemas/check-in";
import { applyCheckIns, getDoorCopy, lookupReference } from "../modules/orders/index.server";
import { readJsonBody } from "../http/well-formed-json";

type DoorEnv = AppEnv & { Variables: AppEnv["Variables"] & { user: SessionUser } };

function eventIdOf(c: Context<DoorEnv>) {
  const id = asUuid(c.req.param("id"));
  if (!id) throw notFound("Event not found");
  return id;
}

export const doorApi = new Hono<DoorEnv>()
  .get("/:id/door-copy", async (c) => {
    const copy = await getDoorCopy(c.get("services"), eventIdOf(c));
    return c.json(copy, 200, { "Cache-Control": "no-store" });
  })
  .post("/:id/check-ins", async (c) => {
    const eventId = eventIdOf(c);
    const body = await readJsonBody(c.req.raw);
    const result = await applyCheckIns(c.get("services"), c.get("user"), eventId, body);
    return c.json(result, 200, { "Cache-Control": "no-store" });
  })
  .post("/:id/lookup", async (c) => {
    const eventId = eventIdOf(c);
    const parsed = referenceLookupSchema.safeParse(await readJsonBody(c.req.raw));
    if (!parsed.success) throw validationError(parsed.error);
    return c.json(await lookupReference(c.get("services"), eventId, parsed.data.reference), 200, {
      "Cache-Control": "no-store",
    });
  });
