import { DoorPage } from "~/features/admin-door/door-page";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { listDoorEvents } from "../../../server/modules/orders/index.server";
import type { Route } from "./+types/door";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "At the Door");

// DESIGN "Staff and roles": the door volunteers' start page (the `door` permission).
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "door");
  return { events: await listDoorEvents(context.services.db) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DoorPage events={loaderData.events} />;
}
