import { describe, expect, test } from "vitest";
import { preloadInSteps } from "./idle-preload";

describe("idle preload in steps", () => {
  test("each step starts in a task after the one before it has finished", async () => {
    const log: string[] = [];
    let tasks = 0;
    // Counts the macrotasks that run while the steps do (setTimeout 0 runs in order).
    const ticker = setInterval(() => tasks++, 0);
    const step = (name: string) => async () => {
      log.push(`${name}@${tasks}`);
      await Promise.resolve();
      log.push(`${name} done`);
    };
    await preloadInSteps([step("zod"), step("form"), step("dialog")], () => false);
    clearInterval(ticker);
    expect(log.map((l) => l.replace(/@\d+$/, ""))).toEqual([
      "zod",
      "zod done",
      "form",
      "form done",
      "dialog",
      "dialog done",
    ]);
    const started = log.filter((l) => l.includes("@")).map((l) => Number(l.split("@")[1]));
    // Never two steps in one task.
    expect(started[1]!).toBeGreaterThan(started[0]!);
    expect(started[2]!).toBeGreaterThan(started[1]!);
  });

  test("stops before the next step once cancelled", async () => {
    const ran: string[] = [];
    let cancelled = false;
    await preloadInSteps(
      [
        async () => {
          ran.push("first");
          cancelled = true;
        },
        async () => void ran.push("second"),
      ],
      () => cancelled,
    );
    expect(ran).toEqual(["first"]);
  });
});
