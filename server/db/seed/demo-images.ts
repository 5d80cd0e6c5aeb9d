// Demo images drawn locally (no network): an SVG scene rendered by sharp, then
// stored by the same pipeline as every upload (docs/decisions/005-image-uploads.md).
import sharp from "sharp";
import type { AppServices } from "../../context";
import { storeImage } from "../../services/media/uploads";

const palettes = [
  ["#1e3a5f", "#3b6ea5"],
  ["#7a1f2b", "#c0392b"],
  ["#2f4f2f", "#5f8f4f"],
  ["#4a3b6b", "#8a6fb0"],
  ["#7a5a12", "#c9a227"],
  ["#244e5c", "#4aa3b5"],
];

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function scene(label: string, index: number, width: number, height: number) {
  const [from, to] = palettes[index % palettes.length]!;
  const stars = Array.from({ length: 5 }, (_, i) => {
    const x = width * (0.2 + i * 0.15);
    return `<polygon fill="rgba(255,255,255,0.85)" transform="translate(${x} ${height * 0.3}) scale(${width / 1600})" points="0,-40 11,-12 40,-12 17,6 25,36 0,18 -25,36 -17,6 -40,-12 -11,-12"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${Array.from({ length: 7 }, (_, i) => `<rect y="${height * 0.62 + i * height * 0.055}" width="100%" height="${height * 0.027}" fill="rgba(255,255,255,${i % 2 ? 0.08 : 0.16})"/>`).join("")}
  ${stars}
  <text x="50%" y="${height * 0.52}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${Math.round(width / 18)}" fill="#ffffff">${escapeXml(label)}</text>
</svg>`;
}

/**
 * Draws a demo scene and stores it through the upload pipeline (storeImage),
 * exactly as if an administrator had uploaded it: WebP at every IMAGE_WIDTHS
 * width under a server-made name in `folder`. Returns the stored image's URL.
 */
export async function drawDemoImage(
  services: Pick<AppServices, "files" | "log">,
  folder: string,
  label: string,
  index: number,
  size: { width: number; height: number } = { width: 1200, height: 675 },
) {
  const png = await sharp(Buffer.from(scene(label, index, size.width, size.height)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return (await storeImage(services, { data: png, folder })).url;
}
