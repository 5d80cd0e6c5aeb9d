// /admin/supporters/:id (docs/supporters.md, decision 020): one person's contact
// details (edited here), their addresses and everything linked to them; another
// record of the same person is merged into this one from here.
import { SupporterPage } from "~/features/admin-supporters/supporter-page";
import { errorResult, notFound, parseInput } from "~/lib/action-contract.server";
import { adminAction } from "~/lib/admin-action.server";
import { loadByIdOr404, requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import {
  getSupporter,
  mergeSupporters,
  updateSupporter,
} from "../../../server/modules/supporters/index.server";
import { asUuid } from "../../../shared/domain/ids";
import { supporterContactSchema, supporterMergeSchema } from "../../../shared/schemas/supporter";
import type { Route } from "./+types/supporter-detail";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, args.data ? `Supporter: ${args.data.supporter.name}` : "Supporter");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  return loadByIdOr404(params.id, (id) => getSupporter(context.services, id));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "manage");
  const id = asUuid(params.id);
  if (!id) return errorResult(notFound("Supporter not found."));
  return adminAction(request, {
    update: async (body) => {
      await updateSupporter(
        context.services,
        actor,
        id,
        parseInput(supporterContactSchema, body.values),
      );
      return { ok: true as const, id };
    },
    merge: async (body) => {
      const { fromId } = parseInput(supporterMergeSchema, body);
      const { moved } = await mergeSupporters(context.services, actor, { intoId: id, fromId });
      return {
        ok: true as const,
        id,
        moved: Object.fromEntries(Object.entries(moved).map(([k, v]) => [k, v.length])),
      };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SupporterPage {...loaderData} />;
}
