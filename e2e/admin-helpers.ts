// Helpers for the back-office specs: real image bytes and unique names.
import sharp from "sharp";

export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const solid = (width: number, height: number, r = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } });

export async function pngFile(name = "photo.png") {
  return { name, mimeType: "image/png", buffer: await solid(640, 480).png().toBuffer() };
}

export async function jpegFile(name = "photo.jpg") {
  return { name, mimeType: "image/jpeg", buffer: await solid(1200, 800, 160).jpeg().toBuffer() };
}

/** Plain text wearing a .png name: the browser calls it image/png, the server sees text. */
export const textAsPng = {
  name: "not-really.png",
  mimeType: "image/png",
  buffer: Buffer.from("I am only text."),
};

export const svgFile = {
  name: "drawing.svg",
  mimeType: "image/svg+xml",
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
  ),
};

/** A real PNG padded to 6 MB. */
export async function sixMegabytePng() {
  const png = await solid(16, 16).png().toBuffer();
  return {
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
  };
}
