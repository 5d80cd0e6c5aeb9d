// Resource route: the Manage dialog's data for one event (fetcher.load), so the
// events list does not carry every registration of every event. Opened in a
// browser, it leads to the event's registrations page instead of showing JSON.
import { orErrorResult } from "~/lib/action-contract.server";
import { rowId } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { redirectBrowserNavigation, segment } from "~/lib/navigation.server";
import type { Route } from "./+types/event-manage";
import { getEventManageData } from "../../../server/modules/orders/index.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  redirectBrowserNavigation(request, `/admin/events/${segment(params.id)}/registrations`);
  return orErrorResult(() =>
    getEventManageData(context.services.db, rowId(params.id, "Event not found")),
  );
}
