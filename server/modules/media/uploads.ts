// SPEC §5 "Image upload" and DESIGN "Security": an upload is trusted only after
// its bytes say it is a PNG, JPEG, WebP or GIF within 5 MB and 40 megapixels;
// it is then re-encoded by sharp (metadata stripped) into WebP at fixed widths
// under a server-made name, so nothing the visitor sent is ever served back.
import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  isUploadFolder,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  uploadPath,
  IMAGE_MESSAGES,
} from "../../../shared/domain/images";
import type { AppServices } from "../../context";
import { AppError, badRequest } from "../../errors";

const ALLOWED_MIME = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);

export const uploadErrors = {
  notAnImage: () => new AppError(415, "unsupported_media_type", IMAGE_MESSAGES.notAnImage),
  tooLarge: () => new AppError(413, "payload_too_large", IMAGE_MESSAGES.tooLarge),
  tooManyPixels: () =>
    new AppError(422, "image_too_large", "Image dimensions are too large (at most 40 megapixels)"),
  unreadable: () =>
    new AppError(422, "image_unreadable", "The image could not be read. Please try another file."),
  badFolder: () => badRequest("Invalid upload folder."),
  badPath: () => badRequest(IMAGE_MESSAGES.badPath),
};

type Services = Pick<AppServices, "files" | "log">;

export type StoredImage = {
  /** Public URL of the default (largest) width. */
  url: string;
  /** Storage path of the default width, e.g. `team-photos/{id}-1600.webp`; other widths end `-480.webp`, `-960.webp`. */
  path: string;
};

/** Checks, re-encodes and stores an image; throws an AppError (4xx) for anything refused. */
export async function storeImage(
  services: Services,
  input: { data: Buffer; folder: string },
): Promise<StoredImage> {
  const { data, folder } = input;
  if (!isUploadFolder(folder)) throw uploadErrors.badFolder();
  if (data.byteLength === 0) throw uploadErrors.notAnImage();
  if (data.byteLength > MAX_IMAGE_BYTES) throw uploadErrors.tooLarge();

  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED_MIME.has(type.mime)) throw uploadErrors.notAnImage();

  // The header alone gives the dimensions: refuse a pixel bomb before decoding it.
  const source = sharp(data, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    animated: false,
    failOn: "error",
  });
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await source.metadata());
  } catch (error) {
    throw isPixelLimit(error) ? uploadErrors.tooManyPixels() : uploadErrors.unreadable();
  }
  if (!width || !height) throw uploadErrors.unreadable();
  if (width * height > MAX_IMAGE_PIXELS) throw uploadErrors.tooManyPixels();

  let encoded: { width: number; data: Buffer }[];
  try {
    encoded = await Promise.all(
      IMAGE_WIDTHS.map(async (w) => ({
        width: w,
        // autoOrient applies the EXIF rotation; sharp drops all metadata by default.
        data: await source
          .clone()
          .autoOrient()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    throw isPixelLimit(error) ? uploadErrors.tooManyPixels() : uploadErrors.unreadable();
  }

  const id = randomBytes(16).toString("hex");
  const written: string[] = [];
  try {
    for (const image of encoded) {
      const key = uploadPath(folder, id, image.width as (typeof IMAGE_WIDTHS)[number]);
      await services.files.put(key, image.data, "image/webp");
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => services.files.delete(key).catch(() => undefined)));
    throw error;
  }
  const path = uploadPath(folder, id, DEFAULT_IMAGE_WIDTH);
  return { url: services.files.url(path), path };
}

function isPixelLimit(error: unknown) {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** Where the back office posts images (server/api/uploads.ts); server/app.ts gives it a larger body limit. */
export const UPLOADS_API_PATH = "/api/admin/uploads";
