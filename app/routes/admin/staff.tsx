import { StaffPage } from "~/features/admin-staff/staff-page";
import { parseInput } from "~/lib/action-contract.server";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import {
  cancelInvitation,
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaff,
} from "../../../server/modules/staff/index.server";
import { changeRoleSchema, inviteStaffSchema } from "../../../shared/schemas/staff";
import type { Route } from "./+types/staff";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Staff");

// DESIGN "Staff and roles": owners only (the `staff` permission).
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requireStaff(request, context, "staff");
  return { ...(await listStaff(context.services.db)), me: me.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "staff");
  const { services } = context;
  return adminAction(request, {
    invite: async (body) => {
      const { id } = await inviteStaff(services, actor, parseInput(inviteStaffSchema, body));
      return { ok: true as const, intent: "invite" as const, id };
    },
    cancelInvitation: async (body) => {
      const id = rowId(body.id, "Invitation not found");
      await cancelInvitation(services, actor, id);
      return { ok: true as const, intent: "cancelInvitation" as const, id };
    },
    changeRole: async (body) => {
      const id = rowId(body.id, "Staff member not found");
      const { role } = parseInput(changeRoleSchema, body);
      await changeStaffRole(services, actor, id, role);
      return { ok: true as const, intent: "changeRole" as const, id };
    },
    remove: async (body) => {
      const id = rowId(body.id, "Staff member not found");
      await removeStaff(services, actor, id);
      return { ok: true as const, intent: "remove" as const, id };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} />;
}
