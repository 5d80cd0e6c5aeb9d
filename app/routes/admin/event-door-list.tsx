import { getDoorList } from "../../../server/modules/orders/index.server";
import { DoorListPage } from "~/features/admin-events/door-list-page";
import { loadByIdOr404, requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import { registrationFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/event-door-list";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, args.data ? `Door List: ${args.data.event.title}` : "Door List");

// A printable door list and catering summary for one event (docs/decisions/006-event-back-office.md),
// a page of rows at a time (?page=; docs/benchmarks.md "Back office at scale").
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "door");
  return loadByIdOr404(params.id, async (id) => {
    const { page } = registrationFilterSchema.parse(searchParamsObject(request.url));
    return await getDoorList(context.services, id, { page });
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DoorListPage doorList={loaderData} />;
}
