import { CalendarDays, MapPin, Flag } from "lucide-react";
import { Link } from "react-router";
import { CardImage } from "~/components/page/card-image";
import type { UpcomingEventSummary } from "../../../server/modules/events/index.server";
import { formatLongDate } from "../../../shared/domain/dates";

/** Home "Upcoming Events!" card: long US date with weekday, description clamped to 3 lines (SPEC §2 Home). */
export function EventPreviewCard({ event }: { event: UpcomingEventSummary }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <CardImage src={event.imageUrl} alt="" icon={Flag} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center gap-2 text-sm font-semibold text-accent">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={new Date(event.startsAt).toISOString()}>
            {formatLongDate(event.startsAt)}
          </time>
        </p>
        <h3 className="text-lg font-semibold leading-snug text-primary">
          <Link
            to={`/events/${event.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {event.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{event.description}</p>
        <p className="mt-auto flex items-start gap-2 pt-2 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {event.location}
        </p>
      </div>
    </article>
  );
}
