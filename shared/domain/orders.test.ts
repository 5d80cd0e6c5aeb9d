import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { linesOfOrder, orderIdOf, orderReference } from "./orders";

const ORDER = "db5f967b-1111-4111-8111-111111111111";
const SECOND = "f6d69e0b-2222-4222-8222-222222222222";
const SINGLE = "0a1b2c3d-3333-4333-8333-333333333333";

describe("what an order is (decision 018)", () => {
  test("a line's order is its order_id; a single-line order is its own", () => {
    expect(orderIdOf({ id: ORDER, orderId: ORDER })).toBe(ORDER);
    expect(orderIdOf({ id: SECOND, orderId: ORDER })).toBe(ORDER);
    expect(orderIdOf({ id: SINGLE, orderId: null })).toBe(SINGLE);
    expect(orderIdOf({ id: SINGLE })).toBe(SINGLE);
  });

  test("every line of an order has the order's reference, never its own id's", () => {
    expect(orderReference(orderIdOf({ id: SECOND, orderId: ORDER }))).toBe("DB5F967B");
    expect(orderReference(orderIdOf({ id: ORDER, orderId: ORDER }))).toBe("DB5F967B");
    expect(orderReference(SINGLE)).toBe("0A1B2C3D");
  });

  test("an order's lines: first row first, other orders left out, a later line's id is no order", () => {
    const rows = [
      { id: SECOND, orderId: ORDER },
      { id: SINGLE, orderId: null },
      { id: ORDER, orderId: ORDER },
    ];
    expect(linesOfOrder(rows, ORDER, (r) => r).map((r) => r.id)).toEqual([ORDER, SECOND]);
    expect(linesOfOrder(rows, SINGLE, (r) => r).map((r) => r.id)).toEqual([SINGLE]);
    expect(linesOfOrder(rows, SECOND, (r) => r)).toEqual([]);
    const wrapped = rows.map((registration) => ({ registration }));
    expect(linesOfOrder(wrapped, ORDER, (r) => r.registration)).toEqual([wrapped[2], wrapped[0]]);
  });
});

/** Production sources under shared/, server/ and app/: no tests, no test helpers. */
function productionFiles() {
  const root = path.resolve(import.meta.dirname, "../..");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "test") walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(path.relative(root, full).split(path.sep).join("/"));
      }
    }
  };
  for (const dir of ["shared", "server", "app"]) walk(path.join(root, dir));
  return { root, files };
}

// An id cut to 8 characters and upper-cased, in either order, on one line.
const CUT = String.raw`\.(?:slice|substring|substr)\(\s*0\s*,\s*8\s*\)`;
const UPPER = String.raw`\.toUpperCase\(\)`;
const HAND_MADE_REFERENCE = new RegExp(`${CUT}[^;\\n]{0,80}${UPPER}|${UPPER}[^;\\n]{0,80}${CUT}`);

test("the short reference is made only by its owners (shared/domain/reference.ts, orders.ts)", () => {
  const { root, files } = productionFiles();
  expect(files).toContain("shared/domain/orders.ts");
  const offenders: string[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(root, file), "utf8");
    // The format itself lives in reference.ts; everything else asks it.
    if (file !== "shared/domain/reference.ts" && HAND_MADE_REFERENCE.test(source)) {
      offenders.push(`${file}: cuts an id to 8 characters itself`);
    }
    // A registration's reference is its order's (orderReference); only a gift, which
    // is no order, takes the format directly (server/modules/giving).
    const owner =
      file === "shared/domain/reference.ts" ||
      file === "shared/domain/orders.ts" ||
      file.startsWith("server/modules/giving/");
    if (!owner && /\bshortReference\(/.test(source)) {
      offenders.push(`${file}: calls shortReference(); use orderReference(orderIdOf(row))`);
    }
  }
  expect(offenders).toEqual([]);
});
