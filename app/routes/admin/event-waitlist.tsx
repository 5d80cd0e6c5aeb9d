// An event's waitlist in the back office (docs/decisions/017-self-service-and-waitlist.md):
// the queue in order; managers offer seats to one entry by hand or remove it.
import { EventWaitlistPage } from "~/features/admin-events/event-waitlist-page";
import { errorResult, notFound } from "~/lib/action-contract.server";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { loadByIdOr404, requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import {
  getWaitlistPage,
  offerEntry,
  removeEntry,
} from "../../../server/modules/events/index.server";
import { asUuid } from "../../../shared/domain/ids";
import type { Route } from "./+types/event-waitlist";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, args.data ? `Waitlist: ${args.data.event.title}` : "Waitlist");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  return loadByIdOr404(params.id, async (id) => {
    return await getWaitlistPage(context.services.db, id);
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "manage");
  const eventId = asUuid(params.id);
  if (!eventId) return errorResult(notFound("Event not found"));
  return adminAction(request, {
    offer: async (body) => {
      await offerEntry(
        context.services,
        actor,
        eventId,
        rowId(body.id, "Waitlist entry not found"),
      );
      return { ok: true as const };
    },
    remove: async (body) => {
      await removeEntry(
        context.services,
        actor,
        eventId,
        rowId(body.id, "Waitlist entry not found"),
      );
      return { ok: true as const };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EventWaitlistPage {...loaderData} />;
}
