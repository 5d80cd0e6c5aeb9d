// Real image bytes for upload tests, made by sharp (no fixture files).
import { crc32 } from "node:zlib";
import sharp from "sharp";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 120 } } });

export const pngImage = (width = 800, height = 600) => solid(width, height).png().toBuffer();
export const gifImage = (width = 64, height = 64) => solid(width, height).gif().toBuffer();
export const webpImage = (width = 640, height = 480) => solid(width, height).webp().toBuffer();

/** A JPEG carrying EXIF (camera and a GPS-like comment) that must not survive re-encoding. */
export const jpegWithExif = (width = 2000, height = 1000) =>
  solid(width, height)
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", ImageDescription: "home address 1 Main St" } })
    .toBuffer();

/** A PNG whose header claims width × height pixels (a "pixel bomb"): only the header is real. */
export function pngHeaderOnly(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.alloc(0)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
