import {
  AlertTriangle,
  CalendarDays,
  Copy,
  ExternalLink,
  MapPin,
  Pencil,
  Settings,
  Trash2,
} from "lucide-react";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { AdminEvent } from "../../../server/modules/events/index.server";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";

type Props = {
  event: AdminEvent;
  now: string;
  onEdit: () => void;
  onManage: () => void;
  onDelete: () => void;
};

async function copyLink(id: string) {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}/events/${id}`);
    toast.success("Link copied!");
  } catch {
    toast.error("Copy failed");
  }
}

/**
 * What a ticketed event's card says about its tickets: SPEC's 'Tickets Available' and 'Max N'
 * badges, seats sold of capacity and net revenue (decision 016). Without a ticket type on sale
 * the public page says 'Coming Soon', so the card says what is missing instead.
 */
function TicketSummary({ event, onManage }: { event: AdminEvent; onManage: () => void }) {
  const missing =
    event.ticketTypes === 0
      ? "No ticket types yet — add one so people can register"
      : event.activeTicketTypes === 0
        ? "No active ticket types — turn one on so people can register"
        : null;
  return (
    <div className="space-y-2">
      {missing ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-warning/60 bg-warning/10 p-2 text-sm">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          <p className="flex-1">{missing}</p>
          <Button
            size="sm"
            variant="outline"
            onClick={onManage}
            aria-label={`Add ticket types to ${event.title}`}
          >
            Add ticket types
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {missing ? null : <Badge variant="outline">Tickets Available</Badge>}
        {event.maxCapacity > 0 ? <Badge variant="outline">Max {event.maxCapacity}</Badge> : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="event-sales">
        <div>
          <dt className="text-muted-foreground">Seats sold</dt>
          <dd className="font-medium tabular-nums">
            {event.capacity > 0 ? `${event.seatsSold} of ${event.capacity}` : event.seatsSold}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Revenue (net)</dt>
          <dd className="font-medium tabular-nums">{formatCents(event.revenueCents)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** SPEC "Admin events": one event card with its actions. */
export function EventCard({ event, now, onEdit, onManage, onDelete }: Props) {
  // SPEC §4: upcoming if the date is after now, otherwise past.
  const upcoming = new Date(event.startsAt) > new Date(now);
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="admin-event-card">
      {event.imageUrl ? (
        <img
          src={event.imageUrl}
          alt=""
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <CardContent className="flex flex-1 flex-col gap-3 pt-6">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold leading-tight">{event.title}</h2>
          <Badge variant={upcoming ? "success" : "secondary"}>
            {upcoming ? "Upcoming" : "Past"}
          </Badge>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {event.startsAt
            ? `${formatLongDate(event.startsAt)} at ${formatTime(event.startsAt)}`
            : "No date set"}
        </p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {event.location}
        </p>
        <p className="line-clamp-3 text-sm">{event.description}</p>
        {event.hasTickets ? <TicketSummary event={event} onManage={onManage} /> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${event.title}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void copyLink(event.id)}
            aria-label={`Copy link to ${event.title}`}
          >
            <Copy aria-hidden="true" /> Copy Link
          </Button>
          <Button size="sm" variant="outline" asChild>
            <a
              href={`/events/${event.id}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Preview ${event.title} (opens in a new tab)`}
            >
              <ExternalLink aria-hidden="true" /> Preview
            </a>
          </Button>
          {event.hasTickets ? (
            <Button size="sm" onClick={onManage} aria-label={`Manage ${event.title}`}>
              <Settings aria-hidden="true" /> Manage
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="destructive-outline"
            onClick={onDelete}
            aria-label={`Delete ${event.title}`}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
