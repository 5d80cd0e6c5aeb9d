// Repeated sign-in failures are limited per account and per client (docs/security.md §5).
import type { Db } from "../db/client";
import { clearAttempts, isRateLimited, recordAttempt, type RateLimit } from "../services/security/rate-limit";

export const LOGIN_THROTTLED_MESSAGE = "Too many sign-in attempts. Please wait 15 minutes and try again.";

const perAccount: RateLimit = { bucket: "login-account", limit: 5, windowMs: 15 * 60_000, message: LOGIN_THROTTLED_MESSAGE };
const perClient: RateLimit = { bucket: "login-client", limit: 20, windowMs: 15 * 60_000, message: LOGIN_THROTTLED_MESSAGE };

const accountKey = (email: string) => email.trim().toLowerCase();

export async function isLoginThrottled(db: Db, email: string, ip: string) {
  const [account, client] = await Promise.all([
    isRateLimited(db, perAccount, accountKey(email)),
    isRateLimited(db, perClient, ip),
  ]);
  return account || client;
}

export async function recordLoginFailure(db: Db, email: string, ip: string) {
  await recordAttempt(db, perAccount, accountKey(email));
  await recordAttempt(db, perClient, ip);
}

export async function recordLoginSuccess(db: Db, email: string) {
  await clearAttempts(db, perAccount, accountKey(email));
}
