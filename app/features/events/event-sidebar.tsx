import { CalendarDays, Clock, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Progress } from "~/components/ui/progress";
import type { EventDetail } from "../../../server/modules/events/index.server";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";
import { CapacityBadge } from "./capacity-badge";
import { EventActionCard } from "./event-action-card";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-accent">
        {icon}
      </span>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {label}
        </p>
        <p className="font-medium text-primary">{children}</p>
      </div>
    </li>
  );
}

/** SPEC §2 Event detail sidebar: Date, Time, Location, Registration Status and the action card. */
export function EventSidebar({ detail }: { detail: EventDetail }) {
  const { event } = detail;
  const showStatus = event.hasTickets && detail.capacity > 0 && detail.upcoming;
  return (
    <aside aria-label="Event details" className="space-y-5 lg:sticky lg:top-24">
      <ul className="space-y-4 rounded-xl border bg-card p-5 shadow-sm">
        <Fact icon={<CalendarDays aria-hidden="true" className="size-5" />} label="Date">
          <time dateTime={new Date(event.startsAt).toISOString()}>
            {formatLongDate(event.startsAt)}
          </time>
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className="size-5" />} label="Time">
          {formatTime(event.startsAt)}
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" className="size-5" />} label="Location">
          {event.location}
        </Fact>
      </ul>
      {showStatus ? (
        <section
          aria-labelledby="registration-status"
          className="space-y-3 rounded-xl border bg-card p-5 shadow-sm"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id="registration-status" className="font-semibold text-primary">
              Registration Status
            </h2>
            <CapacityBadge label={detail.statusLabel} />
          </div>
          <Progress
            value={detail.percent}
            aria-label={`${Math.round(detail.percent)}% of seats taken`}
          />
          <p className="flex justify-between text-sm text-muted-foreground">
            <span>{detail.seatsTaken} registered</span>
            <span>
              {detail.seatsRemaining} of {detail.capacity} seats remaining
            </span>
          </p>
        </section>
      ) : null}
      <EventActionCard
        state={detail.actionState}
        salesStartAt={event.ticketSalesStartAt}
        eventId={event.id}
        eventTitle={event.title}
        waitlist={
          event.hasTickets && event.waitlistEnabled && detail.upcoming
            ? { ticketTypes: detail.ticketTypes }
            : undefined
        }
      />
    </aside>
  );
}
