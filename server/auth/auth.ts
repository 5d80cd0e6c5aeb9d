// Better Auth: e-mail + password, HttpOnly cookie sessions, a role on the user.
// Sign-up never grants back-office access except for ADMIN_EMAIL, who becomes an
// owner (DESIGN "Staff and roles", docs/decisions/013-staff-roles.md); everyone
// else is invited by an owner.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Env } from "../env";
import { CLIENT_IP_HEADER } from "../http/client-address";
import { siteOrigins } from "../origin";
import { abuseHooks } from "./abuse-hooks";
import { hashPassword, verifyPassword } from "./password";
import { staffAccessControl, staffAccessRoles } from "./staff-access";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function createAuth(options: { db: Db; env: Env; secret: string }) {
  const { db, env, secret } = options;
  const adminEmail = env.ADMIN_EMAIL?.toLowerCase();
  const trustedOrigins = siteOrigins(env);
  return betterAuth({
    appName: "Homefront",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    telemetry: { enabled: false },
    logger: { disabled: env.LOG_LEVEL === "silent", level: "warn" },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // SPEC §2: after sign-up the page returns to sign-in mode.
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
      // Signing out (or changing the password) ends sessions on the server.
      revokeSessionsOnPasswordReset: true,
    },
    advanced: {
      useSecureCookies: env.PUBLIC_URL.startsWith("https:"),
      cookiePrefix: "homefront",
      database: { generateId: () => crypto.randomUUID() },
      // Set by server/auth/handler.ts from the socket; clients cannot forge it.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: {
      enabled: env.NODE_ENV !== "test",
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
      },
    },
    // Sign-in throttling and the sign-up limit on every path (docs/security.md §5).
    hooks: abuseHooks(db),
    // Our own refusals (a throttle's 429, the hashing gate's 503) are AppErrors,
    // not Better Auth's: let them reach the app's onError with their status and
    // headers instead of becoming a 500. Better Auth's APIErrors still answer as before.
    onAPIError: { throw: true },
    plugins: [
      admin({
        defaultRole: "user",
        adminRoles: ["owner"],
        ac: staffAccessControl,
        roles: staffAccessRoles,
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            // SPEC §6: the configured administrator e-mail becomes admin (an owner) on sign-up.
            const role = adminEmail && user.email.toLowerCase() === adminEmail ? "owner" : "user";
            return { data: { ...user, role } };
          },
        },
      },
      session: {
        create: {
          // The staff list shows when each person last signed in.
          after: async (session) => {
            await db
              .update(schema.user)
              .set({ lastSignInAt: new Date() })
              .where(eq(schema.user.id, session.userId));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
