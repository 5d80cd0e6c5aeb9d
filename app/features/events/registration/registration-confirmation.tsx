// The end of a free registration: the dialog turns into what was registered and
// what happens next (SPEC §8's 'Registration successful!' toast still shows).
// The buyer's own page and its calendar file are decision 017's self-service links.
import { CalendarPlus, CheckCircle2, Ticket } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { formatLongDate, formatTime } from "../../../../shared/domain/dates";
import type { FreeConfirmation } from "./types";

export function RegistrationConfirmation({
  confirmation: c,
  onDone,
}: {
  confirmation: FreeConfirmation;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The Register button the focus was on is gone: start reading at the outcome.
  useEffect(() => heading.current?.focus(), []);
  const startsAt = new Date(c.startsAt);
  return (
    <div className="space-y-6" data-testid="registration-confirmation">
      <DialogHeader>
        <DialogTitle ref={heading} tabIndex={-1} className="flex items-center gap-2 outline-none">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-success" />
          You&apos;re registered!
        </DialogTitle>
        <DialogDescription>
          A confirmation e-mail with your check-in QR code and a calendar file is on its way to{" "}
          <strong className="text-foreground [overflow-wrap:anywhere]">{c.email}</strong>.
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border bg-secondary/40 p-4 text-sm">
        <dt className="text-muted-foreground">Event</dt>
        <dd className="font-semibold">{c.eventTitle}</dd>
        <dt className="text-muted-foreground">When</dt>
        <dd>
          {formatLongDate(startsAt)} at {formatTime(startsAt)}
        </dd>
        <dt className="text-muted-foreground">Where</dt>
        <dd>{c.location}</dd>
        <dt className="text-muted-foreground">Tickets</dt>
        <dd>
          {c.lines.map((line) => (
            <span key={line.ticketTypeName} className="block">
              {line.ticketTypeName} × {line.quantity}
            </span>
          ))}
        </dd>
        <dt className="text-muted-foreground">Reference</dt>
        <dd className="font-mono font-semibold tracking-wider">{c.reference}</dd>
      </dl>
      <p className="text-sm text-muted-foreground">
        Your registration&apos;s own page shows your tickets and check-in code, lets you update your
        guests&apos; details and, when the event allows it, cancel. The same link is in your e-mail.
      </p>
      <DialogFooter className="gap-2">
        <Button asChild variant="outline">
          <a href={c.calendarPath} download="event.ics">
            <CalendarPlus aria-hidden="true" /> Add to calendar
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={c.managePath}>
            <Ticket aria-hidden="true" /> View your registration
          </a>
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
