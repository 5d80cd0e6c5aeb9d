// Uploaded images (SPEC §5 "Image upload", DESIGN "Security"): where they may
// go, how big they may be, and how a URL maps to its stored widths. Shared by
// the upload API, the upload component and any page that shows an image.
import { UUID_PATTERN } from "./ids";
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Every upload is stored at each of these widths (never upscaled); the last is the default. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 1600;

export const UPLOADS_URL_PREFIX = "/uploads/";

/** SPEC §5 "Image upload" messages, shown by the uploaders and returned by the server alike. */
export const IMAGE_MESSAGES = {
  notAnImage: "Only image files are allowed",
  tooLarge: "File size must be less than 5MB",
  badPath: "Invalid image path.",
} as const;

/** What is wrong with a file chosen for upload, before it is sent (SPEC §5 "Image upload"); null when nothing. */
export function imageFileProblem(file: {
  type: string;
  size: number;
}): "notAnImage" | "tooLarge" | null {
  if (!file.type.startsWith("image/")) return "notAnImage";
  if (file.size > MAX_IMAGE_BYTES) return "tooLarge";
  return null;
}

// SPEC §7 "File storage": the buckets and sub-folders the product uses, nothing else
// (and `site-logo`, the organisation's logo from /admin/settings).
const FOLDER = `(?:team-photos|fundraiser-images|event-images|site-logo|ticket-types/${UUID_PATTERN}/${UUID_PATTERN}|event-galleries/${UUID_PATTERN})`;
const folderPattern = new RegExp(`^${FOLDER}$`);
const pathPattern = new RegExp(
  `^(${FOLDER})/([a-z0-9]{16,64})-(${IMAGE_WIDTHS.join("|")})\\.webp$`,
);

export function isUploadFolder(value: unknown): value is string {
  return typeof value === "string" && folderPattern.test(value);
}

export type UploadPath = { folder: string; id: string; width: ImageWidth };

/** Splits a stored image's path (`team-photos/{id}-1600.webp`), or null when it is not one. */
export function parseUploadPath(value: unknown): UploadPath | null {
  if (typeof value !== "string") return null;
  const match = pathPattern.exec(value);
  if (!match) return null;
  return { folder: match[1]!, id: match[2]!, width: Number(match[3]) as ImageWidth };
}

export function uploadPath(folder: string, id: string, width: ImageWidth = DEFAULT_IMAGE_WIDTH) {
  return `${folder}/${id}-${width}.webp`;
}

/** The stored path behind an uploads URL, or null for anything else (older demo art, external URLs). */
export function uploadPathFromUrl(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const candidate = url.slice(UPLOADS_URL_PREFIX.length);
  return parseUploadPath(candidate) ? candidate : null;
}

/** The URL of another width of an uploaded image; other URLs come back unchanged. */
export function imageUrlAtWidth(url: string, width: ImageWidth) {
  const parsed = parseUploadPath(uploadPathFromUrl(url));
  if (!parsed) return url;
  return `${UPLOADS_URL_PREFIX}${uploadPath(parsed.folder, parsed.id, width)}`;
}

/** A `srcset` for an uploaded image (use with `sizes`), or undefined for other URLs. */
export function imageSrcSet(url: string | null | undefined) {
  return responsiveImageSources(url)?.srcSet;
}

/**
 * `src` and `srcset` of an uploaded image for a box at most `maxWidth` CSS
 * pixels wide: the stored widths up to the first one that covers `maxWidth`
 * (nothing is resized on request: every width already exists). Null for any
 * other URL (older demo art, external links), which renders as a plain image.
 */
export function responsiveImageSources(
  url: string | null | undefined,
  maxWidth: number = DEFAULT_IMAGE_WIDTH,
) {
  if (!url || !uploadPathFromUrl(url)) return null;
  const cover = IMAGE_WIDTHS.findIndex((w) => w >= maxWidth);
  const widths = cover === -1 ? IMAGE_WIDTHS : IMAGE_WIDTHS.slice(0, cover + 1);
  // The fallback for a browser without srcset: a mid-sized width, not the largest.
  const fallback = widths.find((w) => w >= 960) ?? widths[widths.length - 1]!;
  return {
    src: imageUrlAtWidth(url, fallback),
    srcSet: widths.map((w) => `${imageUrlAtWidth(url, w)} ${w}w`).join(", "),
  };
}
