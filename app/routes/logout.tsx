import { redirect } from "react-router";
import { flashCookie } from "~/lib/flash.server";
import type { Route } from "./+types/logout";

// Sign out ends the session on the server (the session row is deleted), and
// empties what this browser kept for the site: the check-in screen's guest list,
// queue, service worker and cached pages (docs/decisions/015-offline-check-in.md).
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers({ "Clear-Site-Data": '"cache", "storage"' });
  try {
    const result = await context.services.auth.api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    headers.append(
      "Set-Cookie",
      flashCookie({ title: "Signed out", description: "You have been signed out successfully." }),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : "Please try again.";
    headers.append(
      "Set-Cookie",
      flashCookie({ title: "Sign out failed", description: message, variant: "error" }),
    );
  }
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
