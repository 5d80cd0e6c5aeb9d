// The PDF behind a supporter's signed link (docs/statements.md). Not genuine, expired, or
// with nothing to show: a plain 404, as the registration's calendar file answers.
import { AppError } from "~/lib/action-contract.server";
import { pdfResponse } from "~/lib/pdf-response.server";
import { statementFromToken } from "../../server/modules/statements/index.server";
import type { Route } from "./+types/statement-link-pdf";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const { pdf, fileName } = await statementFromToken(context.services, params.token);
    return pdfResponse(pdf, fileName);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return new Response(
        "This statement link is not valid or has expired. You can ask for a new one at /statements.",
        {
          status: 404,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        },
      );
    }
    throw error;
  }
}
