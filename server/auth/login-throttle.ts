// Repeated sign-in failures are limited per account and per client (issue #9 §8).
import type { Db } from "../db/client";
import { clearHits, hitsInWindow, recordHit, type Window } from "../security/rate-limit";

const perAccount: Window = { max: 5, windowMs: 15 * 60_000 };
const perClient: Window = { max: 20, windowMs: 15 * 60_000 };

const accountKey = (email: string) => `login:account:${email.trim().toLowerCase()}`;
const clientKey = (ip: string) => `login:client:${ip}`;

export const LOGIN_THROTTLED_MESSAGE = "Too many sign-in attempts. Please wait 15 minutes and try again.";

export async function isLoginThrottled(db: Db, email: string, ip: string) {
  const [account, client] = await Promise.all([
    hitsInWindow(db, accountKey(email), perAccount),
    hitsInWindow(db, clientKey(ip), perClient),
  ]);
  return account >= perAccount.max || client >= perClient.max;
}

export async function recordLoginFailure(db: Db, email: string, ip: string) {
  await recordHit(db, accountKey(email), perAccount);
  await recordHit(db, clientKey(ip), perClient);
}

export async function recordLoginSuccess(db: Db, email: string) {
  await clearHits(db, accountKey(email));
}
