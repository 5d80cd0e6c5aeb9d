import { redirect } from "react-router";
import { LoginPage } from "~/features/auth/login-page";
import { flashCookie } from "~/lib/flash.server";
import { orErrorResult, parseInput, readForm } from "~/lib/action-contract.server";
import { pageMeta } from "~/lib/meta";
import { authFailure } from "~/lib/auth-error.server";
import { withClientAddress } from "../../server/core/index.server";
import { safeRedirectPath, signInSchema, signUpSchema } from "../../shared/schemas/auth";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Admin Login");

export async function action(args: Route.ActionArgs) {
  return orErrorResult(() => signInOrUp(args));
}

/**
 * A form POST, from the page's script or a plain browser without one
 * (docs/decisions/002-auth-through-actions.md). Throttling, the sign-up limit
 * and the hashing gate apply inside Better Auth, as they do for /api/auth/*
 * (server/auth/abuse-hooks.ts), keyed on the address the server decided.
 */
async function signInOrUp({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const intent = url.searchParams.get("intent") === "signup" ? "signup" : "signin";
  const { auth } = context.services;
  const headers = withClientAddress(request.headers, context.clientIp);

  if (intent === "signup") {
    const values = parseInput(signUpSchema, await readForm(request));
    try {
      await auth.api.signUpEmail({
        body: { email: values.email, password: values.password, name: values.fullName },
        headers,
      });
    } catch (error) {
      return authFailure(error, "sign_up_failed");
    }
    return { ok: true as const, intent };
  }

  const values = parseInput(signInSchema, await readForm(request));
  let cookies: string[];
  try {
    const result = await auth.api.signInEmail({
      body: { email: values.email, password: values.password },
      headers,
      returnHeaders: true,
    });
    cookies = result.headers.getSetCookie();
  } catch (error) {
    return authFailure(error, "sign_in_failed");
  }
  const out = new Headers();
  for (const cookie of cookies) out.append("Set-Cookie", cookie);
  out.append(
    "Set-Cookie",
    flashCookie({ title: "Welcome back!", description: "You have successfully signed in." }),
  );
  return redirect(safeRedirectPath(url.searchParams.get("redirectTo")), { headers: out });
}

export default function Login() {
  return <LoginPage />;
}
