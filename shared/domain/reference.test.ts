import { describe, expect, test } from "vitest";
import { referencePrefix, shortReference } from "./reference";

describe("short references", () => {
  test("a reference is the id's first 8 hex digits in upper case, the same every time", () => {
    const id = "6f1c2a9e-3b4d-4c5e-8f60-718293a4b5c6";
    expect(shortReference(id)).toBe("6F1C2A9E");
    expect(shortReference(id)).toBe(shortReference(id));
    expect(shortReference("00000000-0000-4000-8000-000000000000")).toBe("00000000");
  });

  test("what staff type finds the id prefix, however the reference was written", () => {
    for (const typed of ["6F1C2A9E", "#6f1c2a9e", " 6F1C-2A9E ", "6f1c 2a9e"]) {
      expect(referencePrefix(typed)).toBe("6f1c2a9e");
    }
    expect(referencePrefix(shortReference("abcdef01-0000-4000-8000-000000000000"))).toBe(
      "abcdef01",
    );
  });

  test("names, e-mails and partial or longer texts are not references", () => {
    for (const typed of [
      "Robin Park",
      "robin@example.org",
      "6F1C2A9",
      "6F1C2A9E1",
      "6F1C2A9G",
      "",
    ]) {
      expect(referencePrefix(typed)).toBeNull();
    }
  });
});
