// Resource route: the Registrations panel's changes (SPEC "Registrations panel"; issue 8 point 4).
import { requireAdmin } from "~/lib/guard.server";
import { asUuid, attempt, check, notFoundFailure, readJsonBody, unknownIntent, unreadable } from "~/lib/json-action.server";
import { deleteRegistration, resolveRefund, updateRegistration } from "../../../server/services/ticketing/registrations-admin";
import { registrationEditSchema } from "../../../shared/schemas/registration-edit";
import type { Route } from "./+types/event-registrations";

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAdmin(request, context);
  const eventId = asUuid(params.id);
  if (!eventId) return notFoundFailure("Event not found");
  const body = await readJsonBody(request);
  if (!body) return unreadable(request);
  const id = asUuid(body.id);
  if (!id) return notFoundFailure("Registration not found");
  const { db } = context.services;
  switch (body.intent) {
    case "update": {
      const parsed = check(registrationEditSchema, body.values);
      if ("failure" in parsed) return parsed.failure;
      return attempt(async () => {
        await updateRegistration(db, user, eventId, id, parsed.values);
        return { ok: true as const, id };
      });
    }
    case "delete":
      return attempt(async () => {
        await deleteRegistration(db, user, eventId, id);
        return { ok: true as const, id };
      });
    case "resolve-refund":
      return attempt(async () => {
        await resolveRefund(db, user, eventId, id);
        return { ok: true as const, id };
      });
    default:
      return unknownIntent();
  }
}
