import { ClipboardList, ListOrdered, ScanLine, Send, TicketPercent } from "lucide-react";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { ActionError } from "~/lib/action-result";
import type { AdminEvent } from "../../../server/modules/events/index.server";
import { formatLongDate } from "../../../shared/domain/dates";
import { useDialogBrowsing, type PanelData } from "./registrations-browsing";
import { RegistrationsPanel } from "./registrations-panel";
import { TicketTypesManager } from "./ticket-types-manager";
import type { EventManageData } from "../../../server/modules/orders/index.server";

/** SPEC "Admin events": the Manage dialog, 'Event Management', for a ticketed event. */
export function ManageEventDialog({
  event,
  onClose,
}: {
  event: AdminEvent | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      {event ? <ManageContent key={event.id} event={event} /> : null}
    </Dialog>
  );
}

function ManageContent({ event }: { event: AdminEvent }) {
  // Loaded on opening; React Router revalidates it after every change made here.
  const fetcher = useFetcher<EventManageData | ActionError>();
  const { load } = fetcher;
  useEffect(() => {
    void load(`/admin/events/${event.id}/manage`);
  }, [load, event.id]);
  const data = fetcher.data && !("error" in fetcher.data) ? fetcher.data : null;
  const failed = fetcher.data && "error" in fetcher.data ? fetcher.data.error.message : null;

  return (
    <DialogContent
      className="max-w-5xl"
      // Start at the top of this long dialog, not on whichever control loaded first.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>Event Management</DialogTitle>
        <DialogDescription>
          {event.title} · {formatLongDate(event.startsAt)}
        </DialogDescription>
      </DialogHeader>
      {failed ? (
        <p role="alert" className="text-destructive">
          {failed}
        </p>
      ) : (
        <div className="space-y-8">
          <TicketTypesManager eventId={event.id} ticketTypes={data?.ticketTypes ?? null} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" asChild>
              <Link to={`/admin/events/${event.id}/codes`}>
                <TicketPercent aria-hidden="true" /> Promo Codes
              </Link>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link to={`/admin/events/${event.id}/email`}>
                <Send aria-hidden="true" /> Write to Attendees
              </Link>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link to={`/admin/events/${event.id}/waitlist`}>
                <ListOrdered aria-hidden="true" /> Waitlist
              </Link>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a
                href={`/admin/events/${event.id}/door-list`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ClipboardList aria-hidden="true" /> Door List &amp; Catering
              </a>
            </Button>
            {/* A full page load, so the check-in screen's service worker and manifest take over (docs/decisions/015). */}
            <Button variant="outline" size="sm" asChild>
              <a href={`/admin/events/${event.id}/check-in`}>
                <ScanLine aria-hidden="true" /> Check-in
              </a>
            </Button>
          </div>
          <DialogRegistrations
            eventId={event.id}
            data={data ? { stats: data.stats, registrations: data.registrations } : null}
          />
        </div>
      )}
    </DialogContent>
  );
}

function DialogRegistrations({ eventId, data }: { eventId: string; data: PanelData }) {
  const browsing = useDialogBrowsing(eventId, data);
  return <RegistrationsPanel eventId={eventId} browsing={browsing} fullPageLink />;
}
