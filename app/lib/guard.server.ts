// The admin guard on the server (SPEC §2 "Admin guard", §6). Child loaders run
// in parallel with the layout's, so every admin loader and action calls this.
import { redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "../../server/context";
import { forbidden, unauthorized } from "../../server/errors";
import { errorResult } from "./action-contract.server";
import { flashCookie } from "./flash.server";

export function requireAdmin(request: Request, context: AppLoadContext): SessionUser {
  const { user } = context;
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!user) {
    if (!isRead) {
      throw errorResult(unauthorized());
    }
    const url = new URL(request.url);
    const from = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/login?redirectTo=${encodeURIComponent(from)}`);
  }
  if (user.role !== "admin") {
    if (!isRead) {
      throw errorResult(forbidden());
    }
    throw redirect("/", {
      headers: {
        "Set-Cookie": flashCookie({
          title: "Access Denied",
          description: forbidden().message,
          variant: "error",
        }),
      },
    });
  }
  return user;
}
