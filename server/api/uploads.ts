// POST /api/admin/uploads (multipart: file, folder) → 201 { url, path };
// DELETE /api/admin/uploads?path=… → 204. Mounted inside the admin API, so
// the admin guard has already run (SPEC §5 "Image upload", §7 "File storage").
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { badRequest } from "../errors";
import { storeImage, uploadErrors } from "../modules/media/index.server";
import { deleteImage } from "../storage/images";

export const uploadsApi = new Hono<AppEnv>()
  .post("/", async (c) => {
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw badRequest(
        "The upload could not be read. Send multipart/form-data with a file and a folder.",
      );
    }
    const { file, folder } = body;
    if (!(file instanceof File)) throw uploadErrors.notAnImage();
    if (typeof folder !== "string") throw uploadErrors.badFolder();
    const data = Buffer.from(await file.arrayBuffer());
    const stored = await storeImage(c.get("services"), { data, folder });
    return c.json(stored, 201);
  })
  .delete("/", async (c) => {
    await deleteImage(c.get("services"), c.req.query("path") ?? "");
    return c.body(null, 204);
  });
