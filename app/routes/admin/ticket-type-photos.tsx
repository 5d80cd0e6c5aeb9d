// Resource route: a ticket type's photos (SPEC "Ticket Types manager" Ticket
// Photos, §4). The loader lists them for the edit dialog; the action adds,
// reorders and deletes.
import { errorResult, notFound, orErrorResult, parseInput } from "~/lib/action-contract.server";
import {
  addTicketTypePhotos,
  deleteTicketTypePhoto,
  listTicketTypePhotos,
  reorderTicketTypePhotos,
} from "../../../server/modules/media/index.server";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { redirectBrowserNavigation } from "~/lib/navigation.server";
import { asUuid } from "../../../shared/domain/ids";
import { addPhotosSchema, reorderPhotosSchema } from "../../../shared/schemas/photos";
import type { Route } from "./+types/ticket-type-photos";

function ids(params: Route.LoaderArgs["params"]) {
  const eventId = asUuid(params.id);
  const ticketTypeId = asUuid(params.ticketTypeId);
  return eventId && ticketTypeId ? { eventId, ticketTypeId } : null;
}

const ticketTypeNotFound = () => errorResult(notFound("Ticket type not found"));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  // The edit dialog's data; opened in a browser, the events page the dialog lives on.
  redirectBrowserNavigation(request, "/admin/events");
  const target = ids(params);
  if (!target) return ticketTypeNotFound();
  return orErrorResult(async () => ({
    photos: await listTicketTypePhotos(context.services.db, target.eventId, target.ticketTypeId),
  }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaff(request, context, "manage");
  const target = ids(params);
  if (!target) return ticketTypeNotFound();
  const { eventId, ticketTypeId } = target;
  const { services } = context;
  return adminAction(request, {
    add: async (body) => {
      const { paths } = parseInput(addPhotosSchema, body);
      const rows = await addTicketTypePhotos(services, user, eventId, ticketTypeId, paths);
      return { ok: true as const, ids: rows.map((r) => r.id) };
    },
    reorder: async (body) => {
      const { ids } = parseInput(reorderPhotosSchema, body);
      await reorderTicketTypePhotos(services.db, user, eventId, ticketTypeId, ids);
      return { ok: true as const };
    },
    delete: async (body) => {
      const id = rowId(body.id, "Photo not found");
      await deleteTicketTypePhoto(services, user, eventId, ticketTypeId, id);
      return { ok: true as const, id };
    },
  });
}
