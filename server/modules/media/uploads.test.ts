import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { imageSrcSet, imageUrlAtWidth, uploadPathFromUrl } from "../../../shared/domain/images";
import { createTestServices, type TestServices } from "../../test/harness";
import {
  gifImage,
  jpegWithExif,
  pngHeaderOnly,
  pngImage,
  svgImage,
  webpImage,
} from "../../test/images";
import { storeImage } from "./uploads";
import { deleteImage, removeStoredImages } from "../../storage/images";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const fileOf = (key: string) => path.join(services.uploadsDir, ...key.split("/"));
const widthsOf = (p: string) =>
  [480, 960, 1600].map((w) => p.replace(/-1600\.webp$/, `-${w}.webp`));

describe("storeImage", () => {
  test("a PNG is re-encoded to WebP at every width under a server-made name", async () => {
    const stored = await storeImage(services, {
      data: await pngImage(800, 600),
      folder: "team-photos",
    });
    expect(stored.path).toMatch(/^team-photos\/[a-f0-9]{32}-1600\.webp$/);
    expect(stored.url).toBe(`/uploads/${stored.path}`);
    const sizes = await Promise.all(widthsOf(stored.path).map((k) => sharp(fileOf(k)).metadata()));
    expect(sizes.map((m) => m.format)).toEqual(["webp", "webp", "webp"]);
    // Never upscaled: an 800 px image stays 800 px at the larger widths.
    expect(sizes.map((m) => m.width)).toEqual([480, 800, 800]);
  });

  test("a JPEG loses its EXIF metadata and is resized to each width", async () => {
    const stored = await storeImage(services, {
      data: await jpegWithExif(2000, 1000),
      folder: "fundraiser-images",
    });
    const meta = await sharp(fileOf(stored.path)).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.exif).toBeUndefined();
    const small = await sharp(fileOf(stored.path.replace("-1600", "-480"))).metadata();
    expect(small.width).toBe(480);
  });

  test("GIF and WebP are accepted, as are the nested event folders", async () => {
    const eventId = "3f1c2a4e-9b7d-4c3e-8f2a-1b2c3d4e5f60";
    const typeId = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    const gif = await storeImage(services, {
      data: await gifImage(),
      folder: `ticket-types/${eventId}/${typeId}`,
    });
    const webp = await storeImage(services, {
      data: await webpImage(),
      folder: `event-galleries/${eventId}`,
    });
    expect(existsSync(fileOf(gif.path))).toBe(true);
    expect(existsSync(fileOf(webp.path))).toBe(true);
  });

  test.each([
    ["a text file named .png", Buffer.from("just some text, not an image")],
    ["an SVG (scripts inside)", svgImage],
    ["an empty file", Buffer.alloc(0)],
    ["a PDF", Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n")],
  ])("%s is refused with 'Only image files are allowed'", async (_name, data) => {
    await expect(storeImage(services, { data, folder: "team-photos" })).rejects.toMatchObject({
      status: 415,
      message: "Only image files are allowed",
    });
  });

  test("a file over 5 MB is refused with 'File size must be less than 5MB'", async () => {
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    await expect(storeImage(services, { data: big, folder: "team-photos" })).rejects.toMatchObject({
      status: 413,
      message: "File size must be less than 5MB",
    });
  });

  test("an image over 40 megapixels is refused before it is decoded", async () => {
    await expect(
      storeImage(services, { data: pngHeaderOnly(10_000, 10_000), folder: "team-photos" }),
    ).rejects.toMatchObject({ status: 422, code: "image_too_large" });
  });

  test("a truncated image is refused as unreadable", async () => {
    const png = await pngImage(400, 400);
    await expect(
      storeImage(services, { data: png.subarray(0, 60), folder: "team-photos" }),
    ).rejects.toMatchObject({ status: 422, code: "image_unreadable" });
  });

  test.each([
    "../etc",
    "team-photos/../../secret",
    "avatars",
    "ticket-types/not-a-uuid/also-not",
    "event-galleries/3f1c2a4e-9b7d-4c3e-8f2a-1b2c3d4e5f60/..",
    "/team-photos",
    "",
  ])("the folder %j is refused", async (folder) => {
    await expect(
      storeImage(services, { data: await pngImage(10, 10), folder }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Invalid upload folder.",
    });
  });
});

describe("deleteImage", () => {
  test("removes every width of an image", async () => {
    const stored = await storeImage(services, { data: await pngImage(), folder: "event-images" });
    await deleteImage(services, stored.path);
    for (const key of widthsOf(stored.path)) expect(existsSync(fileOf(key))).toBe(false);
  });

  test("a path that is not an upload is refused, and nothing outside the folders is touched", async () => {
    for (const bad of [
      "../auth-secret",
      "demo/care-packages.webp",
      "team-photos/x-1600.webp/../../a",
    ]) {
      await expect(deleteImage(services, bad)).rejects.toMatchObject({ status: 400 });
    }
    expect(readdirSync(path.dirname(services.uploadsDir))).toContain("auth-secret");
  });

  test("deleting by URL ignores demo and external images", async () => {
    await expect(
      removeStoredImages(services, { urls: ["/uploads/demo/care-packages.webp"] }),
    ).resolves.toBeUndefined();
    await expect(
      removeStoredImages(services, { urls: ["https://example.org/x.png"] }),
    ).resolves.toBeUndefined();
    await expect(removeStoredImages(services, { urls: [null] })).resolves.toBeUndefined();
  });
});

describe("image URLs", () => {
  test("other widths and a srcset follow from an upload's URL", () => {
    const url = "/uploads/team-photos/0123456789abcdef0123456789abcdef-1600.webp";
    expect(uploadPathFromUrl(url)).toBe("team-photos/0123456789abcdef0123456789abcdef-1600.webp");
    expect(imageUrlAtWidth(url, 480)).toBe(
      "/uploads/team-photos/0123456789abcdef0123456789abcdef-480.webp",
    );
    expect(imageSrcSet(url)).toContain("-960.webp 960w");
    expect(imageSrcSet("/uploads/demo/x.webp")).toBeUndefined();
  });
});
