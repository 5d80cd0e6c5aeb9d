// A video file Chromium plays as its camera (--use-file-for-fake-video-capture):
// the QR code of a real confirmation e-mail on a white 640x480 frame, as Y4M
// (a header, then per frame "FRAME\n" and the Y, U and V planes of 4:2:0 video).
import { writeFileSync } from "node:fs";
import sharp from "sharp";

const W = 640;
const H = 480;

/** RGB (3 bytes a pixel) to I420: full-size Y, then U and V at half width and height (BT.601, studio range). */
export function rgbToI420(rgb: Buffer, width: number, height: number) {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 3;
      const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      y[row * width + col] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const j = (row / 2) * (width / 2) + col / 2;
        u[j] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        v[j] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  }
  return Buffer.concat([y, u, v]);
}

/** Writes `file` with `frames` frames of `png` scaled onto a white frame. */
export async function writeQrVideo(png: Buffer, file: string, frames = 10) {
  const code = await sharp(png)
    .resize(400, 400, { fit: "contain", background: "#ffffff", kernel: "nearest" })
    .png()
    .toBuffer();
  const rgb = await sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } })
    .composite([{ input: code, left: (W - 400) / 2, top: (H - 400) / 2 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const frame = Buffer.concat([Buffer.from("FRAME\n"), rgbToI420(rgb, W, H)]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
