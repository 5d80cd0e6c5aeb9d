import { AlertTriangle, CalendarX } from "lucide-react";
import { Link } from "react-router";
import { Deferred, type MaybeDeferred } from "~/components/page/deferred";
import { EmptyState } from "~/components/page/empty-state";
import { HeroBanner } from "~/components/page/hero-banner";
import { LoadingState } from "~/components/page/loading-state";
import { SectionHeading } from "~/components/page/section-heading";
import { Button } from "~/components/ui/button";
import type { EventCard } from "../../../server/modules/events/index.server";
import { EventListCard } from "./event-list-card";

export type EventsData =
  { status: "ok"; upcoming: EventCard[]; past: EventCard[] } | { status: "error" };

const LOAD_ERROR = "Unable to load events. Please try again later.";

function LoadError() {
  return (
    <EmptyState icon={AlertTriangle} title="Something went wrong" role="alert">
      {LOAD_ERROR}
    </EmptyState>
  );
}

function EventGrid({
  id,
  title,
  events,
  past,
  first,
}: {
  id: string;
  title: string;
  events: EventCard[];
  past?: boolean;
  /** This grid opens the page: its first image loads at once. */
  first?: boolean;
}) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={id} className="py-10">
      <SectionHeading id={id} title={title} align="left" />
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((e, i) => (
          <EventListCard key={e.id} event={e} past={past} priority={first && i === 0} />
        ))}
      </div>
    </section>
  );
}

function Events({ data }: { data: EventsData }) {
  if (data.status === "error") return <LoadError />;
  if (data.upcoming.length === 0 && data.past.length === 0) {
    return (
      <EmptyState
        icon={CalendarX}
        title="No Events Scheduled"
        action={
          <Button asChild>
            <Link to="/contact">Get Involved</Link>
          </Button>
        }
      >
        We are planning our next gatherings. Reach out to help organise one or to hear when they are
        announced.
      </EmptyState>
    );
  }
  return (
    <>
      <EventGrid id="upcoming" title="Upcoming Events" events={data.upcoming} first />
      <EventGrid
        id="past"
        title="Past Events"
        events={data.past}
        past
        first={data.upcoming.length === 0}
      />
    </>
  );
}

export function EventsPage({ data }: { data: MaybeDeferred<EventsData> }) {
  return (
    <>
      <HeroBanner eyebrow="Gather with us" title="Our Events">
        Prayer nights, veteran breakfasts, galas and runs: come stand with the military families of
        our community.
      </HeroBanner>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <Deferred
          value={data}
          fallback={<LoadingState label="Loading events..." />}
          error={<LoadError />}
        >
          {(resolved) => <Events data={resolved} />}
        </Deferred>
      </div>
    </>
  );
}
