// Resource route of the Registrations panel (SPEC "Registrations panel"): GET
// one page of the event's registrations (?q= searched in SQL, ?page=; the
// panel's fetcher loads it when the admin searches or pages), POST its changes.
import { errorResult, notFound, orErrorResult, parseInput } from "~/lib/action-contract.server";
import {
  deleteRegistration,
  getEventSummary,
  listEventRegistrations,
  refundRegistration,
  releaseHold,
  resolveRefund,
  updateRegistration,
} from "~/lib/ticketing.server";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { asUuid } from "../../../shared/domain/ids";
import { registrationFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import { registrationEditSchema } from "../../../shared/schemas/registration-edit";
import { refundRequestOf, registrationRefundSchema } from "../../../shared/schemas/refund";
import type { Route } from "./+types/event-registrations";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = registrationFilterSchema.parse(searchParamsObject(request.url));
  const { db } = context.services;
  return orErrorResult(async () => {
    const eventId = rowId(params.id, "Event not found");
    await getEventSummary(db, eventId);
    return listEventRegistrations(db, eventId, filter);
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaff(request, context, "manage");
  const eventId = asUuid(params.id);
  if (!eventId) return errorResult(notFound("Event not found"));
  const { services } = context;
  const { db } = services;
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
    // Decision 016: a refund through the payment provider (full, by tickets or by amount).
    refund: async (body) => {
      const id = registrationId(body);
      const input = parseInput(registrationRefundSchema, body.values);
      const request = refundRequestOf(input);
      const { refund, notice } = await refundRegistration(services, user, id, {
        eventId,
        reason: input.reason,
        ...(request.mode === "units" ? { units: request.units } : {}),
        ...(request.mode === "amount" ? { amountCents: request.amountCents } : {}),
      });
      return { ok: true as const, id, amountCents: refund.amountCents, status: refund.status, notice };
    },
    release: async (body) => {
      const id = registrationId(body);
      await releaseHold(db, user, eventId, id);
      return { ok: true as const, id };
    },
  });
}
