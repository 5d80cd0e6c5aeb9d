import { describe, expect, test } from "vitest";
import { safeRedirectPath } from "./auth";

describe("safeRedirectPath", () => {
  test("keeps a same-origin path with its query and fragment", () => {
    expect(safeRedirectPath("/admin?x=1")).toBe("/admin?x=1");
    expect(safeRedirectPath("/admin/events#top")).toBe("/admin/events#top");
    expect(safeRedirectPath("/events/caf%C3%A9")).toBe("/events/caf%C3%A9");
  });

  test.each([
    ["CR/LF", "/admin\r\nSet-Cookie: x=1"],
    ["encoded CR/LF", "/admin%0d%0aSet-Cookie:%20x=1"],
    ["an encoded tab before a second slash", "/%09/evil.example"],
    ["a raw tab", "/\t/evil.example"],
    ["a backslash", "/\\evil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["a protocol-relative address", "//evil.example"],
    ["an encoded second slash", "/%2Fevil.example"],
    ["an absolute address", "https://evil.example/admin"],
    ["a path that normalises to //", "/admin/../..//evil.example"],
    ["malformed percent-encoding", "/admin%E0%A4%A"],
    ["a relative path", "admin"],
    ["nothing", ""],
  ])("%s gives /admin", (_label, value) => {
    expect(safeRedirectPath(value)).toBe("/admin");
  });

  test("non-strings give the fallback", () => {
    expect(safeRedirectPath(null)).toBe("/admin");
    expect(safeRedirectPath(["/x"], "/")).toBe("/");
  });
});
