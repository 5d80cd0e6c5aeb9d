import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,server,shared,scripts,bench,eslint-rules}/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./server/test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
