// Resource route: the Ticket Types manager's changes (SPEC "Ticket Types manager").
import { requireAdmin } from "~/lib/guard.server";
import {
  asUuid,
  attempt,
  check,
  failure,
  notFoundFailure,
  readJsonBody,
  unknownIntent,
  unreadable,
} from "~/lib/json-action.server";
import {
  createTicketType,
  deleteTicketType,
  reorderTicketTypes,
  TICKET_TYPE_NOT_UPDATED,
  updateTicketType,
} from "../../../server/services/ticketing/ticket-types-admin";
import { reorderSchema, ticketTypeFormSchema } from "../../../shared/schemas/ticket-type";
import type { Route } from "./+types/event-ticket-types";

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAdmin(request, context);
  const eventId = asUuid(params.id);
  if (!eventId) return notFoundFailure("Event not found");
  const body = await readJsonBody(request);
  if (!body) return unreadable(request);
  const { db } = context.services;
  switch (body.intent) {
    case "create": {
      const parsed = check(ticketTypeFormSchema, body.values);
      if ("failure" in parsed) return parsed.failure;
      return attempt(async () => ({ ok: true as const, id: (await createTicketType(db, user, eventId, parsed.values)).id }));
    }
    case "update": {
      const id = asUuid(body.id);
      if (!id) return failure(404, "not_updated", TICKET_TYPE_NOT_UPDATED);
      const parsed = check(ticketTypeFormSchema, body.values);
      if ("failure" in parsed) return parsed.failure;
      return attempt(async () => ({ ok: true as const, id: (await updateTicketType(db, user, eventId, id, parsed.values)).id }));
    }
    case "delete": {
      const id = asUuid(body.id);
      if (!id) return notFoundFailure("Ticket type not found");
      return attempt(async () => {
        await deleteTicketType(context.services, user, eventId, id);
        return { ok: true as const, id };
      });
    }
    case "reorder": {
      const parsed = check(reorderSchema, body);
      if ("failure" in parsed) return parsed.failure;
      return attempt(async () => {
        await reorderTicketTypes(db, user, eventId, parsed.values.ids);
        return { ok: true as const };
      });
    }
    default:
      return unknownIntent();
  }
}
