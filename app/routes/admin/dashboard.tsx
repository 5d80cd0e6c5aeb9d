import { isRouteErrorResponse, redirect } from "react-router";
import { can, staffHome } from "../../../shared/domain/staff-roles";
import { getDashboardStats } from "../../../server/modules/back-office/index.server";
import { DashboardPage, StatsError } from "~/features/admin-dashboard/dashboard-page";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { getSiteSettings } from "../../../server/core/index.server";
import type { Route } from "./+types/dashboard";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Admin Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Every staff member may open /admin; door volunteers land on their own page.
  const user = requireStaff(request, context, "door");
  if (!can(user.role, "manage")) throw redirect(staffHome("door"));
  try {
    const { timeZone } = await getSiteSettings(context.services);
    return { stats: await getDashboardStats(context.services.db, timeZone), error: null };
  } catch (error) {
    // SPEC §8: the dashboard says why statistics are missing; the page itself still works.
    context.services.log.error("dashboard statistics failed", {
      requestId: context.requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    return { stats: null, error: "the statistics query failed" };
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage stats={loaderData.stats} error={loaderData.error} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const body = isRouteErrorResponse(error)
    ? (error.data as { error?: { message?: string } } | undefined)
    : undefined;
  const message = isRouteErrorResponse(error)
    ? (body?.error?.message ?? (error.statusText || `error ${error.status}`))
    : error instanceof Error
      ? error.message
      : "the server did not answer";
  return <StatsError message={message} />;
}
