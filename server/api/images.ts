// Responsive images (issue #4 "Images"): GET /img/{width}/{path under /uploads}
// answers a WebP of that width, made once by sharp and kept on disk beside the
// uploads. Uploaded files never change under their server-made names, so the
// variants are cached for a year. Only a few widths exist, so the number of
// variants stays bounded whatever a visitor asks for.
import { Hono } from "hono";
import { mkdir, readFile, rename, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { AppEnv } from "../app";
import { IMAGE_WIDTHS } from "../../shared/images";
import { notFound } from "../errors";


const pending = new Map<string, Promise<void>>();

async function exists(file: string) {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The source file under uploadsDir for a request path, or null when it escapes it or is not an image name. */
function sourceFile(uploadsDir: string, relative: string) {
  if (!/^[\w\-./]+\.(?:webp|png|jpe?g|gif|avif)$/i.test(relative) || relative.split("/").some((part) => part.startsWith("."))) {
    return null;
  }
  const file = path.resolve(uploadsDir, relative);
  return file.startsWith(uploadsDir + path.sep) ? file : null;
}

async function makeVariant(source: string, target: string, width: number) {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await sharp(source, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 74 })
    .toFile(temp);
  await rename(temp, target);
}

export const imagesApi = new Hono<AppEnv>();

imagesApi.get("/:width{[0-9]+}/*", async (c) => {
  const width = Number(c.req.param("width"));
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) throw notFound("There is no such image size.");
  const { uploadsDir } = c.get("services");
  const root = path.resolve(uploadsDir);
  let relative: string;
  try {
    relative = decodeURIComponent(c.req.path.replace(/^\/img\/\d+\//, ""));
  } catch {
    throw notFound("There is no such image.");
  }
  const source = sourceFile(root, relative);
  if (!source || !(await exists(source))) throw notFound("There is no such image.");

  const target = path.join(path.dirname(root), "image-cache", String(width), `${relative.replace(/\.[^.]+$/, "")}.webp`);
  if (!(await exists(target))) {
    // One sharp job per variant even when many visitors ask at once.
    let job = pending.get(target);
    if (!job) {
      job = makeVariant(source, target, width).finally(() => pending.delete(target));
      pending.set(target, job);
    }
    try {
      await job;
    } catch {
      throw notFound("There is no such image.");
    }
  }
  const body = await readFile(target);
  return c.body(body, 200, {
    "Content-Type": "image/webp",
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
});
