import { FundraisersPage } from "~/features/admin-fundraisers/fundraisers-page";
import {
  createFundraiser,
  deleteFundraiser,
  listFundraisersForAdmin,
  updateFundraiser,
} from "../../../server/modules/content/index.server";
import { parseInput } from "~/lib/action-contract.server";
import { adminAction } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import {
  fundraiserDeleteSchema,
  fundraiserSchema,
  fundraiserUpdateSchema,
} from "../../../shared/schemas/fundraiser";
import type { Route } from "./+types/fundraisers";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Fundraiser Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  return { fundraisers: await listFundraisersForAdmin(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "manage");
  const { services } = context;
  return adminAction(request, {
    create: async (body) => {
      const row = await createFundraiser(services, actor, parseInput(fundraiserSchema, body));
      return { ok: true as const, intent: "create" as const, id: row.id };
    },
    update: async (body) => {
      const { id, input, raisedBeforeCents } = parseInput(fundraiserUpdateSchema, body);
      await updateFundraiser(services, actor, id, input, raisedBeforeCents);
      return { ok: true as const, intent: "update" as const, id };
    },
    delete: async (body) => {
      const { id } = parseInput(fundraiserDeleteSchema, body);
      await deleteFundraiser(services, actor, id);
      return { ok: true as const, intent: "delete" as const, id };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FundraisersPage fundraisers={loaderData.fundraisers} />;
}
