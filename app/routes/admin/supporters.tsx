// /admin/supporters (docs/supporters.md, decision 020): one record per person with
// their giving, searched by name or any address, 50 a page. The merge picker on a
// supporter's page loads this same list (fetcher.load) to find the other record.
import { SupportersPage } from "~/features/admin-supporters/supporters-page";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { listSupporters } from "../../../server/modules/supporters/index.server";
import { searchParamsObject } from "../../../shared/schemas/admin-lists";
import { supporterFilterSchema } from "../../../shared/schemas/supporter";
import type { Route } from "./+types/supporters";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Supporters");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = supporterFilterSchema.parse(searchParamsObject(request.url));
  return { filter, ...(await listSupporters(context.services, filter)) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SupportersPage {...loaderData} />;
}
