import { DonationsPage } from "~/features/admin-donations/donations-page";
import { listDonations } from "~/lib/giving.server";
import { requireAdmin } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import { donationFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/donations";

export const meta = () => pageMeta("Donations");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const filter = donationFilterSchema.parse(searchParamsObject(request.url));
  return { filter, ...(await listDonations(context.services.db, filter)) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DonationsPage {...loaderData} />;
}
