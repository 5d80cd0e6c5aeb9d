import { describe, expect, test, vi } from "vitest";
import { AppError, serverBusy } from "./errors";

describe("AppError", () => {
  test("is recognised across two copies of the module, as in the two production bundles", async () => {
    vi.resetModules();
    const copy = await import("./errors");
    expect(copy.AppError).not.toBe(AppError);
    expect(new copy.AppError(429, "rate_limited", "Slow down.")).toBeInstanceOf(AppError);
    expect(new AppError(503, "server_busy", "Busy.")).toBeInstanceOf(copy.AppError);
    expect(new Error("plain")).not.toBeInstanceOf(AppError);
    expect(null).not.toBeInstanceOf(AppError);
  });

  test("a busy server's refusal carries Retry-After", () => {
    expect(serverBusy(5)).toMatchObject({
      status: 503,
      code: "server_busy",
      headers: { "Retry-After": "5" },
    });
  });
});
