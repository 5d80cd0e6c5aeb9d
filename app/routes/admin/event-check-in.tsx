import { CheckInPage } from "~/features/admin-check-in/check-in-page";
import { loadByIdOr404, requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/event-check-in";
import { getEventSummary } from "../../../server/modules/events/index.server";

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, args.data ? `Check-in: ${args.data.event.title}` : "Check-in"),
  { name: "theme-color", content: "#1e3a5f" },
];

// The installable check-in app (docs/decisions/015-offline-check-in.md): only this
// screen links the manifest and registers the service worker.
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/check-in.webmanifest" },
];

// DESIGN "After the sale": the check-in screen. The guest list itself comes from
// /api/admin/events/:id/door-copy into the device's storage, so the page works offline.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "door");
  return loadByIdOr404(params.id, async (id) => {
    const event = await getEventSummary(context.services.db, id);
    return {
      event: {
        id: event.id,
        title: event.title,
        startsAt: event.startsAt,
        location: event.location,
      },
    };
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CheckInPage key={loaderData.event.id} event={loaderData.event} />;
}
