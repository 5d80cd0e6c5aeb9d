import { OutboxPage } from "~/features/admin-outbox/outbox-page";
import {
  listOutbox,
  retryEmail,
  retryUnsentEmails,
} from "../../../server/modules/back-office/index.server";
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
  // Without SMTP_URL the worker marks due messages unsent (server/mail/worker.ts);
  // the page says so and offers "Send again" only once a mail server is set.
  const mailServer = Boolean(context.services.env.SMTP_URL);
  return { filter, mailServer, ...(await listOutbox(context.services.db, filter)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "manage");
  return adminAction(request, {
    retry: async (body) => {
      const { id } = parseInput(byIdSchema, body);
      await retryEmail(context.services, actor, id);
      return { ok: true as const, intent: "retry" as const, id };
    },
    retryUnsent: async () => {
      const count = await retryUnsentEmails(context.services, actor);
      return { ok: true as const, intent: "retryUnsent" as const, count };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OutboxPage {...loaderData} />;
}
