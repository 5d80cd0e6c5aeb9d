import { ArrowLeft, Images, Ticket } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { EventDetail } from "../../../server/modules/events/index.server";
import { EventSidebar } from "./event-sidebar";
import { PhotoGrid } from "./photo-grid";
import { TicketTypesGrid } from "./ticket-types-grid";

function Hero({ detail }: { detail: EventDetail }) {
  const { event } = detail;
  return (
    <section className="relative isolate overflow-hidden bg-primary text-primary-foreground">
      {event.imageUrl ? (
        <ResponsiveImage
          src={event.imageUrl}
          alt=""
          sizes="100vw"
          width={1600}
          height={900}
          priority
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-[oklch(0.18_0.05_260/.95)] via-[oklch(0.22_0.06_260/.8)] to-[oklch(0.25_0.06_260/.55)]"
      />
      <div className="mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-end gap-4 px-4 pb-10 pt-8 sm:min-h-[26rem]">
        <div className="mb-auto">
          <Button
            asChild
            variant="outline"
            size="sm"
            className="border-white/60 bg-black/20 text-white hover:bg-white/15"
          >
            <Link to="/events">
              <ArrowLeft aria-hidden="true" /> Back to Events
            </Link>
          </Button>
        </div>
        <Badge
          variant={detail.upcoming ? "default" : "secondary"}
          className="w-fit border-white/30"
        >
          {detail.upcoming ? "Upcoming" : "Completed"}
        </Badge>
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {event.title}
        </h1>
        <p className="max-w-3xl whitespace-pre-line text-lg text-white/90">{event.description}</p>
      </div>
    </section>
  );
}

function Block({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2
        id={`${id}-title`}
        className="mb-4 flex items-center gap-2 text-2xl font-semibold text-primary"
      >
        {icon} {title}
      </h2>
      {children}
    </section>
  );
}

/** SPEC §2 "Event detail". */
export function EventDetailPage({ detail }: { detail: EventDetail }) {
  const { event } = detail;
  return (
    <>
      <Hero detail={detail} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          {event.imageUrl ? (
            <Block
              id="flyer"
              title="Event Flyer"
              icon={<Images aria-hidden="true" className="size-6 text-accent" />}
            >
              <a
                href={event.imageUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-lg bg-secondary"
              >
                <ResponsiveImage
                  src={event.imageUrl}
                  alt={`Flyer for ${event.title} (opens full size in a new tab)`}
                  sizes="(min-width: 1024px) 55vw, 100vw"
                  width={1200}
                  height={675}
                  className="h-auto w-full object-contain"
                />
              </a>
            </Block>
          ) : null}
          {detail.gallery.length > 0 ? (
            <Block
              id="gallery"
              title="Event Gallery"
              icon={<Images aria-hidden="true" className="size-6 text-accent" />}
            >
              <PhotoGrid photos={detail.gallery} label={event.title} />
            </Block>
          ) : null}
          {detail.ticketTypes.length > 0 ? (
            <Block
              id="ticket-types"
              title="Ticket Types"
              icon={<Ticket aria-hidden="true" className="size-6 text-accent" />}
            >
              <TicketTypesGrid
                ticketTypes={detail.ticketTypes}
                waitlist={
                  event.hasTickets && event.waitlistEnabled && detail.upcoming
                    ? { eventId: event.id, eventTitle: event.title }
                    : undefined
                }
              />
            </Block>
          ) : null}
        </div>
        {/* On small screens the facts and the action come first. */}
        <div className="order-first lg:order-none">
          <EventSidebar detail={detail} />
        </div>
      </div>
    </>
  );
}
