// Writing to an event's attendees (docs/architecture.md "Writing to
// attendees"): managers write one message, queued in the outbox for each
// distinct buyer of a confirmed registration, of the whole event or one ticket type.
import { EventEmailPage } from "~/features/admin-events/event-email-page";
import { errorResult, notFound, parseInput } from "~/lib/action-contract.server";
import { adminAction } from "~/lib/admin-action.server";
import { loadByIdOr404, requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import { getAttendeeMailPage, sendAttendeeMail } from "../../../server/modules/orders/index.server";
import { asUuid } from "../../../shared/domain/ids";
import { attendeeMessageSchema } from "../../../shared/schemas/attendee-message";
import type { Route } from "./+types/event-email";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, args.data ? `Write to Attendees: ${args.data.event.title}` : "Write to Attendees");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  return loadByIdOr404(params.id, async (id) => {
    return await getAttendeeMailPage(context.services, id);
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "manage");
  const eventId = asUuid(params.id);
  if (!eventId) return errorResult(notFound("Event not found"));
  return adminAction(request, {
    send: async (body) => {
      const { sent } = await sendAttendeeMail(
        context.services,
        actor,
        eventId,
        parseInput(attendeeMessageSchema, body),
      );
      return { ok: true as const, sent };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EventEmailPage {...loaderData} />;
}
