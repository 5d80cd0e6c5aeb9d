import { requireAdmin } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/fundraisers";

export const meta = () => pageMeta("Fundraiser Management");

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

// Built by the back-office issues.
export default function Page() {
  return <h1 className="text-3xl font-bold">Fundraiser Management</h1>;
}
