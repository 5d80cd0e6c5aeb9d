// Accepting a staff invitation (DESIGN "Staff and roles"): a real POST form, so
// it works before or without JavaScript, like /login
// (docs/decisions/002-auth-through-actions.md). The token in the URL is the
// only key; the page is never cached.
import { data, redirect } from "react-router";
import { InvitationPage } from "~/features/auth/invitation-page";
import { authFailure } from "~/lib/auth-error.server";
import { orErrorResult, parseInput, readForm } from "~/lib/action-contract.server";
import { flashCookie } from "~/lib/flash.server";
import { noStoreHeaders } from "~/lib/http-cache.server";
import { pageMeta } from "~/lib/meta";
import { withClientAddress } from "../../server/core/index.server";
import {
  claimInvitation,
  invitationRefusal,
  viewInvitation,
} from "../../server/modules/staff/index.server";
import { staffHome } from "../../shared/domain/staff-roles";
import { acceptExistingAccountSchema, acceptNewAccountSchema } from "../../shared/schemas/staff";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Join the staff"),
  { name: "robots", content: "noindex" },
];

export const headers = () => noStoreHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await viewInvitation(context.services, params.token);
  if (view.state === "open") {
    const { email, role, hasAccount, expiresAt } = view;
    return data(
      { state: view.state, email, role, hasAccount, expiresAt },
      { headers: noStoreHeaders },
    );
  }
  return data(
    { state: view.state },
    { status: view.state === "invalid" ? 404 : 410, headers: noStoreHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return orErrorResult(async () => {
    const { auth } = context.services;
    const view = await viewInvitation(context.services, params.token);
    if (view.state !== "open") throw invitationRefusal(view.state);
    const form = await readForm(request);
    const headers = withClientAddress(request.headers, context.clientIp);
    let password: string;
    if (view.hasAccount) {
      password = parseInput(acceptExistingAccountSchema, form).password;
    } else {
      const values = parseInput(acceptNewAccountSchema, form);
      password = values.password;
      try {
        await auth.api.signUpEmail({
          body: { email: view.email, password, name: values.fullName },
          headers,
        });
      } catch (error) {
        return authFailure(error, "sign_up_failed");
      }
    }
    let cookies: string[];
    try {
      const result = await auth.api.signInEmail({
        body: { email: view.email, password },
        headers,
        returnHeaders: true,
      });
      cookies = result.headers.getSetCookie();
    } catch (error) {
      return authFailure(error, "sign_in_failed");
    }
    const { role } = await claimInvitation(context.services, params.token);
    const out = new Headers();
    for (const cookie of cookies) out.append("Set-Cookie", cookie);
    out.append(
      "Set-Cookie",
      flashCookie({ title: "Welcome to the team!", description: "Your invitation is accepted." }),
    );
    return redirect(staffHome(role), { headers: out });
  });
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage invitation={loaderData} result={actionData} />;
}
