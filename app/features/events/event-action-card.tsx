import { CircleCheck, Hourglass, PartyPopper, Ticket, XCircle } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { RegisterButton } from "./registration/register-button";
import { WaitlistButton } from "./waitlist-button";
import type { DetailActionState } from "../../../shared/domain/capacity";
import { formatDate, formatTime } from "../../../shared/domain/dates";

const states: Record<
  Exclude<DetailActionState, "register">,
  { icon: LucideIcon; title: string; text: string }
> = {
  completed: {
    icon: CircleCheck,
    title: "Event Completed",
    text: "This event has taken place. Thank you to everyone who joined us.",
  },
  "no-registration": {
    icon: PartyPopper,
    title: "No Registration Required",
    text: "This is a free event. Just show up and enjoy!",
  },
  "coming-soon": {
    icon: Hourglass,
    title: "Tickets Coming Soon",
    text: "Registration will open soon. Check back later!",
  },
  "sold-out": {
    icon: XCircle,
    title: "Sold Out",
    text: "Every seat for this event has been taken.",
  },
};

/** SPEC §4 "Detail page action card"; Register Now opens the registration dialog. */
export function EventActionCard({
  state,
  salesStartAt,
  eventId,
  eventTitle,
  waitlist,
}: {
  state: DetailActionState;
  salesStartAt: Date | null;
  eventId: string;
  eventTitle: string;
  /** Decision 017: a sold-out event with its waitlist on offers to join it. */
  waitlist?: { ticketTypes: { id: string; name: string }[] };
}) {
  if (state === "register") {
    return (
      <div className="rounded-xl border bg-card p-5 shadow-sm">
        <p className="mb-3 text-sm text-muted-foreground">
          Choose your tickets and reserve your seats.
        </p>
        <RegisterButton
          eventId={eventId}
          eventTitle={eventTitle}
          size="lg"
          variant="accent"
          className="w-full"
        >
          <Ticket aria-hidden="true" /> Register Now
        </RegisterButton>
      </div>
    );
  }
  const { icon: Icon, title, text } = states[state];
  return (
    <div className="rounded-xl border bg-card p-5 text-center shadow-sm">
      <Icon aria-hidden="true" className="mx-auto size-8 text-accent" />
      <h2 className="mt-2 text-lg font-semibold text-primary">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      {state === "coming-soon" && salesStartAt ? (
        <p className="mt-2 text-sm font-medium text-primary">
          Ticket sales begin on {formatDate(salesStartAt)} at {formatTime(salesStartAt)}
        </p>
      ) : null}
      {state === "sold-out" && waitlist ? (
        <WaitlistButton
          eventId={eventId}
          eventTitle={eventTitle}
          ticketTypes={waitlist.ticketTypes}
          className="mt-4 w-full"
          variant="accent"
        />
      ) : null}
    </div>
  );
}
