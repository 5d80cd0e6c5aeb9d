// docs/recurring-gifts.md "Staff view": every recurring gift and its state, synced from the
// payment provider's events. Read-only: donors change their gifts from their own link.
import { RecurringGiftsPage } from "~/features/admin-recurring/recurring-gifts-page";
import { listRecurringGifts } from "../../../server/modules/giving/index.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { searchParamsObject } from "../../../shared/schemas/admin-lists";
import { recurringFilterSchema } from "../../../shared/schemas/recurring-gift";
import type { Route } from "./+types/donations-recurring";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Recurring Gifts");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = recurringFilterSchema.parse(searchParamsObject(request.url));
  return { filter, ...(await listRecurringGifts(context.services.db, filter)) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RecurringGiftsPage {...loaderData} />;
}
