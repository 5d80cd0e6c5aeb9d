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
import { TIDY_EVERY_MS, tidyEmbeddedDatabase } from "./db/maintenance";
import { holdEmbeddedDatabase } from "./db/pid-lock";
import { loadEnv } from "./env";
import { errorFields } from "./logger";
import { startOutboxWorker } from "./mail/worker";
import { loadedReactBuild } from "./react-build";
import { expireLapsedHolds } from "./modules/orders/registrations";
import { sweepWaitlists } from "./modules/events/waitlist";
import { issueMissingReceipts } from "./modules/receipts/issue";
import { advanceStatementRuns } from "./modules/statements/runs-admin";
import { linkUnlinkedSupporters } from "./modules/supporters/link";

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

const stopOutbox = startOutboxWorker(services);
// Decision 020 (docs/receipts.md "Older gifts"): gifts and paid orders completed before
// numbered receipts existed get theirs once, at boot, oldest first and without e-mails;
// everything completed since is receipted in its own transaction.
const receiptBackfill = issueMissingReceipts(services.db, services)
  .then((issued) => issued > 0 && services.log.info("receipts issued for older gifts", { issued }))
  .catch((error) => services.log.error("receipt backfill failed", errorFields(error)));
// Holds stop counting the moment they lapse; this tidies their status for the admin's view
// and offers their seats to the waitlist, then passes lapsed waitlist offers on (decision 017),
// and links new gifts, registrations and messages to supporters (decision 020).
const holdSweeper = setInterval(() => {
  expireLapsedHolds(services.db, new Date(), services)
    .then(() => sweepWaitlists(services))
    .then(() => linkUnlinkedSupporters(services.db))
    // docs/statements.md: a statement run nobody is watching (the tab closed, the process restarted) is finished here.
    .then(() => advanceStatementRuns(services))
    .catch((error) => services.log.error("hold sweep failed", errorFields(error)));
}, 60_000);
holdSweeper.unref();
// Once at start too, so a fresh process (or a fresh demo) shows its supporters and statements
// without waiting a minute: back-office page loads read and never link (docs/statements.md).
const supporterLinking = linkUnlinkedSupporters(services.db).catch((error) =>
  services.log.error("supporter linking failed", errorFields(error)),
);
// The embedded database has no autovacuum (server/db/maintenance.ts): tidied once the
// boot work above has rewritten what it rewrites, then every few hours.
const tidy = () =>
  tidyEmbeddedDatabase(services.database)
    .then((ms) => ms !== undefined && services.log.info("database tidied", { ms }))
    .catch((error) => services.log.error("database tidy failed", errorFields(error)));
void Promise.allSettled([receiptBackfill, supporterLinking]).then(tidy);
const tidier = setInterval(() => void tidy(), TIDY_EVERY_MS);
tidier.unref();
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
  stopOutbox();
  clearInterval(holdSweeper);
  clearInterval(tidier);
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
