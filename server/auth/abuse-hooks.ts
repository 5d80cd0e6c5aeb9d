// Better Auth's hooks run for its HTTP routes and for auth.api calls alike
// (its dispatchAuthEndpoint), so the /login action and /api/auth/sign-in/*
// meet one throttle, and /login?intent=signup and /api/auth/sign-up/* one
// limit (docs/security.md §5). The client's address comes in CLIENT_IP_HEADER,
// which only the server sets (server/http/client-address.ts); a call without
// it is the server's own (the configured admin at start, tests) and is not limited.
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Db } from "../db/client";
import { CLIENT_IP_HEADER } from "../http/client-address";
import {
  beforeSignIn,
  consumeSignUp,
  recordLoginFailure,
  recordLoginSuccess,
} from "./login-throttle";

type HookContext = { path?: string; body?: unknown; headers?: Headers };

function attempt(ctx: HookContext) {
  const ip = ctx.headers?.get(CLIENT_IP_HEADER);
  const body = ctx.body as { email?: unknown } | undefined;
  // An e-mail address is at most 320 characters; a longer junk value still gets one key.
  const email =
    typeof body?.email === "string" && body.email.trim() ? body.email.slice(0, 320) : undefined;
  const path = ctx.path ?? "";
  const kind = path.startsWith("/sign-in/")
    ? "sign-in"
    : path.startsWith("/sign-up/")
      ? "sign-up"
      : undefined;
  return ip && kind ? { ip, email, kind } : undefined;
}

export function abuseHooks(db: Db) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      const found = attempt(ctx);
      if (found?.kind === "sign-in") await beforeSignIn(db, found.email, found.ip);
      if (found?.kind === "sign-up") await consumeSignUp(db, found.ip);
    }),
    after: createAuthMiddleware(async (ctx) => {
      const found = attempt(ctx);
      if (found?.kind !== "sign-in") return;
      const returned = ctx.context.returned;
      if (isAPIError(returned) && returned.statusCode === 401)
        await recordLoginFailure(db, found.email, found.ip);
      else if (ctx.context.newSession && found.email)
        await recordLoginSuccess(db, found.email, found.ip);
    }),
  };
}
