import { Hourglass, Ticket, Users } from "lucide-react";
import { Progress } from "~/components/ui/progress";
import type { EventCard } from "../../../server/modules/events/index.server";
import { formatDateTime } from "../../../shared/domain/dates";
import { CapacityBadge } from "./capacity-badge";

/** The ticket block of an upcoming event card (SPEC §2 Events list, §4 card ticket status). */
export function TicketSummary({ event }: { event: EventCard }) {
  if (event.ticketState === "no-tickets") {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-secondary px-3 py-2 text-sm font-medium text-primary">
        <Ticket aria-hidden="true" className="size-4 text-accent" /> Free event
      </p>
    );
  }
  if (event.ticketState === "coming-soon") {
    return (
      <div className="rounded-lg border border-dashed border-primary/30 bg-secondary/60 px-3 py-2 text-sm">
        <p className="flex items-center gap-2 font-semibold text-primary">
          <Hourglass aria-hidden="true" className="size-4 text-accent" /> Tickets Coming Soon
        </p>
        {event.salesStartAt ? (
          <p className="mt-0.5 text-muted-foreground">
            Available starting {formatDateTime(event.salesStartAt)}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="space-y-2 rounded-lg bg-secondary/60 px-3 py-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium text-primary">
          <Users aria-hidden="true" className="size-4 text-accent" /> {event.seatsTaken} registered
        </p>
        <CapacityBadge label={event.capacityLabel} />
      </div>
      <Progress
        value={event.percent}
        aria-label={`${event.title}: ${Math.round(event.percent)}% of seats taken`}
      />
      <p className="text-muted-foreground">
        {event.seatsRemaining} of {event.capacity} seats remaining
      </p>
    </div>
  );
}
