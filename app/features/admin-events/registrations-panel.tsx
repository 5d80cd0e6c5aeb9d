import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { Pagination } from "~/components/admin/pagination";
import { RefundDialog } from "~/components/admin/refund-dialog";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { RegistrationCard } from "./registration-card";
import { RegistrationEditDialog } from "./registration-edit-dialog";
import { RegistrationStats } from "./registration-stats";
import type { RegistrationsBrowsing } from "./registrations-browsing";
import { RegistrationsSearchBar } from "./registrations-search-bar";
import { useRegistrationActions } from "./use-registration-actions";

/**
 * SPEC "Registrations panel" ('Registrations & Guest List'): stats, search,
 * Export CSV and the registration cards with their actions (edit, delete,
 * refund, resolve a refund, release a hold), in the Manage dialog and on the
 * registrations page alike.
 */
export function RegistrationsPanel({
  eventId,
  browsing,
  headingLevel = "h3",
  fullPageLink = false,
}: {
  eventId: string;
  browsing: RegistrationsBrowsing;
  headingLevel?: "h2" | "h3";
  /** The dialog links to the page of its own, which can be bookmarked. */
  fullPageLink?: boolean;
}) {
  const { query, list, stats } = browsing;
  const search = query.trim();
  const actions = useRegistrationActions(eventId);
  const { remove, release } = actions;
  const shown = list?.registrations ?? [];
  const openRefunds = stats?.openRefunds ?? 0;
  const Heading = headingLevel;

  return (
    <section aria-labelledby="registrations-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id="registrations-heading" className="text-lg font-semibold">
          Registrations &amp; Guest List
        </Heading>
        {fullPageLink ? (
          <Button variant="link" size="sm" asChild>
            <Link to={actions.action}>
              <ExternalLink aria-hidden="true" /> Open full page
            </Link>
          </Button>
        ) : null}
      </div>
      {stats ? <RegistrationStats stats={stats} /> : null}
      {openRefunds > 0 ? (
        <p
          role="alert"
          className="rounded-md border-2 border-destructive bg-destructive/10 p-3 text-sm font-medium text-destructive"
        >
          {openRefunds === 1
            ? "1 late payment needs a refund."
            : `${openRefunds} late payments need a refund.`}{" "}
          They are marked below.
        </p>
      ) : null}
      <RegistrationsSearchBar
        eventId={eventId}
        query={query}
        onQuery={browsing.onQuery}
        canExport={list !== null}
      />

      {list === null || stats === null ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading registrations">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {stats.all === 0
            ? "No one has registered for this event yet."
            : "No registrations match your search criteria."}
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Registrations" aria-busy={browsing.loading}>
          {shown.map((r) => (
            <RegistrationCard
              key={r.id}
              registration={r}
              resolving={actions.resolving}
              onEdit={() => actions.edit(r)}
              onDelete={() => remove.ask(r)}
              onResolveRefund={() => actions.resolveRefund(r)}
              onReleaseHold={() => release.ask(r)}
              onRefund={(full) => actions.refund(r, full)}
            />
          ))}
        </ul>
      )}
      {list && list.total > list.pageSize ? (
        <div className="space-y-2">
          <p className="text-center text-sm text-muted-foreground" aria-live="polite">
            {(list.page - 1) * list.pageSize + 1}–{Math.min(list.page * list.pageSize, list.total)}{" "}
            of {list.total.toLocaleString("en-US")}{" "}
            {search ? "matching registrations" : "registrations"}
          </p>
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPage={browsing.onPage}
          />
        </div>
      ) : null}

      <RegistrationEditDialog
        eventId={eventId}
        registration={actions.editing}
        onClose={() => actions.edit(null)}
      />
      <RefundDialog
        subject={actions.refunding?.subject ?? null}
        confirmFull={actions.refunding?.full}
        action={actions.action}
        onClose={actions.closeRefund}
      />
      <ConfirmDeleteDialog
        {...remove.dialog}
        title="Delete Registration"
        description="Are you sure you want to delete this registration? This action cannot be undone and will also remove all associated guest information."
      />
      <ConfirmDeleteDialog
        {...release.dialog}
        title="Release Hold"
        description={`Release the unpaid seats held by ${release.target?.customerName ?? "this visitor"}? They go back on sale at once. If the visitor pays later anyway, the registration is kept while seats remain, and otherwise marked for a refund.`}
        confirmLabel="Release hold"
        busyLabel="Releasing..."
      />
    </section>
  );
}
