// What the gallery and ticket-photo services share (SPEC §4 display_order
// rules, docs/decisions/005-image-uploads.md): which uploaded paths a photo row
// may point at and where new photos go in the order. Their files go once the
// rows are gone, through removeStoredImages (./uploads), like every image.
import type { AppServices } from "../../context";
import { badRequest } from "../../errors";
import {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_MESSAGES,
  parseUploadPath,
} from "../../../shared/domain/images";

export type PhotoServices = Pick<AppServices, "db" | "files" | "log">;

/** The columns of one photo row per path; every path must be an upload of exactly `folder`. */
export function photoColumns(
  services: Pick<AppServices, "files">,
  folder: string,
  paths: string[],
) {
  const unique = [...new Set(paths)];
  return unique.map((storagePath) => {
    const parsed = parseUploadPath(storagePath);
    if (!parsed || parsed.folder !== folder || parsed.width !== DEFAULT_IMAGE_WIDTH) {
      throw badRequest(IMAGE_MESSAGES.badPath);
    }
    return { storagePath, imageUrl: services.files.url(storagePath) };
  });
}

/** SPEC §4: new photos get highest display_order + 1 + their index in the batch (0 + index when none). */
export function firstNewOrder(highest: number | null | undefined) {
  return highest === null || highest === undefined ? 0 : highest + 1;
}
