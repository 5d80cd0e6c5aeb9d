// Draws the check-in app's icons (docs/decisions/015-offline-check-in.md) with sharp:
// a white check mark in a ticket on the site's navy, with room for a maskable crop.
// Run once and commit the PNGs: node scripts/check-in-icons.mjs
import sharp from "sharp";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#1e3a5f"/>
  <rect x="116" y="156" width="280" height="200" rx="28" fill="none" stroke="#fff" stroke-width="24"/>
  <path d="M186 258 l46 46 l96 -100" fill="none" stroke="#fff" stroke-width="32" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

for (const size of [192, 512]) {
  await sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/check-in-icon-${size}.png`);
}
