import { describe, expect, test } from "vitest";
import { answerStatus, percentile, SIGN_UPS, stormSection, STORM_COLUMNS } from "./sign-up-storm";
import { FIGURE_COLUMNS } from "./report";

describe("the sign-up storm row", () => {
  test("percentile is nearest-rank and ignores non-numbers", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([5, Number.NaN], 99)).toBe(5);
    expect(percentile([], 99)).toBeUndefined();
  });

  test("a .data answer's status is the error code inside it", () => {
    expect(answerStatus(200, '[{"error":1},{"code":2},"server_busy"]')).toBe(503);
    expect(answerStatus(200, '[{"error":1},"rate_limited"]')).toBe(429);
    expect(answerStatus(200, '[{"ok":1},true,"intent","signup"]')).toBe(200);
  });

  test("counts created and refused sign-ups and prints memory and the asset's p99 beside the idle limit", () => {
    const statuses = [...Array<number>(10).fill(200), ...Array<number>(39).fill(503), 429];
    const section = stormSection({
      statuses,
      peakRss: 412_000_000,
      idleRss: 160_000_000,
      assetMs: [3, 4, 250],
      idleAssetMs: [1, 2, 2],
      totalMs: 4_200,
    });
    expect(STORM_COLUMNS.length).toBeLessThanOrEqual(FIGURE_COLUMNS);
    expect(section.rows[0]).toEqual({
      subject: `${SIGN_UPS} concurrent sign-ups`,
      figures: ["10", "39", "412 MB", "160 MB", "250 ms", "2.0 ms", "4.20 s"],
      note: expect.stringContaining("other answers: 429"),
    });
  });
});
