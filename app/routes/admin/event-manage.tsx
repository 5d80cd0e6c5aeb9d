// Resource route: the Manage dialog's data for one event (fetcher.load), so the
// events list does not carry every registration of every event.
import { requireAdmin } from "~/lib/guard.server";
import { asUuid, attempt, notFoundFailure } from "~/lib/json-action.server";
import { getEventManageData } from "../../../server/services/ticketing/events-admin";
import type { Route } from "./+types/event-manage";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const id = asUuid(params.id);
  if (!id) return notFoundFailure("Event not found");
  return attempt(() => getEventManageData(context.services.db, id));
}
