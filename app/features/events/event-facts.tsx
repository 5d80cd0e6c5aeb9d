import { CalendarDays, Clock, MapPin } from "lucide-react";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";

/** Date, time and place of an event, each with its icon. */
export function EventFacts({ startsAt, location }: { startsAt: Date | string; location: string }) {
  const iso = new Date(startsAt).toISOString();
  return (
    <ul className="space-y-1.5 text-sm text-muted-foreground">
      <li className="flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <time dateTime={iso}>{formatLongDate(startsAt)}</time>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <span>{formatTime(startsAt)}</span>
      </li>
      <li className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>{location}</span>
      </li>
    </ul>
  );
}
