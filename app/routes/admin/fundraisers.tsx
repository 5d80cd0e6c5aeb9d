import { FundraisersPage } from "~/features/admin-fundraisers/fundraisers-page";
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
  createFundraiser,
  deleteFundraiser,
  listFundraisersForAdmin,
  updateFundraiser,
} from "../../../server/services/fundraisers";
import {
  fundraiserDeleteSchema,
  fundraiserSchema,
  fundraiserUpdateSchema,
} from "../../../shared/schemas/fundraiser";
import type { Route } from "./+types/fundraisers";

export const meta = () => pageMeta("Fundraiser Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { fundraisers: await listFundraisersForAdmin(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(request, context);
  const { services } = context;
  const body = await readBody(request);
  if (!body) return unreadableBody();
  switch (body.intent) {
    case "create": {
      const { values, failure } = validate(fundraiserSchema, body);
      if (failure) return failure;
      return orFailure(async () => {
        const row = await createFundraiser(services, actor, values);
        return { ok: true as const, intent: "create" as const, id: row.id };
      });
    }
    case "update": {
      const { values, failure } = validate(fundraiserUpdateSchema, body);
      if (failure) return failure;
      return orFailure(async () => {
        await updateFundraiser(services, actor, values.id, values.input, values.raisedBeforeCents);
        return { ok: true as const, intent: "update" as const, id: values.id };
      });
    }
    case "delete": {
      const { values, failure } = validate(fundraiserDeleteSchema, body);
      if (failure) return failure;
      return orFailure(async () => {
        await deleteFundraiser(services, actor, values.id);
        return { ok: true as const, intent: "delete" as const, id: values.id };
      });
    }
    default:
      return unknownIntent();
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FundraisersPage fundraisers={loaderData.fundraisers} />;
}
