import { OutboxPage } from "~/features/admin-outbox/outbox-page";
import { listOutbox, retryEmail } from "~/lib/back-office.server";
import { parseInput } from "~/lib/action-contract.server";
import { adminAction } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { byIdSchema } from "../../../shared/schemas/admin-fields";
import { outboxFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/outbox";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Outbox");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = outboxFilterSchema.parse(searchParamsObject(request.url));
  return { filter, ...(await listOutbox(context.services.db, filter)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "manage");
  return adminAction(request, {
    retry: async (body) => {
      const { id } = parseInput(byIdSchema, body);
      await retryEmail(context.services, actor, id);
      return { ok: true as const, intent: "retry" as const, id };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OutboxPage {...loaderData} />;
}
