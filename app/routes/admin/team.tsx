import { TeamPage } from "~/features/admin-team/team-page";
import {
  createTeamMember,
  deleteTeamMember,
  listTeamMembersForAdmin,
  reorderTeamMembers,
  updateTeamMember,
} from "../../../server/modules/content/index.server";
import { parseInput } from "~/lib/action-contract.server";
import { adminAction } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import {
  teamMemberDeleteSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
  teamOrderSchema,
} from "../../../shared/schemas/team";
import type { Route } from "./+types/team";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Team Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  return { members: await listTeamMembersForAdmin(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "manage");
  const { services } = context;
  return adminAction(request, {
    create: async (body) => {
      const member = await createTeamMember(services, actor, parseInput(teamMemberSchema, body));
      return { ok: true as const, intent: "create" as const, id: member.id };
    },
    update: async (body) => {
      const { id, ...input } = parseInput(teamMemberUpdateSchema, body);
      await updateTeamMember(services, actor, id, input);
      return { ok: true as const, intent: "update" as const, id };
    },
    delete: async (body) => {
      const { id } = parseInput(teamMemberDeleteSchema, body);
      await deleteTeamMember(services, actor, id);
      return { ok: true as const, intent: "delete" as const, id };
    },
    reorder: async (body) => {
      const { ids } = parseInput(teamOrderSchema, body);
      const order = await reorderTeamMembers(services, actor, ids);
      return { ok: true as const, intent: "reorder" as const, order };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TeamPage members={loaderData.members} />;
}
