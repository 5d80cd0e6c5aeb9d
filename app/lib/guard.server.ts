// The admin guard on the server (SPEC §2 "Admin guard", §6). Child loaders run
// in parallel with the layout's, so every admin loader and action calls this.
import { data, redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "../../server/context";
import { flashCookie } from "./flash.server";

export function requireAdmin(request: Request, context: AppLoadContext): SessionUser {
  const { user } = context;
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!user) {
    if (!isRead) {
      throw data({ error: { code: "unauthorized", message: "Please sign in to continue." } }, { status: 401 });
    }
    const url = new URL(request.url);
    const from = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/login?redirectTo=${encodeURIComponent(from)}`);
  }
  if (user.role !== "admin") {
    if (!isRead) {
      throw data(
        { error: { code: "forbidden", message: "You don't have permission to access this area." } },
        { status: 403 },
      );
    }
    throw redirect("/", {
      headers: {
        "Set-Cookie": flashCookie({
          title: "Access Denied",
          description: "You don't have permission to access this area.",
          variant: "error",
        }),
      },
    });
  }
  return user;
}
