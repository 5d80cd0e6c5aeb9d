import { ActivityPage } from "~/features/admin-activity/activity-page";
import { listAudit } from "~/lib/back-office.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { auditFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/activity";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Activity");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = auditFilterSchema.parse(searchParamsObject(request.url));
  return { filter, ...(await listAudit(context.services.db, filter)) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
