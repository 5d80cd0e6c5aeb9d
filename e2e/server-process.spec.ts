// The built server as a process: first start on an empty data dir, a second
// start that keeps every row, environment errors, and graceful shutdown.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

type Started = {
  child: ChildProcess;
  port: string;
  output: () => string;
  exited: Promise<number | null>;
};

/** A port the system says is free right now (scripts/free-port.mjs, as playwright.config.ts uses). */
function freePort() {
  // Without colours: Playwright's FORCE_COLOR would colour the printed number.
  const env = { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" };
  const printed = execFileSync(process.execPath, ["scripts/free-port.mjs"], { env })
    .toString()
    .trim();
  if (!/^\d+$/.test(printed)) throw new Error(`no free port in: ${JSON.stringify(printed)}`);
  return printed;
}

function startServer(env: Record<string, string>): Started {
  const port = env.PORT ?? String(freePort());
  let output = "";
  const child = spawn(process.execPath, ["dist/server.js"], {
    env: { ...process.env, LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: port, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/** Waits for /healthz; on failure the error carries what the server printed. */
async function waitHealthy({ port, output }: Started, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

async function adminCounts(port: string, email: string, password: string) {
  const base = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const stats = await fetch(`${base}/api/admin/stats`, { headers: { cookie } });
  expect(stats.status).toBe(200);
  return stats.json();
}

test.describe.configure({ mode: "serial" });

test("first start on an empty data dir seeds demo content; a second start keeps every row", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "homefront-proc-"));
  const admin = { ADMIN_EMAIL: "owner@homefront.test", ADMIN_PASSWORD: "owner-password" };
  try {
    const first = startServer({ DATA_DIR: dataDir, ...admin });
    await waitHealthy(first);
    const counts = await adminCounts(first.port, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD);
    // Demo content: 3 team members, 4 fundraisers, 4 events, 3 contact messages.
    expect(counts).toEqual({ teamMembers: 3, fundraisers: 4, events: 4, messages: 3 });
    // Demo images are stored by the upload pipeline: every width of each, under a server-made name.
    const eventImages = readdirSync(path.join(dataDir, "uploads/event-images"));
    expect(eventImages).toHaveLength(4 * 3);
    for (const name of eventImages.filter((n) => n.endsWith("-1600.webp"))) {
      for (const width of [480, 960]) {
        expect(eventImages).toContain(name.replace("-1600.webp", `-${width}.webp`));
      }
    }
    const image = await fetch(
      `http://127.0.0.1:${first.port}/uploads/event-images/${eventImages[0]}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    const secret = readFileSync(path.join(dataDir, "auth-secret"), "utf8");
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = startServer({ DATA_DIR: dataDir, ...admin });
    await waitHealthy(second);
    expect(await adminCounts(second.port, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).toEqual(counts);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(secret);
    expect(second.output()).not.toContain("demo content seeded");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a bad environment variable stops start-up with its name and exit code 1", async () => {
  test.setTimeout(60_000);
  const bad = startServer({ PORT: "eighty", DATA_DIR: "/nonexistent-never-used" });
  expect(await bad.exited).toBe(1);
  expect(bad.output()).toContain("PORT must be a number");
  const both = startServer({ DATABASE_URL: "mysql://x@y/z", ADMIN_EMAIL: "a@b.org" });
  expect(await both.exited).toBe(1);
  expect(both.output()).toContain("DATABASE_URL must start with postgres:// or postgresql://");
  expect(both.output()).toContain("ADMIN_PASSWORD is required when ADMIN_EMAIL is set");
});

test("SIGTERM finishes the request in flight, then closes the database and exits 0", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "homefront-proc-"));
  try {
    const server = startServer({ DATA_DIR: dataDir, DEMO_CONTENT: "false" });
    await waitHealthy(server);
    // A form post whose body arrives in two halves, with SIGTERM in between.
    const body = "email=someone%40example.org&password=not-the-password";
    const response = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          path: "/login?intent=signin",
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": body.length,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    const status = await response;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    // New connections are refused once it has stopped.
    await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
