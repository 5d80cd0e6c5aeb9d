import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  centsToDecimal,
  formatCents,
  formatCentsCompact,
  formatCentsWhole,
  formatPrice,
} from "./money";
import { formatPercent, progressPercent } from "./progress";
import { dollarsToCents, MONEY_FORMAT_MESSAGE, parseMoney } from "./money-input";

describe("money", () => {
  test("cents show as dollars with thousands separators and 2 decimals", () => {
    expect(formatCents(1_684_250)).toBe("$16,842.50");
    expect(formatCents(0)).toBe("$0.00");
  });
  test("a price of 0 shows as Free", () => {
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(7500)).toBe("$75.00");
  });
  test("typed dollars become whole cents, junk becomes null", () => {
    expect(dollarsToCents("25.10")).toBe(2510);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents("abc")).toBeNull();
    expect(dollarsToCents(Infinity)).toBeNull();
  });
});

describe("progress", () => {
  test("is raised over goal, capped at 100, to one decimal", () => {
    expect(formatPercent(progressPercent(1_684_250, 2_500_000))).toBe("67.4%");
    expect(progressPercent(1_124_500, 1_000_000)).toBe(100);
  });
  test("is 0 when the goal is 0 or less", () => {
    expect(progressPercent(500, 0)).toBe(0);
    expect(progressPercent(500, -10)).toBe(0);
  });
});

describe("parseMoney: the one reader of typed dollars", () => {
  test.each([
    ["12", 1200],
    ["12.5", 1250],
    ["12.50", 1250],
    ["$12.50", 1250],
    ["$ 12.50", 1250],
    ["  7.05  ", 705],
    [".5", 50],
    ["0", 0],
    ["1,234.50", 123450],
    ["$1,234.50", 123450],
    ["1,000,000", 100_000_000],
    ["19.99", 1999],
    [19.99, 1999],
    [12.5, 1250],
    [0.1 + 0.2, 30],
  ] as const)("%j is %i cents", (input, cents) => {
    expect(parseMoney(input)).toEqual({ ok: true, cents });
  });

  test.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "invalid"],
    ["$", "invalid"],
    ["1e3", "invalid"],
    ["0x10", "invalid"],
    [" 5 5", "invalid"],
    ["12.50 USD", "invalid"],
    ["1.2.3", "invalid"],
    ["-5", "negative"],
    ["-$5", "negative"],
    ["$-1.50", "negative"],
    [-1, "negative"],
    ["12.505", "decimals"],
    ["1,000.505", "decimals"],
    [10.005, "decimals"],
    ["1,50", "grouping"],
    ["1,2345", "grouping"],
    ["12,34.50", "grouping"],
    ["1,000,00", "grouping"],
    ["99999999999999", "tooLarge"],
  ] as const)("%j is refused (%s) with the one message", (input, problem) => {
    expect(parseMoney(input)).toEqual({ ok: false, problem, message: MONEY_FORMAT_MESSAGE });
  });

  test("a number must be finite", () => {
    expect(parseMoney(Number.NaN)).toMatchObject({ ok: false, problem: "invalid" });
    expect(parseMoney(Infinity)).toMatchObject({ ok: false, problem: "invalid" });
  });

  test("dollarsToCents is the same reader, null when refused", () => {
    expect(dollarsToCents("$1,234.50")).toBe(123450);
    expect(dollarsToCents("1,50")).toBeNull();
    expect(dollarsToCents("12.505")).toBeNull();
  });
});

describe("formatting cents has one owner too", () => {
  test("whole, compact and plain decimal forms", () => {
    expect(formatCentsWhole(3_125_049)).toBe("$31,250");
    expect(formatCentsCompact(120_000)).toBe("$1.2K");
    expect(formatCentsCompact(4_000)).toBe("$40");
    expect(centsToDecimal(123_450)).toBe("1234.50");
    expect(centsToDecimal(5)).toBe("0.05");
  });
});

// STYLE 14: one owner for money. A second parser is how "$12.50" came to be a valid
// refund but an invalid ticket price, and "1,50" a refund of $150.00. These are the
// shapes a hand-rolled parser takes; percentages ((a / b) * 100) are not money.
const MONEY_WORD = /dollar|amount|price|cost|fee|usd|money|gift|donation|refund|goal|raised/i;
const NUMBER_READERS = /^(?:Number|parseFloat|parseInt|Number\.parseFloat|Number\.parseInt)$/;

/** The operand left of the `* 100` ending at `end`: an identifier chain, a call or a group. */
function operandBefore(source: string, end: number) {
  let i = end;
  while (i > 0 && /\s/.test(source[i - 1]!)) i--;
  let start = i;
  let group: string | null = null;
  if (source[i - 1] === ")") {
    let depth = 0;
    for (start = i - 1; start >= 0; start--) {
      if (source[start] === ")") depth++;
      else if (source[start] === "(" && --depth === 0) break;
    }
    group = source.slice(start + 1, i - 1);
  }
  let callee = start;
  while (callee > 0 && /[\w$.]/.test(source[callee - 1]!)) callee--;
  return { callee: source.slice(callee, start), text: source.slice(callee, i), group };
}

/** Why a production file's source looks like it parses money itself, or null. */
export function moneyParsingIn(source: string): string | null {
  if (/\bparseFloat\s*\(/.test(source)) return "parseFloat(";
  for (const match of source.matchAll(/\*\s*100(?![\d_.])/g)) {
    const { callee, text, group } = operandBefore(source, match.index);
    if (NUMBER_READERS.test(callee)) return `${text} * 100`;
    const ratio = group !== null && callee === "" && group.includes("/");
    if (!ratio && MONEY_WORD.test(text)) return `${text} * 100`;
  }
  if (/\\\$\?/.test(source)) return "a regex for an optional $";
  if (/\\\.\\d\{[0-2](?:,\s*2)?\}/.test(source)) return "a regex for cents";
  if (/\.replace(?:All)?\(\s*(?:["'],["']|\/,\/g)\s*,\s*(?:""|'')\s*\)/.test(source)) {
    return "stripping commas";
  }
  return null;
}

describe("one owner of money parsing", () => {
  test("the guard flags a hand-rolled parser and lets percentages be", () => {
    for (const snippet of [
      "const cents = Math.round(parseFloat(x) * 100);",
      "const cents = Math.round(Number(values.amount) * 100);",
      "formatCentsShort(dollars * 100)",
      "priceCents: input.price * 100,",
      "const DOLLARS = /^\\$?\\s*(\\d{1,7}(\\.\\d{0,2})?)$/;",
      'const text = String(value).trim().replaceAll(",", "");',
    ]) {
      expect(moneyParsingIn(snippet), snippet).not.toBeNull();
    }
    for (const snippet of [
      "return Math.min(100, Math.max(0, (raisedCents / goalCents) * 100));",
      "onProgress?.(Math.round((event.loaded / event.total) * 100));",
      "setProgress(Math.round((index * 100 + p) / files.length));",
      "const MAX = 10_000_000; const big = n * 1000;",
      'value.replace(/,/g, "\\,")',
    ]) {
      expect(moneyParsingIn(snippet), snippet).toBeNull();
    }
  });

  test("no production file outside shared/domain/money-input.ts parses money", () => {
    const offenders = productionFiles()
      .filter((file) => file !== "shared/domain/money-input.ts")
      .map((file) => [file, moneyParsingIn(readFileSync(path.join(ROOT, file), "utf8"))])
      .filter(([, why]) => why !== null)
      .map(([file, why]) => `${file}: ${why} (use parseMoney or moneyCents)`);
    expect(offenders).toEqual([]);
  });

  test("no production file outside shared/domain/money.ts builds a currency formatter", () => {
    const offenders = productionFiles().filter(
      (file) =>
        file !== "shared/domain/money.ts" &&
        /style:\s*["']currency["']/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});

const ROOT = path.resolve(import.meta.dirname, "../..");

/** shared/, server/ and app/ sources, tests and test helpers left out. */
function productionFiles() {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "test" && entry.name !== "node_modules") walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(path.relative(ROOT, full).split(path.sep).join("/"));
      }
    }
  };
  for (const dir of ["app", "server", "shared"]) walk(path.join(ROOT, dir));
  return files;
}
