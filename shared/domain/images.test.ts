import { describe, expect, test } from "vitest";
import { imageSrcSet, responsiveImageSources } from "./images";

const base = "/uploads/event-images/0123456789abcdef0123456789abcdef";
const url = `${base}-1600.webp`;

describe("responsive sources of a stored image", () => {
  test("the full srcset names every stored width; the fallback is the 960 file", () => {
    expect(responsiveImageSources(url)).toEqual({
      src: `${base}-960.webp`,
      srcSet: `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1600.webp 1600w`,
    });
    expect(imageSrcSet(url)).toBe(responsiveImageSources(url)!.srcSet);
  });

  test("a smaller box stops at the first stored width that covers it", () => {
    expect(responsiveImageSources(url, 960)!.srcSet).toBe(
      `${base}-480.webp 480w, ${base}-960.webp 960w`,
    );
    expect(responsiveImageSources(url, 640)!.srcSet).toBe(
      `${base}-480.webp 480w, ${base}-960.webp 960w`,
    );
    expect(responsiveImageSources(url, 320)).toEqual({
      src: `${base}-480.webp`,
      srcSet: `${base}-480.webp 480w`,
    });
  });

  test("any other URL has no responsive sources (it renders as a plain image)", () => {
    for (const other of [
      "/uploads/demo/freedom-gala.webp",
      "https://example.org/a-1600.webp",
      "",
      null,
    ]) {
      expect(responsiveImageSources(other)).toBeNull();
      expect(imageSrcSet(other)).toBeUndefined();
    }
  });
});
