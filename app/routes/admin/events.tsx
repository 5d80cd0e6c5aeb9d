import { EventsPage } from "~/features/admin-events/events-page";
import {
  createEvent,
  deleteEvent,
  listAdminEvents,
  updateEvent,
} from "../../../server/modules/events/index.server";
import { requireStaff } from "~/lib/guard.server";
import { parseInput } from "~/lib/action-contract.server";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { eventFormSchema } from "../../../shared/schemas/event";
import type { Route } from "./+types/events";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Event Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  // `now` from the server decides Past / Upcoming, so hydration agrees with SSR.
  return { events: await listAdminEvents(context.services.db), now: new Date().toISOString() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context, "manage");
  const { services } = context;
  return adminAction(request, {
    create: async (body) => {
      const event = await createEvent(services.db, user, parseInput(eventFormSchema, body.values));
      return { ok: true as const, id: event.id };
    },
    update: async (body) => {
      const id = rowId(body.id, "Event not found");
      const event = await updateEvent(services, user, id, parseInput(eventFormSchema, body.values));
      return { ok: true as const, id: event.id };
    },
    delete: async (body) => {
      const id = rowId(body.id, "Event not found");
      await deleteEvent(services, user, id);
      return { ok: true as const, id };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EventsPage events={loaderData.events} now={loaderData.now} />;
}
