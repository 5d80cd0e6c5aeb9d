// Demo images drawn locally (no network): an SVG composition rendered by sharp, then
// stored by the same pipeline as every upload (docs/decisions/005-image-uploads.md).
// No words are drawn into them: a page sets its own title over or beside an image,
// and text baked into a picture collides with it on a phone, cannot be translated
// and is invisible to a screen reader.
import sharp from "sharp";
import type { AppServices } from "../context";
import { storeImage } from "../modules/media/index.server";

/** The site's palette (app/app.css): navy primary, flag red accent, with gold and cream. */
const NAVY = "#1f3763";
const DEEP_NAVY = "#13223f";
const RED = "#b3261e";
const GOLD = "#c9a227";
const CREAM = "#f5efe0";

/** Each demo picture's look: one motif per fundraiser, event or portrait. */
export type DemoMotif =
  | "flag-waves"
  | "star-field"
  | "medallion"
  | "sunrise"
  | "chevrons"
  | "candle-glow"
  | "laurel"
  | "portrait";

const STAR = "0,-40 11,-12 40,-12 17,6 25,36 0,18 -25,36 -17,6 -40,-12 -11,-12";

function star(x: number, y: number, scale: number, fill: string, opacity = 1) {
  return `<polygon points="${STAR}" fill="${fill}" fill-opacity="${opacity}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})"/>`;
}

/** A small deterministic generator, so one motif always draws the same picture. */
function random(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

function gradient(id: string, from: string, to: string, vertical = false) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function motifBody(motif: DemoMotif, index: number, w: number, h: number): string {
  const u = w / 1200;
  switch (motif) {
    case "flag-waves": {
      // Red and cream stripes rippling under a navy canton of stars.
      const stripes = Array.from({ length: 9 }, (_, i) => {
        const y = h * 0.12 + i * h * 0.1;
        const d = `M0 ${y} C ${w * 0.3} ${y - 40 * u}, ${w * 0.6} ${y + 40 * u}, ${w} ${y - 10 * u} L ${w} ${y + h * 0.05} C ${w * 0.6} ${y + h * 0.05 + 40 * u}, ${w * 0.3} ${y + h * 0.05 - 40 * u}, 0 ${y + h * 0.05} Z`;
        return `<path d="${d}" fill="${i % 2 ? CREAM : RED}" fill-opacity="${i % 2 ? 0.9 : 0.85}"/>`;
      }).join("");
      const stars = Array.from({ length: 12 }, (_, i) =>
        star(
          w * 0.06 + (i % 4) * w * 0.075,
          h * 0.12 + Math.floor(i / 4) * h * 0.12,
          0.45 * u,
          CREAM,
        ),
      ).join("");
      return `<rect width="100%" height="100%" fill="${CREAM}"/>${stripes}<rect width="${w * 0.34}" height="${h * 0.44}" fill="${NAVY}"/>${stars}`;
    }
    case "star-field": {
      // The index seeds the sky and picks the horizon's color, so two star fields differ.
      const next = random(7 + index);
      const stars = Array.from({ length: 42 }, () =>
        star(
          next() * w,
          next() * h,
          (0.15 + next() * 0.5) * u,
          next() > 0.85 ? GOLD : CREAM,
          0.35 + next() * 0.6,
        ),
      ).join("");
      return `<defs>${gradient("sky", DEEP_NAVY, NAVY, true)}</defs><rect width="100%" height="100%" fill="url(#sky)"/><path d="M0 ${h * 0.82} Q ${w / 2} ${h * 0.7} ${w} ${h * 0.82} L ${w} ${h} L 0 ${h} Z" fill="${index % 2 ? RED : GOLD}"/>${stars}`;
    }
    case "medallion": {
      const rings = [0.42, 0.34, 0.27]
        .map(
          (r, i) =>
            `<circle cx="${w / 2}" cy="${h / 2}" r="${h * r}" fill="${[GOLD, NAVY, RED][i]}"/>`,
        )
        .join("");
      const rays = Array.from({ length: 24 }, (_, i) => {
        const a = (i / 24) * Math.PI * 2;
        return `<line x1="${w / 2}" y1="${h / 2}" x2="${w / 2 + Math.cos(a) * w}" y2="${h / 2 + Math.sin(a) * w}" stroke="${CREAM}" stroke-opacity="0.12" stroke-width="${18 * u}"/>`;
      }).join("");
      return `<defs>${gradient("bg", NAVY, DEEP_NAVY)}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${rays}${rings}${star(w / 2, h / 2 + 4 * u, 3.2 * u, CREAM)}`;
    }
    case "sunrise": {
      const bands = Array.from({ length: 6 }, (_, i) => {
        const y = h * 0.62 + i * h * 0.065;
        return `<rect y="${y}" width="100%" height="${h * 0.035}" fill="${i % 2 ? CREAM : RED}" fill-opacity="${0.75 - i * 0.08}"/>`;
      }).join("");
      return `<defs>${gradient("dawn", "#f2c36b", "#e0735a", true)}</defs><rect width="100%" height="100%" fill="url(#dawn)"/><circle cx="${w * 0.5}" cy="${h * 0.62}" r="${h * 0.26}" fill="${CREAM}" fill-opacity="0.9"/><rect y="${h * 0.62}" width="100%" height="${h * 0.38}" fill="${NAVY}"/>${bands}`;
    }
    case "chevrons": {
      const chevrons = Array.from({ length: 7 }, (_, i) => {
        const x = -w * 0.2 + i * w * 0.2;
        return `<path d="M${x} 0 L ${x + w * 0.12} ${h / 2} L ${x} ${h} L ${x + w * 0.08} ${h} L ${x + w * 0.2} ${h / 2} L ${x + w * 0.08} 0 Z" fill="${i % 2 ? CREAM : GOLD}" fill-opacity="${i % 2 ? 0.18 : 0.5}"/>`;
      }).join("");
      return `<defs>${gradient("bg", RED, "#7a1a14")}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${chevrons}${star(w * 0.78, h * 0.3, 1.6 * u, CREAM)}`;
    }
    case "candle-glow": {
      const glow = `<radialGradient id="glow" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="${GOLD}" stop-opacity="0.9"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></radialGradient>`;
      const candles = [0.38, 0.5, 0.62]
        .map((x, i) => {
          const top = h * (0.5 + (i === 1 ? -0.06 : 0));
          return `<rect x="${w * x - 22 * u}" y="${top}" width="${44 * u}" height="${h - top}" rx="${6 * u}" fill="${CREAM}"/><ellipse cx="${w * x}" cy="${top - 30 * u}" rx="${14 * u}" ry="${30 * u}" fill="${GOLD}"/>`;
        })
        .join("");
      return `<defs>${gradient("bg", DEEP_NAVY, NAVY, true)}${glow}</defs><rect width="100%" height="100%" fill="url(#bg)"/><circle cx="${w / 2}" cy="${h * 0.45}" r="${h * 0.45}" fill="url(#glow)"/>${candles}`;
    }
    case "laurel": {
      const leaves = Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI * (0.65 + i * 0.09);
        const x = w / 2 + Math.cos(a) * h * 0.32;
        const y = h * 0.5 + Math.sin(a) * h * 0.32;
        const mirror = w - x;
        const deg = (a * 180) / Math.PI;
        return `<ellipse cx="${x}" cy="${y}" rx="${30 * u}" ry="${12 * u}" fill="${GOLD}" transform="rotate(${deg + 60} ${x} ${y})"/><ellipse cx="${mirror}" cy="${y}" rx="${30 * u}" ry="${12 * u}" fill="${GOLD}" transform="rotate(${120 - deg} ${mirror} ${y})"/>`;
      }).join("");
      return `<defs>${gradient("bg", "#2f5d50", "#1b3a33")}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${leaves}${star(w / 2, h * 0.5, 2.2 * u, CREAM)}`;
    }
    case "portrait":
      return "";
  }
}

const portraitTones = [
  [NAVY, "#3b5f9a"],
  [RED, "#d0574d"],
  ["#2f5d50", "#4f8a78"],
  ["#7a5a12", GOLD],
] as const;

/** A quiet head-and-shoulders silhouette on a tone of the palette (no initials). */
function portraitBody(index: number, w: number, h: number) {
  const [from, to] = portraitTones[index % portraitTones.length]!;
  return `<defs>${gradient("bg", from, to)}</defs><rect width="100%" height="100%" fill="url(#bg)"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${h * 0.17}" fill="${CREAM}" fill-opacity="0.9"/><path d="M${w * 0.18} ${h} C ${w * 0.2} ${h * 0.68}, ${w * 0.8} ${h * 0.68}, ${w * 0.82} ${h} Z" fill="${CREAM}" fill-opacity="0.9"/>`;
}

/** The SVG source of a demo picture (exported for tests: it never holds text). */
export function demoScene(motif: DemoMotif, index: number, width: number, height: number) {
  const body =
    motif === "portrait"
      ? portraitBody(index, width, height)
      : motifBody(motif, index, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/**
 * Draws a demo picture and stores it through the upload pipeline (storeImage),
 * exactly as if an administrator had uploaded it: WebP at every IMAGE_WIDTHS
 * width under a server-made name in `folder`. Returns the stored image's URL.
 */
export async function drawDemoImage(
  services: Pick<AppServices, "files" | "log">,
  folder: string,
  motif: DemoMotif,
  index: number,
  size: { width: number; height: number } = { width: 1200, height: 675 },
) {
  const png = await sharp(Buffer.from(demoScene(motif, index, size.width, size.height)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return (await storeImage(services, { data: png, folder })).url;
}
