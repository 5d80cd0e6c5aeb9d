import { ArrowRight, Flag, Ticket, Users } from "lucide-react";
import { Link } from "react-router";
import { CardImage } from "~/components/page/card-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { EventCard } from "../../../server/modules/events/index.server";
import { RegisterButton } from "./registration/register-button";
import { EventFacts } from "./event-facts";
import { TicketSummary } from "./ticket-summary";

/**
 * SPEC §2 Events list card. Upcoming: Upcoming badge, image, title,
 * description, date, time, location and the ticket block. Past: Completed
 * badge and the attendee count when above 0. Quick Register (only while
 * tickets are available) opens the registration dialog.
 */
export function EventListCard({
  event,
  past = false,
  priority = false,
}: {
  event: EventCard;
  past?: boolean;
  priority?: boolean;
}) {
  const titleId = `event-${event.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      <CardImage
        src={event.imageUrl}
        alt=""
        icon={Flag}
        className={past ? "grayscale-[35%]" : undefined}
        priority={priority}
      >
        <Badge variant={past ? "secondary" : "default"} className="absolute left-3 top-3 shadow">
          {past ? "Completed" : "Upcoming"}
        </Badge>
      </CardImage>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="space-y-2">
          <h3 id={titleId} className="text-xl font-semibold leading-snug text-primary">
            {event.title}
          </h3>
          <p className="line-clamp-3 text-sm text-muted-foreground">{event.description}</p>
        </div>
        <EventFacts startsAt={event.startsAt} location={event.location} />
        <div className="mt-auto space-y-4">
          {past ? (
            event.seatsTaken > 0 ? (
              <p className="flex items-center gap-2 text-sm font-medium text-primary">
                <Users aria-hidden="true" className="size-4 text-accent" /> {event.seatsTaken}{" "}
                {event.seatsTaken === 1 ? "attendee" : "attendees"}
              </p>
            ) : null
          ) : (
            <TicketSummary event={event} />
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant={past ? "outline" : "default"} className="flex-1">
              <Link to={`/events/${event.id}`}>
                Learn More<span className="sr-only"> about {event.title}</span>{" "}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {!past && event.ticketState === "available" ? (
              <RegisterButton
                eventId={event.id}
                eventTitle={event.title}
                variant="accent"
                className="flex-1"
              >
                <Ticket aria-hidden="true" /> Quick Register
                <span className="sr-only"> for {event.title}</span>
              </RegisterButton>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
