import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createTestApp,
  createTestServices,
  signedInCookie,
  type TestServices,
} from "../test/harness";
import { jpegWithExif, pngImage, svgImage } from "../test/images";
import { startS3, TEST_BUCKET } from "../test/s3";

let services: TestServices;
let app: ReturnType<typeof createTestApp>;
let adminCookie: string;
const origin = "http://localhost:3000";

beforeAll(async () => {
  services = await createTestServices();
  app = createTestApp(services);
  adminCookie = await signedInCookie(services, { role: "owner" });
});
afterAll(() => services.cleanup());

function form(data: Buffer, folder: string, filename = "photo.png", type = "image/png") {
  const body = new FormData();
  body.set("file", new File([new Uint8Array(data)], filename, { type }));
  body.set("folder", folder);
  return body;
}

const upload = (body: FormData, cookie = adminCookie) =>
  app.request(`${origin}/api/admin/uploads`, { method: "POST", body, headers: { cookie, origin } });

describe("POST /api/admin/uploads", () => {
  test("an admin uploads a PNG and gets 201 with its url and path; the file is served with long cache and nosniff", async () => {
    const res = await upload(form(await pngImage(1200, 800), "team-photos"));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { url: string; path: string };
    expect(body.path).toMatch(/^team-photos\/[a-f0-9]{32}-1600\.webp$/);
    expect(body.url).toBe(`/uploads/${body.path}`);
    const served = await app.request(`${origin}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("immutable");
  });

  test("a 2 MB JPEG is accepted although other routes stop at 1 MB", async () => {
    const jpeg = await jpegWithExif(3000, 2400);
    const padded =
      jpeg.byteLength > 1024 * 1024 ? jpeg : Buffer.concat([jpeg, Buffer.alloc(1024 * 1024)]);
    const res = await upload(form(padded, "fundraiser-images", "big.jpg", "image/jpeg"));
    expect(res.status).toBe(201);
  });

  test("a text file named .png and an SVG are refused with 'Only image files are allowed'", async () => {
    for (const data of [Buffer.from("hello, not a picture"), svgImage]) {
      const res = await upload(form(data, "team-photos"));
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: { code: "unsupported_media_type", message: "Only image files are allowed" },
      });
    }
  });

  test("a 6 MB body is refused with 'File size must be less than 5MB'", async () => {
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(form(big, "team-photos"));
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe("File size must be less than 5MB");
  });

  test("a missing file, a bad folder and a non-multipart body are 4xx, never 500", async () => {
    const noFile = new FormData();
    noFile.set("folder", "team-photos");
    expect((await upload(noFile)).status).toBe(415);
    expect((await upload(form(await pngImage(10, 10), "../../etc"))).status).toBe(400);
    const json = await app.request(`${origin}/api/admin/uploads`, {
      method: "POST",
      body: "{}",
      headers: { cookie: adminCookie, origin, "content-type": "application/json" },
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });

  test("anonymous callers get 401 and non-admins 403", async () => {
    const body = form(await pngImage(10, 10), "team-photos");
    expect(
      (await app.request(`${origin}/api/admin/uploads`, { method: "POST", body })).status,
    ).toBe(401);
    const userCookie = await signedInCookie(services, { role: "user" });
    expect((await upload(form(await pngImage(10, 10), "team-photos"), userCookie)).status).toBe(
      403,
    );
  });
});

describe("DELETE /api/admin/uploads", () => {
  test("deletes every width and answers 204", async () => {
    const { path: stored } = (await (
      await upload(form(await pngImage(), "event-images"))
    ).json()) as {
      path: string;
    };
    const res = await app.request(
      `${origin}/api/admin/uploads?path=${encodeURIComponent(stored)}`,
      {
        method: "DELETE",
        headers: { cookie: adminCookie, origin },
      },
    );
    expect(res.status).toBe(204);
    for (const w of [480, 960, 1600]) {
      const file = path.join(services.uploadsDir, stored.replace("-1600.webp", `-${w}.webp`));
      expect(existsSync(file)).toBe(false);
    }
  });

  test("a path outside the upload folders is a 400", async () => {
    const res = await app.request(`${origin}/api/admin/uploads?path=..%2Fauth-secret`, {
      method: "DELETE",
      headers: { cookie: adminCookie, origin },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Invalid image path.");
  });
});

describe("uploads in S3-compatible object storage (S3_* set)", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let s3Services: TestServices;
  let s3App: ReturnType<typeof createTestApp>;
  let s3Admin: string;

  beforeAll(async () => {
    s3 = await startS3();
    s3Services = await createTestServices(s3.env);
    s3App = createTestApp(s3Services);
    s3Admin = await signedInCookie(s3Services, { role: "owner" });
  });
  afterAll(async () => {
    await s3Services.cleanup();
    await s3.close();
  });

  test("an upload lands in the bucket, not on disk, is served from /uploads, and its delete removes every width", async () => {
    const res = await s3App.request(`${origin}/api/admin/uploads`, {
      method: "POST",
      body: form(await pngImage(1200, 800), "team-photos"),
      headers: { cookie: s3Admin, origin },
    });
    expect(res.status).toBe(201);
    const { url, path: stored } = (await res.json()) as { url: string; path: string };
    expect(existsSync(path.join(s3Services.uploadsDir, stored))).toBe(false);
    const inBucket = await fetch(`${s3.endpoint}/${TEST_BUCKET}/${stored}`);
    expect(inBucket.status).toBe(200);

    const served = await s3App.request(`${origin}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe("WEBP");

    const deleted = await s3App.request(
      `${origin}/api/admin/uploads?path=${encodeURIComponent(stored)}`,
      {
        method: "DELETE",
        headers: { cookie: s3Admin, origin },
      },
    );
    expect(deleted.status).toBe(204);
    for (const w of [480, 960, 1600]) {
      const key = stored.replace("-1600.webp", `-${w}.webp`);
      expect((await fetch(`${s3.endpoint}/${TEST_BUCKET}/${key}`)).status).toBe(404);
    }
    expect((await s3App.request(`${origin}${url}`)).status).toBe(404);
  });
});

describe("GET /uploads/*", () => {
  test.skipIf(!existsSync("/proc/self/fd"))(
    "HEAD answers the headers and leaves no file open",
    async () => {
      // Larger than a stream reads ahead, so an unread body keeps its file open.
      await services.files.put(
        "team-photos/large-1600.webp",
        Buffer.alloc(1024 * 1024),
        "image/webp",
      );
      const url = services.files.url("team-photos/large-1600.webp");
      const openFiles = () => readdirSync("/proc/self/fd").length;
      const before = openFiles();
      for (let i = 0; i < 200; i++) {
        const res = await app.request(`${origin}${url}`, { method: "HEAD" });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
        expect(await res.text()).toBe("");
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(openFiles() - before).toBeLessThan(20);
    },
  );

  test("a missing file or a path that leaves the store is a 404, never a 500", async () => {
    for (const p of [
      "/uploads/team-photos/none.webp",
      "/uploads/..%2F..%2Fauth-secret",
      "/uploads/%E0%A4%A",
      "/uploads/a//b.webp",
    ]) {
      const res = await app.request(`${origin}${p}`);
      expect(res.status, p).toBe(404);
    }
  });
});
