import { data } from "react-router";
import { AppError } from "~/lib/action-contract.server";
import { getOutboxAttachment } from "../../../server/modules/back-office/index.server";
import { requireStaff } from "~/lib/guard.server";
import { redirectBrowserNavigation } from "~/lib/navigation.server";
import type { Route } from "./+types/outbox-attachment";

// One attachment of an e-mail in the outbox (DESIGN "E-mail": admins read the
// outbox), downloaded as the recipient gets it: the QR code, the calendar file.
// Managers and owners only, like the outbox; never cached (it holds a ticket).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  try {
    const file = await getOutboxAttachment(context.services.db, params.id, Number(params.index));
    return new Response(new Uint8Array(file.body), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      // A file that is not there: a person who opened the link goes back to the outbox, not to JSON.
      redirectBrowserNavigation(request, "/admin/outbox");
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
