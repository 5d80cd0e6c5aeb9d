// Sign-in throttling and the sign-up limit (docs/security.md §5), applied to
// every Better Auth sign-in and sign-up route, whether reached over HTTP
// (/api/auth/*) or from the /login action (server/auth/abuse-hooks.ts).
// Per (account, client) pair and per client: blocked after too many failures.
// Per account from any client: slowed, never blocked, so an attacker cannot
// lock the real administrator out by failing on purpose.
import type { Db } from "../db/client";
import { tooManyRequests } from "../errors";
import {
  clearAttempts,
  consumeRateLimit,
  countAttempts,
  isRateLimited,
  recordAttempt,
  type RateLimit,
} from "../http/rate-limit";

export const LOGIN_THROTTLED_MESSAGE =
  "Too many sign-in attempts. Please wait 15 minutes and try again.";

const WINDOW_MS = 15 * 60_000;
const perPair: RateLimit = {
  bucket: "login-pair",
  limit: 5,
  windowMs: WINDOW_MS,
  message: LOGIN_THROTTLED_MESSAGE,
};
const perClient: RateLimit = {
  bucket: "login-client",
  limit: 20,
  windowMs: WINDOW_MS,
  message: LOGIN_THROTTLED_MESSAGE,
};
/** Here `limit` is where slowing starts, not a block. */
const perAccount: RateLimit = {
  bucket: "login-account",
  limit: 5,
  windowMs: WINDOW_MS,
  message: LOGIN_THROTTLED_MESSAGE,
};

export const signUpLimit: RateLimit = {
  bucket: "sign-up-client",
  limit: 5,
  windowMs: 60 * 60_000,
  message: (minutes) =>
    `Too many accounts were created from your network. Please try again in ${minutes} minutes.`,
};

/** The account-wide slow-down; `sleep` is replaced in tests. */
export const accountSlowdown = {
  baseMs: 500,
  capMs: 4_000,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** 0 below 5 recent failures on the account, then 0.5 s, 1 s, 2 s, 4 s, 4 s… */
export function accountDelayMs(failures: number) {
  if (failures < perAccount.limit) return 0;
  return Math.min(
    accountSlowdown.capMs,
    accountSlowdown.baseMs * 2 ** (failures - perAccount.limit),
  );
}

const accountKey = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => `${accountKey(email)} ${ip}`;

/** Before a sign-in is checked: a 429 for a throttled client or pair, else the account's delay. */
export async function beforeSignIn(db: Db, email: string | undefined, ip: string) {
  const blocked = await Promise.all([
    isRateLimited(db, perClient, ip),
    email ? isRateLimited(db, perPair, pairKey(email, ip)) : false,
  ]);
  if (blocked.some(Boolean)) throw tooManyRequests(LOGIN_THROTTLED_MESSAGE);
  if (!email) return;
  const delay = accountDelayMs(await countAttempts(db, perAccount, accountKey(email)));
  if (delay > 0) await accountSlowdown.sleep(delay);
}

export async function recordLoginFailure(db: Db, email: string | undefined, ip: string) {
  await recordAttempt(db, perClient, ip);
  if (!email) return;
  await recordAttempt(db, perPair, pairKey(email, ip));
  await recordAttempt(db, perAccount, accountKey(email));
}

/** A success clears its own pair only: failures elsewhere on the account keep slowing those clients. */
export async function recordLoginSuccess(db: Db, email: string, ip: string) {
  await clearAttempts(db, perPair, pairKey(email, ip));
}

/** Counts one sign-up attempt of the client, or throws its 429. */
export async function consumeSignUp(db: Db, ip: string) {
  await db.transaction((tx) => consumeRateLimit(tx, signUpLimit, ip));
}
