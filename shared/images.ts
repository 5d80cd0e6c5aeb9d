// Responsive image URLs (issue #4 "Images"): /img/{width}/{path} serves a WebP
// of an uploaded image at that width (server/api/images.ts).
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;

const UPLOADS = "/uploads/";

/** srcset and a default src for an uploaded image, or null for any other URL. */
export function responsiveSources(src: string, maxWidth = 1600) {
  if (!src.startsWith(UPLOADS)) return null;
  const rest = src.slice(UPLOADS.length);
  const widths = IMAGE_WIDTHS.filter((w) => w <= maxWidth);
  const fallback = widths.find((w) => w >= 640) ?? widths[widths.length - 1] ?? 640;
  return {
    src: `/img/${fallback}/${rest}`,
    srcSet: widths.map((w) => `/img/${w}/${rest} ${w}w`).join(", "),
  };
}
