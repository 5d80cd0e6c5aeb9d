import { Download, ExternalLink, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { RefundDialog, type RefundSubject } from "~/components/admin/refund-dialog";
import { Pagination } from "~/components/admin/pagination";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import type { ActionError } from "~/lib/action-result";
import type {
  AdminRegistration,
  RegistrationPage,
  RegistrationStats as Stats,
} from "../../../server/modules/orders/index.server";
import { registrationCsvFileName } from "../../../shared/domain/registration-csv";
import { RegistrationCard } from "./registration-card";
import { RegistrationEditDialog } from "./registration-edit-dialog";
import { RegistrationStats } from "./registration-stats";

/** Typing settles this long before the search goes to the server. */
export const SEARCH_DELAY_MS = 250;

/**
 * SPEC §7 "CSV export", made and streamed by the server
 * (/admin/events/:id/registrations/export): every registration that matches the
 * search, not only the page shown.
 */
function downloadCsv(eventId: string, query: string) {
  const link = document.createElement("a");
  link.href = `/admin/events/${eventId}/registrations/export${query ? `?${new URLSearchParams({ q: query })}` : ""}`;
  link.download = registrationCsvFileName(eventId);
  document.body.append(link);
  link.click();
  link.remove();
}

/** What the Manage dialog loaded: stats over the whole event and the first page. null while loading. */
export type PanelData = { stats: Stats; registrations: RegistrationPage } | null;

/**
 * What the panel shows and how a search or another page is asked for: the
 * Manage dialog keeps them in its own state (useDialogBrowsing), the
 * registrations page in its URL (registrations-page.tsx), so the panel is one
 * component in both places.
 */
export type RegistrationsBrowsing = {
  query: string;
  onQuery: (query: string) => void;
  /** Without it (on the page) the pagination is links that keep the search in the URL. */
  onPage?: (page: number) => void;
  list: RegistrationPage | null;
  stats: Stats | null;
  loading: boolean;
};

/**
 * The dialog's browsing: the first page comes with the dialog; a search (SPEC
 * §7, also matching guest names) or another page is loaded from the
 * registrations page's own loader (its `.data` URL), one page of 50 at a time
 * (docs/benchmarks.md "Back office at scale").
 */
export function useDialogBrowsing(eventId: string, data: PanelData): RegistrationsBrowsing {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  // React Router revalidates this fetcher, like the dialog's, after every change made here.
  const fetcher = useFetcher<RegistrationPage | ActionError>();
  const { load } = fetcher;
  const search = query.trim();
  const browsing = search !== "" || page > 1;
  const path = `/admin/events/${eventId}/registrations`;
  useEffect(() => {
    if (!browsing) return;
    const params = new URLSearchParams();
    if (search) params.set("q", search);
    if (page > 1) params.set("page", String(page));
    const timer = setTimeout(() => void load(`${path}?${params}`), search ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [browsing, search, page, load, path]);
  const fetched = fetcher.data && !("error" in fetcher.data) ? fetcher.data : null;
  return {
    query,
    onQuery: (value) => {
      setQuery(value);
      setPage(1);
    },
    onPage: setPage,
    list: browsing && fetched ? fetched : (data?.registrations ?? null),
    stats: data?.stats ?? null,
    loading: fetcher.state === "loading",
  };
}

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
  const [editing, setEditing] = useState<AdminRegistration | null>(null);
  const [refunding, setRefunding] = useState<{ subject: RefundSubject; full: boolean } | null>(
    null,
  );
  const refund = useAdminMutation();
  const action = `/admin/events/${eventId}/registrations`;
  const remove = useDeleteConfirmation<AdminRegistration>({
    action,
    deleted: "Registration deleted successfully",
    failed: (error) => toast.error("Failed to delete registration", { description: error.message }),
  });
  const release = useDeleteConfirmation<AdminRegistration>({
    action,
    intent: "release",
    deleted: "Hold released",
    failed: (error) => toast.error("Could not release the hold", { description: error.message }),
  });
  const shown = list?.registrations ?? [];
  const openRefunds = stats?.openRefunds ?? 0;
  const Heading = headingLevel;

  function resolveRefund(r: AdminRegistration) {
    refund.submit(
      { intent: "resolve-refund", id: r.id },
      {
        action,
        onSuccess: () => toast.success("Refund marked as resolved"),
        onError: (error) =>
          toast.error("Could not mark the refund resolved", { description: error.message }),
      },
    );
  }

  return (
    <section aria-labelledby="registrations-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id="registrations-heading" className="text-lg font-semibold">
          Registrations &amp; Guest List
        </Heading>
        {fullPageLink ? (
          <Button variant="link" size="sm" asChild>
            <Link to={action}>
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
      <div className="flex flex-wrap gap-2">
        <div className="relative min-w-56 flex-1">
          <Search
            aria-hidden="true"
            className="absolute left-3 top-3 size-4 text-muted-foreground"
          />
          <Input
            type="search"
            placeholder="Search registrations..."
            aria-label="Search registrations"
            className="pl-9"
            value={query}
            onChange={(e) => browsing.onQuery(e.target.value)}
          />
        </div>
        <Button variant="outline" onClick={() => downloadCsv(eventId, search)} disabled={!list}>
          <Download aria-hidden="true" /> Export CSV
        </Button>
      </div>

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
              resolving={refund.busy}
              onEdit={() => setEditing(r)}
              onDelete={() => remove.ask(r)}
              onResolveRefund={() => resolveRefund(r)}
              onReleaseHold={() => release.ask(r)}
              onRefund={(full) =>
                setRefunding({
                  full,
                  subject: {
                    kind: "registration",
                    id: r.id,
                    name: r.customerName,
                    paidCents: r.totalCents,
                    refundedCents: r.refundedCents,
                    tickets:
                      r.storedStatus === "active" && r.quantity > 0
                        ? { held: r.quantity, refundedUnits: r.refundedUnits }
                        : null,
                  },
                })
              }
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
        registration={editing}
        onClose={() => setEditing(null)}
      />
      <RefundDialog
        subject={refunding?.subject ?? null}
        confirmFull={refunding?.full}
        action={action}
        onClose={() => setRefunding(null)}
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
