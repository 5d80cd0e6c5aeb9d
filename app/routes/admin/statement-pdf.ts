// GET /admin/statements/:year/:supporterId/pdf → one supporter's statement for the year,
// shown in the browser (docs/statements.md).
import { errorResult, notFound, orErrorResult } from "~/lib/action-contract.server";
import { requireStaff } from "~/lib/guard.server";
import { pdfResponse } from "~/lib/pdf-response.server";
import { readStatementYear, statementPdf } from "../../../server/modules/statements/index.server";
import { asUuid } from "../../../shared/domain/ids";
import type { Route } from "./+types/statement-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const id = asUuid(params.supporterId);
  // A URL naming no year is an address that does not exist; a future year is refused by the service.
  const year = readStatementYear(params.year);
  if (!id || year === null) return errorResult(notFound("Statement not found"));
  return orErrorResult(async () => {
    const { pdf, fileName } = await statementPdf(context.services, id, year);
    return pdfResponse(pdf, fileName);
  });
}
