import { describe, expect, test } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  test("uses scrypt at OWASP's cost and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword({ hash, password: "correct horse battery" })).toBe(true);
    expect(await verifyPassword({ hash, password: "correct horse battery!" })).toBe(false);
  });

  test("a malformed or absurd stored hash never verifies", async () => {
    expect(await verifyPassword({ hash: "salt:hash", password: "x" })).toBe(false);
    expect(await verifyPassword({ hash: "scrypt$99999999$8$1$AA==$AA==", password: "x" })).toBe(
      false,
    );
  });
});
