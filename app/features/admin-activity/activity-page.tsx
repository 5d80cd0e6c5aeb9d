import { History } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/cn";
import { ACTIVITY_AREAS, type ActivityArea } from "../../../shared/domain/activity-entities";
import { relativeTime } from "../../../shared/domain/relative-time";

type Entry = { id: string; area: ActivityArea; sentence: string; at: string; when: string };

/** A link to the page with one filter changed and the others kept (the page starts again at 1). */
function withFilter(
  filter: { area?: string; person?: string },
  change: { area?: string; person?: string },
) {
  const next = { ...filter, ...change };
  const params = new URLSearchParams();
  if (next.area) params.set("area", next.area);
  if (next.person) params.set("person", next.person);
  return `?${params}`;
}

/**
 * The audit log (DESIGN "Data") in sentences: who changed what, when
 * (shared/domain/activity-text.ts), filtered by area and by staff member in the URL.
 */
export function ActivityPage({
  entries,
  total,
  page,
  pageSize,
  people,
  filter,
}: {
  entries: Entry[];
  total: number;
  page: number;
  pageSize: number;
  people: { id: string; name: string }[];
  filter: { area?: ActivityArea; person?: string };
}) {
  const submit = useSubmit();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Activity"
        description="Every change made in the back office, newest first."
      />
      <nav aria-label="Filter by area" className="flex flex-wrap gap-2">
        {[undefined, ...(Object.keys(ACTIVITY_AREAS) as ActivityArea[])].map((area) => (
          <Link
            key={area ?? "all"}
            to={withFilter(filter, { area })}
            aria-current={area === filter.area ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm font-medium hover:bg-secondary",
              area === filter.area && "bg-primary text-primary-foreground hover:bg-primary/90",
            )}
          >
            {area ? ACTIVITY_AREAS[area] : "All"}
          </Link>
        ))}
      </nav>
      {people.length > 0 ? (
        <Form method="get" className="flex flex-wrap items-end gap-2">
          {filter.area ? <input type="hidden" name="area" value={filter.area} /> : null}
          <div className="min-w-56 space-y-1">
            <Label htmlFor="activity-person">Person</Label>
            <NativeSelect
              id="activity-person"
              name="person"
              defaultValue={filter.person ?? ""}
              key={filter.person ?? ""}
              onChange={(event) => void submit(event.currentTarget.form)}
            >
              <option value="">Everyone</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {/* Without JavaScript the choice applies with this button. */}
          <noscript>
            <Button type="submit" variant="outline">
              Show
            </Button>
          </noscript>
        </Form>
      ) : null}
      {entries.length === 0 ? (
        <EmptyState
          icon={History}
          title={
            filter.area || filter.person ? "No activity matches these filters" : "No activity yet"
          }
        />
      ) : (
        <ol className="divide-y rounded-xl border bg-card" aria-label="Changes">
          {entries.map((e) => (
            <li key={e.id} className="space-y-1 p-4" data-testid="activity-entry">
              <p className="break-words">{e.sentence}</p>
              <p className="text-sm text-muted-foreground">
                {ACTIVITY_AREAS[e.area]} ·{" "}
                <time dateTime={e.at} title={e.when} suppressHydrationWarning>
                  {relativeTime(e.at)}
                </time>
                <span className="sr-only">, {e.when}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </div>
  );
}
