import { redirect } from "react-router";
import { LoginPage } from "~/features/auth/login-page";
import { flashCookie } from "~/lib/flash.server";
import { orErrorResult, parseInput, readForm, tooManyRequests } from "~/lib/action-contract.server";
import { pageMeta } from "~/lib/meta";
import { authErrorMessage } from "~/lib/auth-error.server";
import {
  isLoginThrottled,
  LOGIN_THROTTLED_MESSAGE,
  recordLoginFailure,
  recordLoginSuccess,
} from "~/lib/security.server";
import { safeRedirectPath, signInSchema, signUpSchema } from "../../shared/schemas/auth";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => pageMeta("Admin Login");

export async function action(args: Route.ActionArgs) {
  return orErrorResult(() => signInOrUp(args));
}

async function signInOrUp({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const intent = url.searchParams.get("intent") === "signup" ? "signup" : "signin";
  const { auth } = context.services;

  if (intent === "signup") {
    const values = parseInput(signUpSchema, await readForm(request));
    try {
      await auth.api.signUpEmail({
        body: { email: values.email, password: values.password, name: values.fullName },
        headers: request.headers,
      });
    } catch (error) {
      return { error: { code: "sign_up_failed", message: authErrorMessage(error) } };
    }
    return { ok: true as const, intent };
  }

  const values = parseInput(signInSchema, await readForm(request));
  const { db } = context.services;
  if (await isLoginThrottled(db, values.email, context.clientIp)) throw tooManyRequests(LOGIN_THROTTLED_MESSAGE);
  let cookies: string[];
  try {
    const result = await auth.api.signInEmail({
      body: { email: values.email, password: values.password },
      headers: request.headers,
      returnHeaders: true,
    });
    cookies = result.headers.getSetCookie();
  } catch (error) {
    await recordLoginFailure(db, values.email, context.clientIp);
    return { error: { code: "sign_in_failed", message: authErrorMessage(error) } };
  }
  await recordLoginSuccess(db, values.email);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.append(
    "Set-Cookie",
    flashCookie({ title: "Welcome back!", description: "You have successfully signed in." }),
  );
  return redirect(safeRedirectPath(url.searchParams.get("redirectTo")), { headers });
}

export default function Login() {
  return <LoginPage />;
}
