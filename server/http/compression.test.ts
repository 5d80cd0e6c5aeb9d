import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import {
  compressOnce,
  compressToKeep,
  etagMatches,
  preferredEncoding,
  weakEtag,
} from "./compression";

/** A page-like body of `size` bytes that does not repeat within a small window. */
const body = (size: number) =>
  Buffer.from(
    Array.from({ length: size }, (_, i) => String.fromCharCode(32 + ((i * 7919) % 95))).join(""),
  );

describe("compression", () => {
  test("brotli is preferred, then gzip; anything else goes uncompressed", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  test("bodies of every size come back whole, the window sized to each (up to brotli's 4 MB)", async () => {
    for (const size of [1024, 100_000, 5_000_000]) {
      const raw = body(size);
      const once = await compressOnce(raw, "br");
      expect(once.encoding).toBe("br");
      expect(brotliDecompressSync(once.body).equals(raw)).toBe(true);
      const kept = await compressToKeep(raw);
      expect(brotliDecompressSync(kept.br).equals(raw)).toBe(true);
      expect(gunzipSync(kept.gzip).equals(raw)).toBe(true);
    }
  });

  test("a body too small to gain is sent as it is", async () => {
    const raw = body(500);
    expect(await compressOnce(raw, "gzip")).toEqual({ body: raw, encoding: undefined });
  });

  test("the tag leaves out every occurrence of the nonce, and matches weakly", () => {
    const a = weakEtag(
      Buffer.from('<script nonce="abc">1</script><script nonce="abc">2</script>'),
      "abc",
    );
    const b = weakEtag(
      Buffer.from('<script nonce="xyz">1</script><script nonce="xyz">2</script>'),
      "xyz",
    );
    expect(a).toBe(b);
    expect(a).not.toBe(weakEtag(Buffer.from('<script nonce="xyz">1</script>'), "xyz"));
    expect(etagMatches(a.replace(/^W\//, ""), a)).toBe(true);
    expect(etagMatches(`W/"other", ${a}`, a)).toBe(true);
    expect(etagMatches("*", a)).toBe(true);
    expect(etagMatches('W/"other"', a)).toBe(false);
  });
});
