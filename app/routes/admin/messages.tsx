import { MessagesPage } from "~/features/admin-messages/messages-page";
import { deleteMessage, listMessages } from "../../../server/modules/content/index.server";
import { parseInput } from "~/lib/action-contract.server";
import { adminAction } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { byIdSchema } from "../../../shared/schemas/admin-fields";
import type { Route } from "./+types/messages";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Contact Messages");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  return { messages: await listMessages(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "manage");
  return adminAction(request, {
    delete: async (body) => {
      const { id } = parseInput(byIdSchema, body);
      await deleteMessage(context.services, actor, id);
      return { ok: true as const, intent: "delete" as const, id };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MessagesPage messages={loaderData.messages} />;
}
