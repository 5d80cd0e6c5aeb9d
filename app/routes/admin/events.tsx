import { EventsPage } from "~/features/admin-events/events-page";
import { requireAdmin } from "~/lib/guard.server";
import { asUuid, attempt, check, notFoundFailure, readJsonBody, unknownIntent, unreadable } from "~/lib/json-action.server";
import { pageMeta } from "~/lib/meta";
import { createEvent, deleteEvent, listAdminEvents, updateEvent } from "../../../server/services/ticketing/events-admin";
import { eventFormSchema } from "../../../shared/schemas/event";
import type { Route } from "./+types/events";

export const meta = () => pageMeta("Event Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  // `now` from the server decides Past / Upcoming, so hydration agrees with SSR.
  return { events: await listAdminEvents(context.services.db), now: new Date().toISOString() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdmin(request, context);
  const body = await readJsonBody(request);
  if (!body) return unreadable(request);
  const { db } = context.services;
  if (body.intent === "create") {
    const parsed = check(eventFormSchema, body.values);
    if ("failure" in parsed) return parsed.failure;
    return attempt(async () => ({ ok: true as const, id: (await createEvent(db, user, parsed.values)).id }));
  }
  const id = asUuid(body.id);
  if (body.intent === "update") {
    if (!id) return notFoundFailure("Event not found");
    const parsed = check(eventFormSchema, body.values);
    if ("failure" in parsed) return parsed.failure;
    return attempt(async () => ({ ok: true as const, id: (await updateEvent(context.services, user, id, parsed.values)).id }));
  }
  if (body.intent === "delete") {
    if (!id) return notFoundFailure("Event not found");
    return attempt(async () => {
      await deleteEvent(context.services, user, id);
      return { ok: true as const, id };
    });
  }
  return unknownIntent();
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EventsPage events={loaderData.events} now={loaderData.now} />;
}
