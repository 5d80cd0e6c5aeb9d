import { describe, expect, test } from "vitest";
import type { SessionUser } from "../context";
import { filesMatching } from "../test/source-files";
import { assertStaff, checkStaff } from "./staff-guard";

const person = (role: string): SessionUser => ({
  id: "u1",
  name: "Pat",
  email: "pat@example.org",
  role,
});

describe("checkStaff, the one staff permission check", () => {
  test("signed out: 401, whatever the permission", () => {
    for (const user of [null, undefined]) {
      const check = checkStaff(user, "door");
      expect(check).toMatchObject({ ok: false, reason: "signed-out" });
      expect(!check.ok && check.error.status).toBe(401);
    }
  });

  test("signed in without a staff role: 403, told apart from staff without the permission", () => {
    const check = checkStaff(person("user"), "door");
    expect(check).toMatchObject({ ok: false, reason: "not-staff" });
    expect(!check.ok && check.error.toBody().error.code).toBe("forbidden");
  });

  test("each role reaches exactly its grants (shared/domain/staff-roles.ts)", () => {
    const reach = (role: string) =>
      (["door", "manage", "staff", "settings"] as const).filter(
        (permission) => checkStaff(person(role), permission).ok,
      );
    expect(reach("owner")).toEqual(["door", "manage", "staff", "settings"]);
    expect(reach("manager")).toEqual(["door", "manage"]);
    expect(reach("door")).toEqual(["door"]);
    expect(checkStaff(person("door"), "manage")).toMatchObject({
      ok: false,
      reason: "not-permitted",
    });
  });

  test("assertStaff returns the user or throws the same refusal", () => {
    const owner = person("owner");
    expect(assertStaff(owner, "settings")).toBe(owner);
    expect(() => assertStaff(null, "manage")).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => assertStaff(person("user"), "door")).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => assertStaff(person("manager"), "staff")).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  test("no other production file defines a staff guard or answers 401 itself", () => {
    // The page guard (app/lib/guard.server.ts) and the API guard (server/api/admin.ts)
    // call this one; a second definition is how the two come to disagree.
    const owner = "server/auth/staff-guard.ts";
    expect(filesMatching(/\b(?:function|const)\s+(?:assertStaff|checkStaff)\b/, [owner])).toEqual(
      [],
    );
    expect(filesMatching(/\bunauthorized\(\)/, [owner, "server/errors.ts"])).toEqual([]);
    expect(filesMatching(/\b(?:function|const)\s+requireStaff\b/, [])).toEqual([
      "app/lib/guard.server.ts",
    ]);
  });
});
