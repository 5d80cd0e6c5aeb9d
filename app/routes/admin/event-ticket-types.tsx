// Resource route: the Ticket Types manager's changes (SPEC "Ticket Types manager").
import { AppError, errorResult, notFound, parseInput } from "~/lib/action-contract.server";
import {
  createTicketType,
  deleteTicketType,
  reorderTicketTypes,
  updateTicketType,
} from "../../../server/modules/events/index.server";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { postOnly, redirectBrowserNavigation } from "~/lib/navigation.server";
import { asUuid } from "../../../shared/domain/ids";
import {
  reorderSchema,
  TICKET_TYPE_NOT_UPDATED,
  ticketTypeFormSchema,
} from "../../../shared/schemas/ticket-type";
import type { Route } from "./+types/event-ticket-types";

/** Changes only; opened in a browser, the events page whose Manage dialog makes them. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  redirectBrowserNavigation(request, "/admin/events");
  throw postOnly();
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaff(request, context, "manage");
  const eventId = asUuid(params.id);
  if (!eventId) return errorResult(notFound("Event not found"));
  const { services } = context;
  return adminAction(request, {
    create: async (body) => {
      const values = parseInput(ticketTypeFormSchema, body.values);
      return {
        ok: true as const,
        id: (await createTicketType(services.db, user, eventId, values)).id,
      };
    },
    update: async (body) => {
      // SPEC §8: an update that reaches no row says so in its own words.
      const id = rowId(body.id, new AppError(404, "not_updated", TICKET_TYPE_NOT_UPDATED));
      const values = parseInput(ticketTypeFormSchema, body.values);
      return {
        ok: true as const,
        id: (await updateTicketType(services.db, user, eventId, id, values)).id,
      };
    },
    delete: async (body) => {
      const id = rowId(body.id, "Ticket type not found");
      await deleteTicketType(services, user, eventId, id);
      return { ok: true as const, id };
    },
    reorder: async (body) => {
      await reorderTicketTypes(services.db, user, eventId, parseInput(reorderSchema, body).ids);
      return { ok: true as const };
    },
  });
}
