// GET /admin/statements/:year/:supporterId/pdf → one supporter's statement for the year,
// shown in the browser (docs/statements.md).
import { errorResult, notFound, orErrorResult } from "~/lib/action-contract.server";
import { requireStaff } from "~/lib/guard.server";
import { pdfResponse, statementPdf } from "~/lib/statements.server";
import { asUuid } from "../../../shared/domain/ids";
import type { Route } from "./+types/statement-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const id = asUuid(params.supporterId);
  if (!id || !/^\d{4}$/.test(params.year)) return errorResult(notFound("Statement not found"));
  return orErrorResult(async () => {
    const { pdf, fileName } = await statementPdf(context.services, id, Number(params.year));
    return pdfResponse(pdf, fileName);
  });
}
