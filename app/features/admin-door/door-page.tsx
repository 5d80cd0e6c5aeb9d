import { CalendarDays, ClipboardList, ScanLine } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";

type DoorEvent = { id: string; title: string; startsAt: Date; location: string; seats: number };

/** Events at the door, the next one first (DESIGN "Staff and roles": the door role's page). */
export function DoorPage({ events }: { events: DoorEvent[] }) {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="At the Door"
        description="Pick an event to check guests in or open its door list."
      />
      {events.length === 0 ? (
        <EmptyState icon={CalendarDays} title="No upcoming events" />
      ) : (
        <ul className="space-y-3" aria-label="Upcoming events">
          {events.map((e) => (
            <li
              key={e.id}
              className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{e.title}</p>
                <p className="text-sm text-muted-foreground">
                  {formatLongDate(e.startsAt)} at {formatTime(e.startsAt)} · {e.location}
                </p>
                <p className="text-sm text-muted-foreground">
                  {e.seats} {e.seats === 1 ? "seat" : "seats"} expected
                </p>
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                {/* A full page load, so the check-in screen's service worker and manifest take over (docs/decisions/015). */}
                <a
                  href={`/admin/events/${e.id}/check-in`}
                  className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-primary px-5 text-base font-medium text-primary-foreground hover:bg-primary/90"
                >
                  <ScanLine aria-hidden="true" className="size-5" /> Check-in
                  <span className="sr-only"> for {e.title}</span>
                </a>
                <Link
                  to={`/admin/events/${e.id}/door-list`}
                  className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-secondary"
                >
                  <ClipboardList aria-hidden="true" className="size-4" /> Door list
                  <span className="sr-only"> for {e.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
