import { describe, expect, test } from "vitest";
import { AppError } from "../errors";
import { createGate } from "./hashing-gate";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the hashing gate", () => {
  test("runs two at once, queues eight, and refuses the eleventh with a 503 and Retry-After", async () => {
    const gate = createGate({ concurrency: 2, queue: 8, retryAfterS: 5 });
    const release = deferred();
    let started = 0;
    const tasks = Array.from({ length: 10 }, () =>
      gate.run(async () => {
        started++;
        await release.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toBe(2);
    expect(gate.load).toEqual({ active: 2, waiting: 8 });

    const refused = await gate.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 503,
      code: "server_busy",
      headers: { "Retry-After": "5" },
    });

    release.resolve();
    await Promise.all(tasks);
    expect(started).toBe(10);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  test("a failing task frees its slot", async () => {
    const gate = createGate({ concurrency: 1, queue: 0, retryAfterS: 1 });
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(gate.run(async () => 42)).resolves.toBe(42);
  });
});
