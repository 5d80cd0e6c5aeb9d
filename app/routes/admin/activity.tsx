import { ActivityPage } from "~/features/admin-activity/activity-page";
import { listAudit } from "../../../server/core/index.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { activityArea, describeActivity } from "../../../shared/domain/activity-text";
import { formatDateTime } from "../../../shared/domain/dates";
import { auditFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/activity";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Activity");

// The audit log in sentences (shared/domain/activity-text.ts): only the
// sentence and the times leave the server, never the raw rows.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = auditFilterSchema.parse(searchParamsObject(request.url));
  const { entries, total, page, pageSize, people } = await listAudit(context.services.db, filter);
  return {
    filter: { area: filter.area, person: filter.person },
    total,
    page,
    pageSize,
    people: people.map((p) => ({ id: p.id, name: p.name || p.email })),
    entries: entries.map((e) => ({
      id: e.id,
      action: e.action,
      area: activityArea(e.entity),
      sentence: describeActivity(e, e.names),
      at: e.createdAt.toISOString(),
      when: formatDateTime(e.createdAt),
    })),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
