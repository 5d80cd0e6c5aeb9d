// Everything a running Homefront needs, built once: database (migrated), auth,
// the configured admin, demo content. Shared by production, development and tests.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureAdminAccount } from "./auth/admin-account";
import { createAuth } from "./auth/auth";
import type { AppServices } from "./context";
import { openDatabase } from "./db/client";
import { installContentTriggers } from "./db/content-changes";
import { seedDemoContent } from "./seed/demo-content";
import type { Env } from "./env";
import { createLogger } from "./logger";
import { createPaymentProvider } from "./payments/create-provider";
import { DiskFileStore } from "./storage/file-store";
import { S3FileStore, s3Options } from "./storage/s3-file-store";

/** AUTH_SECRET, else a random secret generated once and kept under DATA_DIR. */
function authSecret(env: Env, dataDir: string) {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function bootServices(
  env: Env,
  options: { inMemoryDatabase?: boolean; onQuery?: (query: string) => void } = {},
): Promise<AppServices> {
  const log = createLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.join(dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: options.inMemoryDatabase ? undefined : dataDir,
    onIdleError: (error) => log.warn("idle database connection failed", { error: error.message }),
    onQuery: options.onQuery,
  });
  await database.migrate();
  await installContentTriggers(database.db);
  const { db } = database;
  const auth = createAuth({ db, env, secret: authSecret(env, dataDir) });
  const secret = authSecret(env, dataDir);
  const payments = createPaymentProvider(env, db);

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdminAccount({ db, auth, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  }
  const s3 = s3Options(env);
  const files = s3 ? new S3FileStore(s3) : new DiskFileStore(uploadsDir);
  if (env.DEMO_CONTENT && (await seedDemoContent(db, { files, log }))) {
    log.info("demo content seeded");
  }
  return { env, database, db, auth, log, uploadsDir, payments, secret, files };
}
