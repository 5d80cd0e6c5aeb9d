// The buyer's registration as an .ics file (docs/decisions/017), the same file the
// confirmation e-mail attaches (server/mail/ics.ts). A token that is not genuine is a 404.
import { AppError } from "~/lib/action-contract.server";
import { ownRegistrationCalendar } from "../../server/modules/orders/index.server";
import type { Route } from "./+types/registration-calendar";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const ics = await ownRegistrationCalendar(context.services, params.token);
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'attachment; filename="event.ics"',
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
    }
    throw error;
  }
}
