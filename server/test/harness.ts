// Test services: a fresh in-memory PGlite per call, or, when TEST_DATABASE_URL
// is set, a fresh database created on that PostgreSQL server and dropped after.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "../app";
import { bootServices } from "../boot";
import type { AppServices } from "../context";
import { parseEnv } from "../env";
import { createPostgresDatabase } from "./postgres";

export type TestServices = AppServices & { cleanup: () => Promise<void> };

export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestServices(
  vars: Record<string, string> = {},
  options: { onQuery?: (query: string) => void } = {},
): Promise<TestServices> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "homefront-test-"));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL, "homefront_test")
    : null;
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DEMO_CONTENT: "false",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...vars,
  });
  const services = await bootServices(env, { inMemoryDatabase: true, onQuery: options.onQuery });
  return {
    ...services,
    cleanup: async () => {
      await services.database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Hono app over test services; page requests would need a React Router build. */
export function createTestApp(services: AppServices) {
  const noBuild = async (): Promise<ServerBuild> => {
    throw new Error("in-process tests exercise /api routes; pages are covered by e2e");
  };
  return createApp({ services, build: noBuild });
}

/** Signs a user up (and gives them a staff role when asked); returns their cookie header. */
export async function signedInCookie(
  services: AppServices,
  options: { email?: string; password?: string; role?: "owner" | "manager" | "door" | "user" } = {},
) {
  const email = options.email ?? `user-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = options.password ?? "correct-horse-battery";
  await services.auth.api.signUpEmail({ body: { email, password, name: "Test User" } });
  if (options.role && options.role !== "user") {
    const { user } = await import("../db/schema");
    const { eq } = await import("drizzle-orm");
    await services.db.update(user).set({ role: options.role }).where(eq(user.email, email));
  }
  return sessionCookie(services, email, password);
}

/** Signs an existing account in; returns its cookie header. */
export async function sessionCookie(
  services: AppServices,
  email: string,
  password = "correct-horse-battery",
) {
  const result = await services.auth.api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  const cookies = result.headers.getSetCookie().map((c) => c.split(";")[0]);
  return cookies.join("; ");
}
