// Production entry (bundled to dist/server.js): validated env, services, the
// Hono app with the built React Router app, and graceful shutdown.
import { serve } from "@hono/node-server";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp, createAppPageCache } from "./app";
import { randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import { hashedPolicy, securityHeaderList } from "./http/security-headers";
import { bootServices } from "./boot";
import { holdEmbeddedDatabase } from "./db/pid-lock";
import { loadEnv } from "./env";
import { errorFields } from "./logger";
import { loadedReactBuild } from "./react-build";
import { startJobs } from "./core/index.server";
import { backgroundJobs } from "./jobs";

const env = loadEnv();
const releaseLock = env.DATABASE_URL ? () => {} : holdEmbeddedDatabase(path.resolve(env.DATA_DIR));
const services = await bootServices(env);
const buildDir = path.resolve(process.cwd(), "build");
const build = (await import(
  pathToFileURL(path.join(buildDir, "server/index.js")).href
)) as ServerBuild;
const pageCache = createAppPageCache(services);
const app = createApp({ services, build, clientDir: path.join(buildDir, "client"), pageCache });

/**
 * docs/decisions/011-page-cache.md: a page the cache holds is answered from Node's
 * request handler, ahead of Hono, with the same security headers and log line.
 */
function answerFromCache(req: IncomingMessage, res: ServerResponse) {
  const start = performance.now();
  const hit = pageCache.answerNode(req, res, (hashes, status) =>
    securityHeaderList(env, status === 304 ? undefined : hashedPolicy(hashes, env)),
  );
  if (!hit) return false;
  services.log.info("request", {
    requestId: randomUUID(),
    method: req.method,
    path: req.url?.split("?")[0],
    status: res.statusCode,
    ms: Math.round((performance.now() - start) * 10) / 10,
    cache: "hit",
  });
  return true;
}
const createServerWithCache = ((serverOptions: ServerOptions, listener: RequestListener) =>
  createServer(serverOptions, (req, res) => {
    if (!answerFromCache(req, res)) listener(req, res);
  })) as typeof createServer;

const jobs = startJobs(services.log, backgroundJobs(services));
const server = serve(
  { fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer: createServerWithCache },
  (info) => {
    services.log.info("listening", {
      url: env.PUBLIC_URL,
      host: info.address,
      port: info.port,
      database: services.database.kind,
      mode: env.NODE_ENV,
      react: loadedReactBuild(),
      pageCache: env.PAGE_CACHE,
    });
  },
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  services.log.info("shutting down", { signal });
  // Stop accepting, let in-flight requests finish, then close the database.
  const force = setTimeout(() => {
    services.log.error("shutdown timed out; exiting");
    process.exit(1);
  }, 10_000);
  force.unref();
  jobs.stop();
  server.close(async (error) => {
    if (error) services.log.error("server close failed", errorFields(error));
    await services.database
      .close()
      .catch((e) => services.log.error("database close failed", errorFields(e)));
    releaseLock();
    services.log.info("stopped");
    process.exit(0);
  });
  if ("closeIdleConnections" in server)
    (server as { closeIdleConnections: () => void }).closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
