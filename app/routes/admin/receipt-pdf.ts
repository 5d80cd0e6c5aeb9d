import { data } from "react-router";
import { AppError } from "~/lib/action-contract.server";
import { requireStaff } from "~/lib/guard.server";
import { receiptPdfById, receiptPdfFilename } from "../../../server/modules/giving/index.server";
import { asUuid } from "../../../shared/domain/ids";
import type { Route } from "./+types/receipt-pdf";

// A receipt as a printable PDF (decision 020, docs/receipts.md), opened in the
// browser (inline). Managers and owners only, like the gifts; never cached (it
// names a donor and an amount).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const id = asUuid(params.id);
  if (!id) throw data(null, { status: 404 });
  try {
    const { number, pdf } = await receiptPdfById(context.services, id);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${receiptPdfFilename(number)}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
