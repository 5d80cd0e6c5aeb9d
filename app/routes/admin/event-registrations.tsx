// An event's registrations on a page of their own (SPEC "Registrations panel"):
// GET one page of them (?q= searched in SQL, guests' names too; ?page=), with
// the event and its stats, so the address can be bookmarked and shared among
// staff. The Manage dialog's panel loads the same data from this route's
// `.data` URL when the admin searches or pages there. POST: the panel's changes.
import { RegistrationsPage } from "~/features/admin-events/registrations-page";
import { errorResult, notFound, parseInput } from "~/lib/action-contract.server";
import { pageMeta } from "~/lib/meta";
import {
  deleteRegistration,
  getRegistrationStats,
  listEventRegistrations,
  releaseHold,
  resolveRefund,
  updateRegistration,
} from "../../../server/modules/orders/index.server";
import { refundRegistration } from "../../../server/modules/refunds/index.server";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { loadByIdOr404, requireStaff } from "~/lib/guard.server";
import { asUuid } from "../../../shared/domain/ids";
import { registrationFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import { registrationEditSchema } from "../../../shared/schemas/registration-edit";
import { refundRequestOf, registrationRefundSchema } from "../../../shared/schemas/refund";
import type { Route } from "./+types/event-registrations";
import { getEventSummary } from "../../../server/modules/events/index.server";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, args.data ? `Registrations: ${args.data.event.title}` : "Registrations");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = registrationFilterSchema.parse(searchParamsObject(request.url));
  const { db } = context.services;
  return loadByIdOr404(params.id, async (eventId) => {
    const event = await getEventSummary(db, eventId);
    const [stats, list] = await Promise.all([
      getRegistrationStats(db, eventId),
      listEventRegistrations(db, eventId, filter),
    ]);
    return { event, stats, ...list };
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RegistrationsPage {...loaderData} />;
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
      await updateRegistration(
        db,
        user,
        eventId,
        id,
        parseInput(registrationEditSchema, body.values),
      );
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
      return {
        ok: true as const,
        id,
        amountCents: refund.amountCents,
        status: refund.status,
        notice,
      };
    },
    release: async (body) => {
      const id = registrationId(body);
      await releaseHold(db, user, eventId, id);
      return { ok: true as const, id };
    },
  });
}
