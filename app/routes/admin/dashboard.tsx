import { isRouteErrorResponse } from "react-router";
import { getDashboardStats } from "~/lib/back-office.server";
import { DashboardPage, StatsError } from "~/features/admin-dashboard/dashboard-page";
import { requireAdmin } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dashboard";

export const meta = () => pageMeta("Admin Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  try {
    return { stats: await getDashboardStats(context.services.db), error: null };
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
