// Stored images (decision 005): every width of one upload is deleted together,
// and the images a saved change no longer uses are removed after it commits.
// Infrastructure: settings and every area with pictures call it.
import {
  IMAGE_MESSAGES,
  IMAGE_WIDTHS,
  parseUploadPath,
  uploadPath,
  uploadPathFromUrl,
} from "../../shared/domain/images";
import type { AppServices } from "../context";
import { badRequest } from "../errors";
import { errorFields } from "../logger";

type Services = Pick<AppServices, "files" | "log">;

/**
 * Deletes every width of a stored image. A path that is not an upload is
 * refused (400); a failing delete is only logged (SPEC §4: failures only warned).
 */
export async function deleteImage(services: Services, path: string) {
  const parsed = parseUploadPath(path);
  if (!parsed) throw badRequest(IMAGE_MESSAGES.badPath);
  await Promise.all(
    IMAGE_WIDTHS.map(async (w) => {
      const key = uploadPath(parsed.folder, parsed.id, w);
      try {
        await services.files.delete(key);
      } catch (error) {
        services.log.warn("image delete failed", { key, ...errorFields(error) });
      }
    }),
  );
}

/**
 * Decision 005: the images a saved change no longer uses (a replaced or removed
 * image, the photos of a deleted row) are deleted after its transaction
 * commits. The change is saved by then, so a failure is logged, never thrown.
 * Anything that is not one of our uploads (older demo art under /uploads/demo,
 * external links) is left alone.
 */
export async function removeStoredImages(
  services: Services,
  images: { urls?: readonly (string | null | undefined)[]; paths?: readonly string[] },
) {
  const paths = [...(images.urls ?? []).map(uploadPathFromUrl), ...(images.paths ?? [])];
  for (const path of paths) {
    if (!path || !parseUploadPath(path)) continue;
    try {
      await deleteImage(services, path);
    } catch (error) {
      services.log.warn("image delete after a saved change failed", {
        path,
        ...errorFields(error),
      });
    }
  }
}
