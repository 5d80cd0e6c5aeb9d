import { TeamPage } from "~/features/admin-team/team-page";
import { intentAction, withValues } from "~/lib/admin-action.server";
import { requireAdmin } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import {
  createTeamMember,
  deleteTeamMember,
  listTeamMembers,
  reorderTeamMembers,
  updateTeamMember,
} from "../../../server/services/content/team";
import {
  teamMemberDeleteSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
  teamOrderSchema,
} from "../../../shared/schemas/team";
import type { Route } from "./+types/team";

export const meta = () => pageMeta("Team Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { members: await listTeamMembers(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(request, context);
  const { services } = context;
  return intentAction(request, {
    create: (body) =>
      withValues(teamMemberSchema, body, async (values) => {
        const member = await createTeamMember(services, actor, values);
        return { ok: true as const, intent: "create" as const, id: member.id };
      }),
    update: (body) =>
      withValues(teamMemberUpdateSchema, body, async ({ id, ...input }) => {
        await updateTeamMember(services, actor, id, input);
        return { ok: true as const, intent: "update" as const, id };
      }),
    delete: (body) =>
      withValues(teamMemberDeleteSchema, body, async ({ id }) => {
        await deleteTeamMember(services, actor, id);
        return { ok: true as const, intent: "delete" as const, id };
      }),
    reorder: (body) =>
      withValues(teamOrderSchema, body, async ({ ids }) => {
        const order = await reorderTeamMembers(services, actor, ids);
        return { ok: true as const, intent: "reorder" as const, order };
      }),
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TeamPage members={loaderData.members} />;
}
