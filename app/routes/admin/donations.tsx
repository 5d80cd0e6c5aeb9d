import { DonationsPage } from "~/features/admin-donations/donations-page";
import { listDonations } from "~/lib/giving.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { donationFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/donations";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Donations");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = donationFilterSchema.parse(searchParamsObject(request.url));
  return { filter, ...(await listDonations(context.services.db, filter)) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DonationsPage {...loaderData} />;
}
