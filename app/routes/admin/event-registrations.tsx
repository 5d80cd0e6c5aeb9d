// Resource route: the Registrations panel's changes (SPEC "Registrations panel").
import { errorResult, notFound, parseInput } from "~/lib/action-contract.server";
import { deleteRegistration, releaseHold, resolveRefund, updateRegistration } from "~/lib/ticketing.server";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { requireAdmin } from "~/lib/guard.server";
import { asUuid } from "../../../shared/domain/ids";
import { registrationEditSchema } from "../../../shared/schemas/registration-edit";
import type { Route } from "./+types/event-registrations";

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAdmin(request, context);
  const eventId = asUuid(params.id);
  if (!eventId) return errorResult(notFound("Event not found"));
  const { db } = context.services;
  const registrationId = (body: { id?: unknown }) => rowId(body.id, "Registration not found");
  return adminAction(request, {
    update: async (body) => {
      const id = registrationId(body);
      await updateRegistration(db, user, eventId, id, parseInput(registrationEditSchema, body.values));
      return { ok: true as const, id };
    },
    delete: async (body) => {
      const id = registrationId(body);
      await deleteRegistration(db, user, eventId, id);
      return { ok: true as const, id };
    },
    "resolve-refund": async (body) => {
      const id = registrationId(body);
      await resolveRefund(db, user, eventId, id);
      return { ok: true as const, id };
    },
    release: async (body) => {
      const id = registrationId(body);
      await releaseHold(db, user, eventId, id);
      return { ok: true as const, id };
    },
  });
}
