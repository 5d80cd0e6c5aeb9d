import { requireAdmin } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/team";

export const meta = () => pageMeta("Team Management");

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

// Built by the back-office issues.
export default function Page() {
  return <h1 className="text-3xl font-bold">Team Management</h1>;
}
