import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { Skeleton } from "~/components/ui/skeleton";

// SPEC §9 skeleton counts: team admin 6, fundraisers admin 4, events admin 4, messages 5.
const cardGrids: Record<string, number> = {
  "/admin/team": 6,
  "/admin/fundraisers": 4,
  "/admin/events": 4,
};
const lists: Record<string, number> = { "/admin/messages": 5 };

function CardGrid({ count }: { count: number }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-56 rounded-xl" />
      ))}
    </div>
  );
}

function List({ count }: { count: number }) {
  return (
    <div className="space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-28 rounded-xl" />
      ))}
    </div>
  );
}

/** The placeholder of an admin page while its loader runs. */
export function AdminPageSkeleton({ path }: { path: string }) {
  const grid = cardGrids[path];
  const list = lists[path];
  return (
    <div className="space-y-6" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div aria-hidden="true" className="h-9 w-64 animate-pulse rounded-md bg-muted" />
      {path === "/admin" ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : grid ? (
        <CardGrid count={grid} />
      ) : (
        <List count={list ?? 5} />
      )}
    </div>
  );
}

/**
 * React Router keeps the old page on screen until the next one's loader has
 * answered; within the back office, show the next page's skeleton meanwhile.
 */
export function AdminPending({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location?.pathname.replace(/\/+$/, "") || null;
  const pending =
    navigation.state === "loading" &&
    next !== null &&
    next.startsWith("/admin") &&
    next !== location.pathname;
  return pending ? <AdminPageSkeleton path={next} /> : <>{children}</>;
}
