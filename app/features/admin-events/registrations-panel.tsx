import { Download, Search } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import type { AdminRegistration } from "../../../server/services/ticketing/registrations-admin";
import { matchesSearch } from "../../../shared/domain/guest-list";
import { registrationCsvFileName, registrationsCsv } from "../../../shared/domain/registration-csv";
import { RegistrationCard } from "./registration-card";
import { RegistrationEditDialog } from "./registration-edit-dialog";
import { RegistrationStats } from "./registration-stats";

/** SPEC §7: the CSV is made in the browser from what the panel shows. */
function downloadCsv(eventId: string, registrations: AdminRegistration[]) {
  const blob = new Blob([registrationsCsv(registrations.map((r) => ({ ...r, ticketTypeName: r.ticketType.name })))], {
    type: "text/csv;charset=utf-8",
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = registrationCsvFileName(eventId);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** SPEC "Registrations panel" ('Registrations & Guest List'). `registrations` is null while loading. */
export function RegistrationsPanel({ eventId, registrations }: { eventId: string; registrations: AdminRegistration[] | null }) {
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<AdminRegistration | null>(null);
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
  const shown = (registrations ?? []).filter((r) => matchesSearch(r, query));
  const openRefunds = (registrations ?? []).filter((r) => r.needsRefund && !r.refundResolvedAt).length;

  function resolveRefund(r: AdminRegistration) {
    refund.submit(
      { intent: "resolve-refund", id: r.id },
      {
        action,
        onSuccess: () => toast.success("Refund marked as resolved"),
        onError: (error) => toast.error("Could not mark the refund resolved", { description: error.message }),
      },
    );
  }

  return (
    <section aria-labelledby="registrations-heading" className="space-y-4">
      <h3 id="registrations-heading" className="text-lg font-semibold">
        Registrations &amp; Guest List
      </h3>
      {registrations ? <RegistrationStats registrations={registrations} /> : null}
      {openRefunds > 0 ? (
        <p role="alert" className="rounded-md border-2 border-destructive bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {openRefunds === 1 ? "1 late payment needs a refund." : `${openRefunds} late payments need a refund.`} They are
          marked below.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <div className="relative min-w-56 flex-1">
          <Search aria-hidden="true" className="absolute left-3 top-3 size-4 text-muted-foreground" />
          <Input
            type="search"
            placeholder="Search registrations..."
            aria-label="Search registrations"
            className="pl-9"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <Button variant="outline" onClick={() => downloadCsv(eventId, shown)} disabled={!registrations}>
          <Download aria-hidden="true" /> Export CSV
        </Button>
      </div>

      {registrations === null ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading registrations">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {registrations.length === 0
            ? "No one has registered for this event yet."
            : "No registrations match your search criteria."}
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Registrations">
          {shown.map((r) => (
            <RegistrationCard
              key={r.id}
              registration={r}
              resolving={refund.busy}
              onEdit={() => setEditing(r)}
              onDelete={() => remove.ask(r)}
              onResolveRefund={() => resolveRefund(r)}
              onReleaseHold={() => release.ask(r)}
            />
          ))}
        </ul>
      )}

      <RegistrationEditDialog eventId={eventId} registration={editing} onClose={() => setEditing(null)} />
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
