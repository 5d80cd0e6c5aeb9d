// Resource route: an event's gallery photos (SPEC "Admin events" gallery, §4).
// The loader lists them for the edit dialog; the action adds, moves and deletes.
import { requireAdmin } from "~/lib/guard.server";
import { asUuid, attempt, check, notFoundFailure, readJsonBody, unknownIntent, unreadable } from "~/lib/json-action.server";
import {
  addEventPhotos,
  deleteEventPhoto,
  listEventPhotos,
  moveEventPhoto,
} from "../../../server/services/media/event-photos";
import { addPhotosSchema, movePhotoSchema } from "../../../shared/schemas/photos";
import type { Route } from "./+types/event-gallery";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const eventId = asUuid(params.id);
  if (!eventId) return notFoundFailure("Event not found");
  return attempt(async () => ({ photos: await listEventPhotos(context.services.db, eventId) }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAdmin(request, context);
  const eventId = asUuid(params.id);
  if (!eventId) return notFoundFailure("Event not found");
  const body = await readJsonBody(request);
  if (!body) return unreadable();
  const { services } = context;
  if (body.intent === "add") {
    const parsed = check(addPhotosSchema, body);
    if ("failure" in parsed) return parsed.failure;
    return attempt(async () => {
      const rows = await addEventPhotos(services, user, eventId, parsed.values.paths);
      return { ok: true as const, ids: rows.map((r) => r.id) };
    });
  }
  const id = asUuid(body.id);
  if (body.intent === "move") {
    if (!id) return notFoundFailure("Photo not found");
    const parsed = check(movePhotoSchema, body);
    if ("failure" in parsed) return parsed.failure;
    return attempt(async () => {
      await moveEventPhoto(services.db, user, eventId, id, parsed.values.direction);
      return { ok: true as const, id };
    });
  }
  if (body.intent === "delete") {
    if (!id) return notFoundFailure("Photo not found");
    return attempt(async () => {
      await deleteEventPhoto(services, user, eventId, id);
      return { ok: true as const, id };
    });
  }
  return unknownIntent();
}
