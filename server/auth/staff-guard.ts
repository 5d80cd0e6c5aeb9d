// The one staff permission check (SPEC §2 "Admin guard", §6; DESIGN "Staff and roles";
// docs/decisions/013-staff-roles.md). The back office's loaders and actions
// (app/lib/guard.server.ts `requireStaff`) and /api/admin/* (server/api/admin.ts) both
// ask it, so a page and the API behind it cannot disagree about who may do what; each
// only chooses how to answer a refusal (a redirect for a page, the error contract for
// a change or the API).
import type { SessionUser } from "../context";
import { AppError, forbidden, unauthorized } from "../errors";
import { can, isStaffRole, type Permission } from "../../shared/domain/staff-roles";

/** Why a request was refused, with the error (401 or 403) it is answered with as JSON. */
export type StaffRefusal = {
  ok: false;
  /** Signed out; signed in without a staff role; staff whose role lacks the permission. */
  reason: "signed-out" | "not-staff" | "not-permitted";
  error: AppError;
};

/** Whether `user` may use what needs `permission`. */
export function checkStaff(
  user: SessionUser | null | undefined,
  permission: Permission,
): { ok: true; user: SessionUser } | StaffRefusal {
  if (!user) return { ok: false, reason: "signed-out", error: unauthorized() };
  if (!isStaffRole(user.role)) return { ok: false, reason: "not-staff", error: forbidden() };
  if (!can(user.role, permission)) {
    return { ok: false, reason: "not-permitted", error: forbidden() };
  }
  return { ok: true, user };
}

/** The staff member, or the refusal thrown (401 signed out, 403 without the permission): for JSON routes. */
export function assertStaff(user: SessionUser | null | undefined, permission: Permission) {
  const check = checkStaff(user, permission);
  if (!check.ok) throw check.error;
  return check.user;
}
