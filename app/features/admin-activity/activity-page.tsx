import { History } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { formatDateTime } from "../../../shared/domain/dates";
import { AuditChanges } from "./audit-changes";

type Entry = {
  id: string;
  actorEmail: string | null;
  action: "create" | "update" | "delete";
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

const actionBadge = { create: "success", update: "secondary", delete: "destructive" } as const;
const actionLabel = { create: "Created", update: "Updated", delete: "Deleted" } as const;
const entityLabel = (entity: string) => entity.replace(/_/g, " ");

/** The audit log (DESIGN "Data"): who changed what, when, with the fields before and after. */
export function ActivityPage({
  entries,
  total,
  page,
  pageSize,
  entities,
  filter,
}: {
  entries: Entry[];
  total: number;
  page: number;
  pageSize: number;
  entities: string[];
  filter: { entity?: string };
}) {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Activity"
        description="Every change made in the back office, newest first."
      />
      {entities.length > 0 ? (
        <nav aria-label="Filter by kind" className="flex flex-wrap gap-2">
          {[undefined, ...entities].map((entity) => (
            <Link
              key={entity ?? "all"}
              to={entity ? `?entity=${entity}` : "?"}
              aria-current={entity === filter.entity ? "page" : undefined}
              className={cn(
                "rounded-full border px-3 py-1 text-sm font-medium capitalize hover:bg-secondary",
                entity === filter.entity &&
                  "bg-primary text-primary-foreground hover:bg-primary/90",
              )}
            >
              {entity ? entityLabel(entity) : "All"}
            </Link>
          ))}
        </nav>
      ) : null}
      {entries.length === 0 ? (
        <EmptyState icon={History} title="No activity yet" />
      ) : (
        <ol className="space-y-3" aria-label="Changes">
          {entries.map((e) => (
            <li
              key={e.id}
              className="space-y-2 rounded-xl border bg-card p-4"
              data-testid="activity-entry"
            >
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={actionBadge[e.action]}>{actionLabel[e.action]}</Badge>
                <span className="font-medium capitalize">{entityLabel(e.entity)}</span>
                {e.entityId ? (
                  <code className="text-xs text-muted-foreground">{e.entityId}</code>
                ) : null}
                <span className="ml-auto text-muted-foreground">
                  {e.actorEmail ?? "system"} · {formatDateTime(e.createdAt)}
                </span>
              </div>
              <AuditChanges before={e.before} after={e.after} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </div>
  );
}
