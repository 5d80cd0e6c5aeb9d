import { MessagesPage } from "~/features/admin-messages/messages-page";
import {
  orFailure,
  readBody,
  unknownIntent,
  unreadableBody,
  validate,
} from "~/lib/admin-action.server";
import { requireAdmin } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import { deleteMessage, listMessages } from "../../../server/services/messages";
import { byIdSchema } from "../../../shared/schemas/admin-fields";
import type { Route } from "./+types/messages";

export const meta = () => pageMeta("Contact Messages");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { messages: await listMessages(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(request, context);
  const body = await readBody(request);
  if (!body) return unreadableBody();
  if (body.intent !== "delete") return unknownIntent();
  const { values, failure } = validate(byIdSchema, body);
  if (failure) return failure;
  return orFailure(async () => {
    await deleteMessage(context.services, actor, values.id);
    return { ok: true as const, intent: "delete" as const, id: values.id };
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MessagesPage messages={loaderData.messages} />;
}
