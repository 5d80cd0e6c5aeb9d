import { describe, expect, test } from "vitest";
import {
  FIGURE_COLUMNS,
  formatInt,
  formatKB,
  formatMs,
  formatRatio,
  formatScore,
  median,
  parsePreviousTable,
  renderTable,
  withPrevious,
} from "./report";

describe("the bench report", () => {
  test("is one table: the first section names the columns, later ones open with a bold row", () => {
    const table = renderTable([
      {
        title: "Server",
        columns: ["req/s", "p99"],
        rows: [{ subject: "GET /", figures: ["900", "12 ms"] }],
      },
      {
        title: "Start-up",
        columns: ["to first 200"],
        rows: [{ subject: "empty", figures: ["2.00 s"], note: "a | b" }],
      },
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^\| Server \| req\/s \| p99 \|/);
    expect(lines[1]).toMatch(/^\| --- \| ---: \|/);
    expect(lines[3]).toMatch(/^\| \*\*Start-up\*\* \| \*\*to first 200\*\* \|/);
    expect(lines[4]).toContain("a \\| b");
    for (const line of lines) expect(line.split(" | ")).toHaveLength(FIGURE_COLUMNS + 2);
  });

  test("refuses more figures than there are columns", () => {
    const figures = Array<string>(FIGURE_COLUMNS + 1).fill("1");
    expect(() =>
      renderTable([{ title: "x", columns: [], rows: [{ subject: "y", figures }] }]),
    ).toThrow();
  });

  test("the median takes the middle run, or the mean of the two middle ones, and skips missing values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeUndefined();
  });

  test("figures are formatted for reading, with a dash when missing", () => {
    expect(formatInt(12345.6)).toBe("12,346");
    expect(formatMs(0.043)).toBe("0.04 ms");
    expect(formatMs(4.74)).toBe("4.7 ms");
    expect(formatMs(42.4)).toBe("42 ms");
    expect(formatMs(1270)).toBe("1.27 s");
    expect(formatKB(129_400)).toBe("129.4 KB");
    expect(formatRatio(0.0412)).toBe("0.041×");
    expect(formatRatio(0.5)).toBe("0.50×");
    expect(formatScore(0.975)).toBe("98");
    expect(formatMs(undefined)).toBe("–");
  });
});

describe("figures beside the previous run's", () => {
  test("each figure gets the previous table's figure of the same section, row and column", () => {
    const previous = renderTable([
      {
        title: "Server · PGlite (50 connections, 10 s)",
        columns: ["req/s", "p99"],
        rows: [{ subject: "GET / (SSR)", figures: ["77", "1.50 s"] }],
      },
      {
        title: "Start-up",
        columns: ["to first 200"],
        rows: [{ subject: "PGlite, empty data dir", figures: ["5.51 s"] }],
      },
    ]);
    const now = withPrevious(
      [
        {
          title: "Server · PGlite (50 connections, 8 s)",
          columns: ["req/s", "p99"],
          rows: [
            { subject: "GET / (page cache)", figures: ["4,210", "40 ms"] },
            { subject: "GET /new", figures: ["9"] },
          ],
        },
        {
          title: "Start-up",
          columns: ["to first 200"],
          rows: [{ subject: "PGlite, empty data dir", figures: ["4.10 s"] }],
        },
      ],
      parsePreviousTable(previous),
    );
    expect(now[0]!.rows[0]!.figures).toEqual(["4,210 (was 77)", "40 ms (was 1.50 s)"]);
    expect(now[0]!.rows[1]!.figures).toEqual(["9"]);
    expect(now[1]!.rows[0]!.figures).toEqual(["4.10 s (was 5.51 s)"]);
    // The next run compares with this run's figures, not with the ones it printed beside them.
    const next = withPrevious(
      [
        {
          title: "Server · PGlite",
          columns: ["req/s"],
          rows: [{ subject: "GET / (page cache)", figures: ["5,000"] }],
        },
      ],
      parsePreviousTable(renderTable(now)),
    );
    expect(next[0]!.rows[0]!.figures[0]).toBe("5,000 (was 4,210)");
  });

  test("rows told apart only by their last parenthesis keep their own previous figures", () => {
    const rows = (first: string, end: string) => [
      {
        title: "Back office at scale",
        columns: ["p50"],
        rows: [
          { subject: "GET /export (CSV export, first bytes)", figures: [first] },
          { subject: "GET /export (CSV export)", figures: [end] },
        ],
      },
    ];
    const now = withPrevious(
      rows("90 ms", "300 ms"),
      parsePreviousTable(renderTable(rows("80 ms", "320 ms"))),
    );
    expect(now[0]!.rows.map((r) => r.figures[0])).toEqual([
      "90 ms (was 80 ms)",
      "300 ms (was 320 ms)",
    ]);
  });
});
