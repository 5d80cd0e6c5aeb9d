// A message staff write to an event's attendees (docs/architecture.md "Writing
// to attendees"): plain text with a few placeholders, filled per recipient by
// the same render functions as the automatic e-mails.
import { formatLongDate, formatTime } from "./dates";
import { renderEmail, type Placeholder } from "./email-templates";

export const ATTENDEE_MESSAGE_PLACEHOLDERS: readonly Placeholder[] = [
  { name: "name", description: "The buyer's name", sample: "Pat Doe" },
  { name: "event_title", description: "The event's title", sample: "Veterans Day Dinner" },
  {
    name: "event_date",
    description: "The event's date and time",
    sample: "Wednesday, November 11, 2026 at 6:30 PM",
  },
  { name: "organisation", description: "The organization's name", sample: "Homefront" },
];

export const ATTENDEE_MESSAGE_RULES = { placeholders: ATTENDEE_MESSAGE_PLACEHOLDERS };

/** The subject, text and HTML one recipient gets. */
export function attendeeEmail(
  input: { subject: string; message: string },
  values: {
    name: string;
    eventTitle: string;
    startsAt: Date | string;
    organisation: string;
    organisationEmail: string;
  },
) {
  // Signed by the organisation, under what staff wrote.
  const body = `${input.message.trim()}\n\n{{organisation}}\n${values.organisationEmail}`;
  return renderEmail(
    { subject: input.subject, body },
    {
      name: values.name,
      event_title: values.eventTitle,
      event_date: `${formatLongDate(values.startsAt)} at ${formatTime(values.startsAt)}`,
      organisation: values.organisation,
    },
    ATTENDEE_MESSAGE_PLACEHOLDERS,
  );
}
