// Staff roles, least privilege first (DESIGN "Staff and roles",
// docs/decisions/013-staff-roles.md). A role grants permissions; every admin
// loader, action and API route asks for one permission, never for a role.
export const STAFF_ROLES = ["owner", "manager", "door"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * - `door`: the check-in screen and door lists of events.
 * - `manage`: content, events, registrations, gifts, messages, outbox, activity.
 * - `staff`, `settings`: who works here, and the organisation's settings.
 */
export type Permission = "door" | "manage" | "staff" | "settings";

export const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: ["door", "manage", "staff", "settings"],
  manager: ["door", "manage"],
  door: ["door"],
};

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  door: "Door volunteer",
};

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, including staff and settings",
  manager: "Content, events, registrations, gifts and messages",
  door: "Check-in and door lists of events only",
};

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? "");
}

export function can(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && GRANTS[role].includes(permission);
}

/** Where a staff member lands on /admin: the dashboard, or the door for door volunteers. */
export function staffHome(role: StaffRole): string {
  return can(role, "manage") ? "/admin" : "/admin/door";
}
