// Child processes of the bench: the built app (node dist/server.js) and the
// bare node:http "limit" server. Each writes its output to a log file, not to
// a pipe, so a busy server never blocks on a pipe the bench reads slowly.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const ROOT = path.resolve(import.meta.dirname, "..");

/** Raised when the app dies on its own: the one thing that fails the bench. */
export class AppCrash extends Error {}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let clockTicks: number | undefined;

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux);
 * undefined elsewhere. Read around a run, it tells how much of the machine the
 * server really got: on a shared machine that, not req/s, is the stable figure.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}

export function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

export type Managed = {
  name: string;
  url: string;
  logFile: string;
  child: ChildProcess;
  /** Throws AppCrash when the process has exited without being asked to. */
  assertAlive: () => void;
  stop: () => Promise<void>;
};

function manage(name: string, child: ChildProcess, url: string, logFile: string): Managed {
  let stopping = false;
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve();
    }),
  );
  return {
    name,
    url,
    logFile,
    child,
    assertAlive() {
      if (exit && !stopping) {
        throw new AppCrash(
          `${name} stopped on its own (${exit}). Last lines of ${logFile}:\n${tail(logFile)}`,
        );
      }
    },
    async stop() {
      if (exit) return;
      stopping = true;
      child.kill("SIGTERM");
      const done = await Promise.race([exited.then(() => true), sleep(12_000).then(() => false)]);
      if (!done) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

/** Polls url until it answers 200; ms from `since` to that answer. */
export async function waitFor200(
  url: string,
  options: { since: number; timeoutMs: number; process?: Managed; intervalMs?: number },
): Promise<number> {
  const deadline = options.since + options.timeoutMs;
  while (performance.now() < deadline) {
    options.process?.assertAlive();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - options.since;
    } catch {
      // not listening yet
    }
    await sleep(options.intervalMs ?? 20);
  }
  options.process?.assertAlive();
  throw new AppCrash(`${url} did not answer 200 within ${options.timeoutMs / 1000} s`);
}

export type AppOptions = {
  name: string;
  dataDir: string;
  logDir: string;
  databaseUrl?: string;
  timeoutMs?: number;
  /** Added to the app's environment (e.g. TRUST_PROXY for the sign-up storm). */
  env?: Record<string, string>;
};

/**
 * Starts `node dist/server.js` on a free port with demo content and waits for
 * the first 200 of /healthz. The environment is built from scratch, so a
 * DATABASE_URL or ADMIN_* in the caller's shell does not leak in.
 */
export async function startApp(
  options: AppOptions,
): Promise<{ app: Managed; msToHealthy: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(options.logDir, `${options.name.replace(/\W+/g, "-")}.log`);
  const fd = openSync(logFile, "a");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    DEMO_CONTENT: "true",
    LOG_LEVEL: "info",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const since = performance.now();
  const child = spawn(process.execPath, ["dist/server.js"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const app = manage(options.name, child, url, logFile);
  try {
    const msToHealthy = await waitFor200(`${url}/healthz`, {
      since,
      timeoutMs: options.timeoutMs ?? 90_000,
      process: app,
    });
    return { app, msToHealthy };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/** The limit: a bare node:http server answering a static 1 KB JSON (bench/limit-server.mjs). */
export async function startLimitServer(logDir: string): Promise<Managed> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, "limit-server.log");
  const fd = openSync(logFile, "a");
  const child = spawn(process.execPath, [path.join(ROOT, "bench/limit-server.mjs"), String(port)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const server = manage("limit server", child, url, logFile);
  await waitFor200(`${url}/`, { since: performance.now(), timeoutMs: 15_000, process: server });
  return server;
}
