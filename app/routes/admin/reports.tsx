// GET /admin/reports?year= → giving by fund, month and method, ticket revenue by
// event and refunds for one calendar year in the organization's time zone
// (docs/figures.md). Managers and owners, like the Donations page.
import { ReportsPage } from "~/features/admin-reports/reports-page";
import { getReport } from "../../../server/modules/back-office/index.server";
import { getSiteSettings } from "../../../server/core/index.server";
import { yearInZone } from "../../../shared/domain/zoned-time";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { searchParamsObject } from "../../../shared/schemas/admin-lists";
import { reportQuerySchema } from "../../../shared/schemas/reports";
import type { Route } from "./+types/reports";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Reports");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const { timeZone } = await getSiteSettings(context.services);
  const { year } = reportQuerySchema.parse(searchParamsObject(request.url));
  return {
    report: await getReport(
      context.services.db,
      year ?? yearInZone(new Date(), timeZone),
      timeZone,
    ),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ReportsPage report={loaderData.report} />;
}
