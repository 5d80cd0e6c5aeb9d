import { ActivityPage } from "~/features/admin-activity/activity-page";
import { listAudit } from "~/lib/back-office.server";
import { requireAdmin } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import { auditFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/activity";

export const meta = () => pageMeta("Activity");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const filter = auditFilterSchema.parse(searchParamsObject(request.url));
  return { filter, ...(await listAudit(context.services.db, filter)) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
