import { TeamPage } from "~/features/admin-team/team-page";
import {
  orFailure,
  readBody,
  unknownIntent,
  unreadableBody,
  validate,
} from "~/lib/admin-action.server";
import { requireAdmin } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import {
  createTeamMember,
  deleteTeamMember,
  listTeamMembers,
  reorderTeamMembers,
  updateTeamMember,
} from "../../../server/services/team";
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
  const body = await readBody(request);
  if (!body) return unreadableBody();
  switch (body.intent) {
    case "create": {
      const { values, failure } = validate(teamMemberSchema, body);
      if (failure) return failure;
      return orFailure(async () => {
        const member = await createTeamMember(services, actor, values);
        return { ok: true as const, intent: "create" as const, id: member.id };
      });
    }
    case "update": {
      const { values, failure } = validate(teamMemberUpdateSchema, body);
      if (failure) return failure;
      const { id, ...input } = values;
      return orFailure(async () => {
        await updateTeamMember(services, actor, id, input);
        return { ok: true as const, intent: "update" as const, id };
      });
    }
    case "delete": {
      const { values, failure } = validate(teamMemberDeleteSchema, body);
      if (failure) return failure;
      return orFailure(async () => {
        await deleteTeamMember(services, actor, values.id);
        return { ok: true as const, intent: "delete" as const, id: values.id };
      });
    }
    case "reorder": {
      const { values, failure } = validate(teamOrderSchema, body);
      if (failure) return failure;
      return orFailure(async () => {
        const order = await reorderTeamMembers(services, actor, values.ids);
        return { ok: true as const, intent: "reorder" as const, order };
      });
    }
    default:
      return unknownIntent();
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TeamPage members={loaderData.members} />;
}
