import { describe, expect, test } from "vitest";
import { serializeJsonLd } from "./json-ld";

describe("JSON-LD serialization", () => {
  test("a title that tries to close the script block stays inside it and parses back unchanged", () => {
    const value = { name: "</script><script>alert(1)</script>", note: "a & b > c \u2028 \u2029" };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
