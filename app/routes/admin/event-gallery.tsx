// Resource route: an event's gallery photos (SPEC "Admin events" gallery, §4).
// The loader lists them for the edit dialog; the action adds, moves and deletes.
import { errorResult, notFound, orErrorResult, parseInput } from "~/lib/action-contract.server";
import {
  addEventPhotos,
  deleteEventPhoto,
  listEventPhotos,
  moveEventPhoto,
} from "../../../server/modules/media/index.server";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { redirectBrowserNavigation } from "~/lib/navigation.server";
import { asUuid } from "../../../shared/domain/ids";
import { addPhotosSchema, movePhotoSchema } from "../../../shared/schemas/photos";
import type { Route } from "./+types/event-gallery";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  // The edit dialog's data; opened in a browser, the events page the dialog lives on.
  redirectBrowserNavigation(request, "/admin/events");
  return orErrorResult(async () => ({
    photos: await listEventPhotos(context.services.db, rowId(params.id, "Event not found")),
  }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaff(request, context, "manage");
  const eventId = asUuid(params.id);
  if (!eventId) return errorResult(notFound("Event not found"));
  const { services } = context;
  return adminAction(request, {
    add: async (body) => {
      const rows = await addEventPhotos(
        services,
        user,
        eventId,
        parseInput(addPhotosSchema, body).paths,
      );
      return { ok: true as const, ids: rows.map((r) => r.id) };
    },
    move: async (body) => {
      const id = rowId(body.id, "Photo not found");
      const { direction } = parseInput(movePhotoSchema, body);
      await moveEventPhoto(services.db, user, eventId, id, direction);
      return { ok: true as const, id };
    },
    delete: async (body) => {
      const id = rowId(body.id, "Photo not found");
      await deleteEventPhoto(services, user, eventId, id);
      return { ok: true as const, id };
    },
  });
}
