// Playwright drives Debian's Chromium (never `playwright install`: no web here)
// against the built app, started on a free port with a temporary DATA_DIR.
import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";

// Chosen once in the runner; workers inherit them through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, ["scripts/free-port.mjs"])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "homefront-e2e-"));
process.env.E2E_PRISTINE_PORT ??= execFileSync(process.execPath, ["scripts/free-port.mjs"])
  .toString()
  .trim();
process.env.E2E_PRISTINE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "homefront-e2e-pristine-"));
process.env.E2E_ISOLATED_PORT ??= execFileSync(process.execPath, ["scripts/free-port.mjs"])
  .toString()
  .trim();
process.env.E2E_ISOLATED_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "homefront-e2e-isolated-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const pristinePort = Number(process.env.E2E_PRISTINE_PORT);
const pristineURL = `http://localhost:${pristinePort}`;
const isolatedPort = Number(process.env.E2E_ISOLATED_PORT);
const isolatedURL = `http://localhost:${isolatedPort}`;

// Specs that assert the exact demo content run against a server of their own,
// which no other spec writes to; every other spec shares the main server.
const PRISTINE_SPECS = ["**/public-site.spec.ts"];
// Every browser is the same client (127.0.0.1) to the per-client rate limits;
// the stored-XSS spec writes through every public form, so it gets its own server too,
// and so do the specs that give through /donate beyond donate.spec.ts's own gifts
// (a client starts 10 donation checkouts an hour: decision 010).
const ISOLATED_SPECS = [
  "**/stored-xss.spec.ts",
  "**/contact-without-javascript.spec.ts",
  "**/supporters.spec.ts",
  "**/recurring.spec.ts",
];

function server(listenPort: number, url: string, dataDir: string) {
  return {
    command: "node dist/server.js",
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_CONTENT: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  };
}

export const E2E_ADMIN = { email: "admin@homefront.test", password: "e2e-admin-password" };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [...PRISTINE_SPECS, ...ISOLATED_SPECS],
      use: { ...devices["Desktop Chrome"] },
    },
    {
      name: "isolated",
      testMatch: ISOLATED_SPECS,
      use: { ...devices["Desktop Chrome"], baseURL: isolatedURL },
    },
    {
      name: "pristine",
      testMatch: PRISTINE_SPECS,
      use: { ...devices["Desktop Chrome"], baseURL: pristineURL },
    },
  ],
  webServer: [
    server(port, baseURL, process.env.E2E_DATA_DIR),
    server(pristinePort, pristineURL, process.env.E2E_PRISTINE_DATA_DIR),
    server(isolatedPort, isolatedURL, process.env.E2E_ISOLATED_DATA_DIR),
  ],
});
