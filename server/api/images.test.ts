import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, createTestServices, type TestServices } from "../test/harness";

let services: TestServices;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  services = await createTestServices();
  app = createTestApp(services);
  mkdirSync(path.join(services.uploadsDir, "demo"), { recursive: true });
  await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#1e3a5f" } })
    .jpeg()
    .toFile(path.join(services.uploadsDir, "demo", "photo.jpg"));
});
afterAll(() => services.cleanup());

const get = (p: string) => app.request(`http://localhost:3000${p}`);

describe("responsive images", () => {
  test("an uploaded image is served as a WebP of the asked width, cached for a year", async () => {
    const res = await get("/img/480/demo/photo.jpg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 270 });
    // The second answer comes from the variant kept on disk.
    expect((await get("/img/480/demo/photo.jpg")).status).toBe(200);
  });

  test("an image is never enlarged", async () => {
    const res = await get("/img/1600/demo/photo.jpg");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1200);
  });

  test("unknown widths, missing files and paths leaving the uploads answer 404", async () => {
    for (const p of [
      "/img/500/demo/photo.jpg",
      "/img/480/demo/missing.jpg",
      "/img/480/demo/%2e%2e%2f%2e%2e%2fauth-secret.png",
      "/img/480/demo/.hidden.png",
      "/img/480/demo/photo.txt",
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
    }
  });
});
