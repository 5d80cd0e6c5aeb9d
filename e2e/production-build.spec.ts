// docs/decisions/011-page-cache.md and README "Running in production": the built
// server runs React's production build whatever NODE_ENV the shell left unset,
// refuses to start in development mode, and answers anonymous pages from its
// page cache: one ETag per version, 304 on revalidation, the policy of a cached
// page listing its inline scripts' hashes (no nonce), and the page still hydrates.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./fixtures";
import { startServer, stopServer, type Server } from "./support/processes";

let server: Server;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A fresh data dir runs migrations and seeds demo content: seconds idle, much longer on a busy machine.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "homefront-production-"));
  // NODE_ENV empty, as a shell that never set it: the entry settles it to production.
  server = await startServer({
    NODE_ENV: "",
    LOG_LEVEL: "info",
    DATA_DIR: dataDir,
    DEMO_CONTENT: "true",
  });
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test("the built server says it runs in production mode on React's production build", () => {
  const listening = server
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"listening"'))
    .map((line) => JSON.parse(line));
  expect(listening).toHaveLength(1);
  expect(listening[0]).toMatchObject({ mode: "production", react: "production", pageCache: true });
});

test("the built server refuses to start with NODE_ENV=development", async () => {
  const child = spawn(process.execPath, ["dist/server.js"], {
    env: { ...process.env, NODE_ENV: "development", DATA_DIR: dataDir, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain('NODE_ENV is \\"development\\"');
});

test("an anonymous page comes from the cache: same tag, 304, hashes instead of a nonce", async () => {
  const first = await fetch(`${server.base}/events`, { headers: { "accept-encoding": "br" } });
  const tag = first.headers.get("etag");
  expect(first.status).toBe(200);
  expect(first.headers.get("content-encoding")).toBe("br");
  expect(tag).toMatch(/^W\/"/);
  const policy = first.headers.get("content-security-policy")!;
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toContain("nonce-");
  const html = await first.text();
  expect(html).not.toMatch(/nonce="/);

  const second = await fetch(`${server.base}/events`);
  expect(second.headers.get("etag")).toBe(tag);
  expect(await second.text()).toBe(html);
  const revalidated = await fetch(`${server.base}/events`, { headers: { "if-none-match": tag! } });
  expect(revalidated.status).toBe(304);

  // Hits are answered ahead of the app (server/index.ts), and logged as such.
  await expect.poll(() => server.output()).toContain('"cache":"hit"');

  // A visitor with a session cookie is never answered from the cache (a fresh nonce each time).
  const personal = await fetch(`${server.base}/events`, {
    headers: { cookie: "homefront.session_token=x" },
  });
  expect(personal.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
});

test("a cached page runs its scripts under the hash policy: no violations, and it hydrates", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text()))
      violations.push(message.text());
  });
  // The home page has no scripts of its own (docs/decisions/024): its one inline script, the
  // idle preload, adds modulepreload links once the page has loaded.
  await page.goto(`${server.base}/`);
  await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
  await page.goto(`${server.base}/events`);
  await page.goto(`${server.base}/events`);
  // React Router's client entry sets this once the page has hydrated, which takes every inline script.
  await waitForHydration(page);
  await page.getByRole("navigation").first().getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
