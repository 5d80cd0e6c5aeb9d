import { data, redirect } from "react-router";
import { LoginPage } from "~/features/auth/login-page";
import { flashCookie } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-data.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const intent = url.searchParams.get("intent") === "signup" ? "signup" : "signin";
  const { auth } = context.services;

  if (intent === "signup") {
    const { values, failure } = await parseForm(request, signUpSchema);
    if (failure) return failure;
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

  const { values, failure } = await parseForm(request, signInSchema);
  if (failure) return failure;
  const { db } = context.services;
  if (await isLoginThrottled(db, values.email, context.clientIp)) {
    return data({ error: { code: "rate_limited", message: LOGIN_THROTTLED_MESSAGE } }, { status: 429 });
  }
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
