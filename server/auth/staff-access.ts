// Staff roles in Better Auth's own access control (its admin plugin, DESIGN
// "Stack"; docs/decisions/013-staff-roles.md): owners keep the plugin's user and
// session powers; every role carries its back-office permissions from
// shared/domain/staff-roles.ts, the one table the guards read.
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import { GRANTS } from "../../shared/domain/staff-roles";

const statements = {
  ...defaultStatements,
  backOffice: ["door", "manage", "staff", "settings"],
} as const;

export const staffAccessControl = createAccessControl(statements);

export const staffAccessRoles = {
  owner: staffAccessControl.newRole({ ...adminAc.statements, backOffice: [...GRANTS.owner] }),
  manager: staffAccessControl.newRole({ backOffice: [...GRANTS.manager] }),
  door: staffAccessControl.newRole({ backOffice: [...GRANTS.door] }),
  user: staffAccessControl.newRole({ backOffice: [] }),
};
