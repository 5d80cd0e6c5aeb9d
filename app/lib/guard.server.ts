// The staff guard on the server (SPEC §2 "Admin guard", §6; DESIGN "Staff and
// roles"). Child loaders run in parallel with the layout's, so every admin
// loader and action calls this with the one permission it needs.
import { data, redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "../../server/context";
import { checkStaff } from "../../server/auth/staff-guard";
import { AppError } from "../../server/errors";
import { asUuid } from "../../shared/domain/ids";
import type { Permission } from "../../shared/domain/staff-roles";
import { errorResult } from "./action-contract.server";
import { flashCookie } from "./flash.server";

/**
 * The signed-in staff member allowed `permission`, asked of the one staff check
 * (server/auth/staff-guard.ts, which /api/admin/* asks too). A refused change
 * (an action) answers the error contract (401 or 403); a refused page read
 * answers as a page: sign in, go home, or a 403 inside the back office.
 */
export function requireStaff(
  request: Request,
  context: AppLoadContext,
  permission: Permission,
): SessionUser {
  const check = checkStaff(context.user, permission);
  if (check.ok) return check.user;
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!isRead) throw errorResult(check.error);
  switch (check.reason) {
    case "signed-out": {
      const url = new URL(request.url);
      const from = url.pathname.replace(/\.data$/, "") + url.search;
      throw redirect(`/login?redirectTo=${encodeURIComponent(from)}`);
    }
    case "not-staff":
      // SPEC §6: signed-in people who are not staff go home with 'Access Denied'.
      throw redirect("/", {
        headers: {
          "Set-Cookie": flashCookie({
            title: "Access Denied",
            description: check.error.message,
            variant: "error",
          }),
        },
      });
    case "not-permitted":
      // Staff whose role does not reach this page see a 403 inside the back office.
      throw data({ message: check.error.message }, { status: 403, statusText: "Access Denied" });
  }
}

/**
 * A back-office page of one record named in its URL: an id that cannot be a
 * UUID (shared/domain/ids.ts), or a service's 404, answers the not-found page.
 */
export async function loadByIdOr404<T>(
  rawId: string | undefined,
  load: (id: string) => Promise<T>,
): Promise<T> {
  const id = asUuid(rawId);
  if (!id) throw data(null, { status: 404 });
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
