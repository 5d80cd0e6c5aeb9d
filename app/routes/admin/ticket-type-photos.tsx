// Resource route: a ticket type's photos (SPEC "Ticket Types manager" Ticket
// Photos, §4). The loader lists them for the edit dialog; the action adds,
// reorders and deletes.
import { requireAdmin } from "~/lib/guard.server";
import { asUuid, attempt, check, notFoundFailure, readJsonBody, unknownIntent, unreadable } from "~/lib/json-action.server";
import {
  addTicketTypePhotos,
  deleteTicketTypePhoto,
  listTicketTypePhotos,
  reorderTicketTypePhotos,
} from "../../../server/services/media/ticket-type-photos";
import { addPhotosSchema, reorderPhotosSchema } from "../../../shared/schemas/photos";
import type { Route } from "./+types/ticket-type-photos";

function ids(params: Route.LoaderArgs["params"]) {
  const eventId = asUuid(params.id);
  const ticketTypeId = asUuid(params.ticketTypeId);
  return eventId && ticketTypeId ? { eventId, ticketTypeId } : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const target = ids(params);
  if (!target) return notFoundFailure("Ticket type not found");
  return attempt(async () => ({
    photos: await listTicketTypePhotos(context.services.db, target.eventId, target.ticketTypeId),
  }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAdmin(request, context);
  const target = ids(params);
  if (!target) return notFoundFailure("Ticket type not found");
  const { eventId, ticketTypeId } = target;
  const body = await readJsonBody(request);
  if (!body) return unreadable();
  const { services } = context;
  switch (body.intent) {
    case "add": {
      const parsed = check(addPhotosSchema, body);
      if ("failure" in parsed) return parsed.failure;
      return attempt(async () => {
        const rows = await addTicketTypePhotos(services, user, eventId, ticketTypeId, parsed.values.paths);
        return { ok: true as const, ids: rows.map((r) => r.id) };
      });
    }
    case "reorder": {
      const parsed = check(reorderPhotosSchema, body);
      if ("failure" in parsed) return parsed.failure;
      return attempt(async () => {
        await reorderTicketTypePhotos(services.db, user, eventId, ticketTypeId, parsed.values.ids);
        return { ok: true as const };
      });
    }
    case "delete": {
      const id = asUuid(body.id);
      if (!id) return notFoundFailure("Photo not found");
      return attempt(async () => {
        await deleteTicketTypePhoto(services, user, eventId, ticketTypeId, id);
        return { ok: true as const, id };
      });
    }
    default:
      return unknownIntent();
  }
}
