// Joining a sold-out event's waitlist (docs/decisions/017-self-service-and-waitlist.md):
// JSON from the waitlist dialog, rate-limited per connection like the other public forms.
import { AppError, orErrorResult, parseInput, readJsonBody } from "~/lib/action-contract.server";
import { redirectBrowserNavigation, segment } from "~/lib/navigation.server";
import { joinWaitlist } from "../../server/modules/events/index.server";
import { isUuid } from "../../shared/domain/ids";
import { waitlistJoinSchema } from "../../shared/schemas/waitlist";
import type { Route } from "./+types/event-waitlist";

export async function action({ request, params, context }: Route.ActionArgs) {
  return orErrorResult(async () => {
    if (!isUuid(params.id)) throw new AppError(404, "not_found", "Event not found");
    const values = parseInput(waitlistJoinSchema, await readJsonBody(request));
    const { updated } = await joinWaitlist(context.services, params.id, values, {
      clientIp: context.clientIp,
    });
    return { joined: true as const, updated };
  });
}

/** Nothing to show on its own: the dialog lives on the event page, where a browser is sent. */
export function loader({ request, params }: Route.LoaderArgs) {
  redirectBrowserNavigation(request, `/events/${segment(params.id)}`);
  throw new Response("Not found", { status: 404 });
}
