// The event into the buyer's calendar: the .ics file (the one the confirmation e-mail
// attaches) or Google Calendar's form.
import { CalendarPlus, Download } from "lucide-react";
import { Button } from "~/components/ui/button";

export function CalendarLinks({
  token,
  googleCalendarUrl,
}: {
  token: string;
  googleCalendarUrl: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="outline">
        <a href={`/registrations/${token}/calendar.ics`} download="event.ics">
          <Download aria-hidden="true" /> Add to calendar (.ics)
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={googleCalendarUrl} target="_blank" rel="noopener noreferrer">
          <CalendarPlus aria-hidden="true" /> Add to Google Calendar
        </a>
      </Button>
    </div>
  );
}
