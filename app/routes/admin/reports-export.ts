// GET /admin/reports/export?year=&table= → one table of the reports page as a
// CSV download (docs/figures.md), written by the one CSV writer (shared/domain/csv.ts).
import { data } from "react-router";
import { getSiteSettings } from "../../../server/core/index.server";
import { reportCsv } from "../../../server/modules/back-office/index.server";
import { yearInZone } from "../../../shared/domain/zoned-time";
import { requireStaff } from "~/lib/guard.server";
import { redirectBrowserNavigation } from "~/lib/navigation.server";
import { toCsv } from "../../../shared/domain/csv";
import { searchParamsObject } from "../../../shared/schemas/admin-lists";
import { reportExportSchema } from "../../../shared/schemas/reports";
import type { Route } from "./+types/reports-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const parsed = reportExportSchema.safeParse(searchParamsObject(request.url));
  // A table the page does not have is a file that does not exist.
  if (!parsed.success) {
    // A person who opened a broken link goes to the reports page, not to JSON.
    redirectBrowserNavigation(request, "/admin/reports");
    throw data({ error: { code: "not_found", message: "Unknown report table." } }, { status: 404 });
  }
  const { timeZone } = await getSiteSettings(context.services);
  const year = parsed.data.year ?? yearInZone(new Date(), timeZone);
  const { fileName, header, rows } = await reportCsv(
    context.services.db,
    year,
    parsed.data.table,
    timeZone,
  );
  return new Response(toCsv(header, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
