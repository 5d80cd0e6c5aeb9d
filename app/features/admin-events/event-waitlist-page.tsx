// An event's waitlist (docs/decisions/017-self-service-and-waitlist.md): the queue
// in order with each offer; managers offer seats to one entry by hand or remove it.
import { ArrowLeft, ListOrdered } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { AdminWaitlistEntry, WaitlistPage } from "../../../server/modules/events/index.server";
import { formatDateTime, formatLongDate } from "../../../shared/domain/dates";

const statusText: Record<AdminWaitlistEntry["status"], string> = {
  waiting: "Waiting",
  offered: "Offered",
  claimed: "Registered",
  expired: "Offer expired",
  removed: "Removed",
};

export function EventWaitlistPage({ event, entries }: WaitlistPage) {
  const offer = useAdminMutation();
  const removal = useDeleteConfirmation<AdminWaitlistEntry>({
    intent: "remove",
    deleted: "Removed from the waitlist.",
    failed: (error) => toast.error("Error removing the entry", { description: error.message }),
  });
  const onOffer = (entry: AdminWaitlistEntry) =>
    offer.submit(
      { intent: "offer", id: entry.id },
      {
        onSuccess: () => toast.success(`Seats offered to ${entry.name}. They have been e-mailed.`),
        onError: (error) => toast.error("Error offering seats", { description: error.message }),
      },
    );

  return (
    <div className="space-y-6">
      <Button variant="ghost" size="sm" asChild>
        <Link to="/admin/events">
          <ArrowLeft aria-hidden="true" /> Events
        </Link>
      </Button>
      <AdminPageHeader
        title="Waitlist"
        description={`${event.title} · ${formatLongDate(event.startsAt)}. Freed seats are offered to the people waiting, in this order.`}
      />
      {entries.length === 0 ? (
        <p className="flex items-center gap-2 rounded-md border border-dashed p-6 text-muted-foreground">
          <ListOrdered aria-hidden="true" className="size-5" /> Nobody is on the waitlist.
        </p>
      ) : (
        <ol className="space-y-3" aria-label="Waitlist">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center"
            >
              <span
                className="w-10 shrink-0 text-2xl font-bold text-muted-foreground"
                aria-label={entry.position ? `Position ${entry.position}` : "Not in the queue"}
              >
                {entry.position ?? "–"}
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold">
                  {entry.name}{" "}
                  <span className="font-normal text-muted-foreground">· {entry.email}</span>
                </p>
                <p className="text-sm text-muted-foreground">
                  {entry.quantity} {entry.quantity === 1 ? "seat" : "seats"} ·{" "}
                  {entry.ticketTypeName ?? "Any ticket type"} · joined{" "}
                  {formatDateTime(entry.joinedAt)}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge
                    variant={
                      entry.status === "offered"
                        ? "warning"
                        : entry.status === "claimed"
                          ? "success"
                          : "secondary"
                    }
                  >
                    {statusText[entry.status]}
                  </Badge>
                  {entry.status === "offered" && entry.offerExpiresAt ? (
                    <span>until {formatDateTime(entry.offerExpiresAt)}</span>
                  ) : null}
                </p>
              </div>
              <div className="flex gap-2">
                {entry.status === "waiting" ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={offer.busy}
                    onClick={() => onOffer(entry)}
                  >
                    Offer Seats
                  </Button>
                ) : null}
                {entry.status === "waiting" || entry.status === "offered" ? (
                  <Button
                    size="sm"
                    variant="destructive-ghost"
                    onClick={() => removal.ask(entry)}
                    aria-label={`Remove ${entry.name}`}
                  >
                    Remove
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDeleteDialog
        {...removal.dialog}
        title="Remove from the waitlist?"
        description={
          removal.target
            ? `${removal.target.name} (${removal.target.email}) will leave the queue${removal.target.status === "offered" ? " and the seats held for them go to the next person" : ""}.`
            : ""
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
      />
    </div>
  );
}
