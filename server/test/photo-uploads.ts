// What the photo tests share: a small real image stored as the upload API
// stores it, and whether an upload's files are on disk.
import { existsSync } from "node:fs";
import path from "node:path";
import type { AppServices } from "../context";
import { storeImage } from "../modules/media/index.server";
import { pngImage } from "./images";

/** Stores a width × height PNG in `folder` as the upload API does: its storage path (the 1600 width) and URL. */
export const storeTestImage = async (
  services: AppServices,
  folder: string,
  width = 120,
  height = 90,
) => storeImage(services, { data: await pngImage(width, height), folder });

/** Whether the file of a storage path is on disk. */
export const isStored = (services: AppServices, key: string) =>
  existsSync(path.join(services.uploadsDir, ...key.split("/")));

/** The storage paths of every width of an upload, from its 1600 path. */
export const allWidths = (p: string) =>
  [480, 960, 1600].map((w) => p.replace(/-1600\.webp$/, `-${w}.webp`));
