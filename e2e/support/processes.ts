// Built servers as child processes (docs/security.md §8): start, wait until healthy,
// kill; HTTP requests from a chosen loopback address, so that each simulated
// visitor is its own client for the per-client limits (127.0.0.0/8 is all local).
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { createServer } from "node:net";

export type Server = {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
};

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = Number(env.PORT ?? (await freePort()));
  let output = "";
  const child = spawn(process.execPath, ["dist/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      DEMO_CONTENT: "false",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server = { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited };
  await waitHealthy(server);
  return server;
}

export async function waitHealthy(
  server: Pick<Server, "base" | "output" | "child">,
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export async function stopServer(server: Server, signal: NodeJS.Signals = "SIGTERM") {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}

export type Answer = {
  status: number;
  body: string;
  json: () => unknown;
  headers: http.IncomingHttpHeaders;
};

/** One request on its own connection from `localAddress` (a loopback address: each is a separate client). */
export function request(
  base: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            headers: res.headers,
            json: () => JSON.parse(body),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The n-th simulated client's address: 127.1.x.y. */
export const clientAddress = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
