// The buyer's own page of a registration (docs/decisions/017-self-service-and-waitlist.md):
// the order with every ticket type line (decision 018), add to calendar, the QR
// check-in code, guests' names and needs until the cutoff, and Cancel behind a
// confirmation dialog. Every change is a POST from a button, never the GET of
// the link (mail scanners follow links).
import { CalendarPlus, Download, Ticket } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { isActionError, type ActionError } from "~/lib/action-result";
import { useSite } from "~/lib/site";
import { formatDateTime, formatLongDate, formatTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import type { CancelOutcome, OwnRegistration } from "../../../server/modules/orders/index.server";

type Result = ActionError | { cancelled: CancelOutcome } | { saved: true } | undefined;

const statusVariant = {
  Confirmed: "success",
  "Awaiting payment": "warning",
  Cancelled: "secondary",
  Expired: "secondary",
} as const;

/** What the buyer is told before and after cancelling, by the event's policy. */
function cancelWords(view: OwnRegistration) {
  const paid = formatCents(view.registration.totalCents);
  switch (view.policy.refund) {
    case "free":
      return {
        before: "Your seats will be released for someone else.",
        after: "Your registration has been cancelled and your seats released.",
      };
    case "refunded":
      return {
        before: `Your seats will be released and your payment of ${paid} refunded.`,
        after: `Your registration has been cancelled. Your payment of ${paid} will be refunded to your card; this can take a few business days.`,
      };
    case "not refunded":
      return {
        before: `Your seats will be released. This event's tickets are not refunded: your payment of ${paid} will not be paid back.`,
        after:
          "Your registration has been cancelled and your seats released. As this event's policy says, your payment is not refunded.",
      };
  }
}

function issueFor(result: Result, path: string) {
  if (!isActionError(result)) return undefined;
  return result.error.issues?.find((issue) => issue.path === path)?.message;
}

export function ManageRegistrationPage({
  view,
  token,
  result,
}: {
  view: OwnRegistration;
  token: string;
  result: Result;
}) {
  const site = useSite();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [confirming, setConfirming] = useState(false);
  const { registration, event, ticketType, policy } = view;
  const words = cancelWords(view);
  // Decision 018: Cancel cancels every line the order holds now.
  const ticketsWord = view.lines
    .filter((line) => line.status === registration.status)
    .map((line) => `${line.quantity} × ${line.ticketTypeName}`)
    .join(", ");
  const cancelled = result && "cancelled" in result;
  useEffect(() => {
    if (navigation.state === "idle") setConfirming(false);
  }, [navigation.state]);
  const error = isActionError(result) ? result.error.message : null;

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <Card>
        <CardHeader className="gap-2">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Ticket aria-hidden="true" className="size-4" /> Reference {registration.reference}
          </p>
          <h1 className="text-2xl font-bold">Your Registration</h1>
          <p className="text-lg font-semibold">{event.title}</p>
        </CardHeader>
        <CardContent className="space-y-6">
          {error ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
            >
              {error}
            </p>
          ) : null}
          {cancelled ? (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              {words.after}
            </p>
          ) : null}
          {result && "saved" in result ? (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              Your guests' details have been saved.
            </p>
          ) : null}
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2">
            <dt className="text-muted-foreground">Date</dt>
            <dd className="mb-2 sm:mb-0">
              {formatLongDate(event.startsAt)} at {formatTime(event.startsAt)}
            </dd>
            <dt className="text-muted-foreground">Location</dt>
            <dd className="mb-2 sm:mb-0">{event.location}</dd>
            {view.lines.length > 1 ? (
              <>
                <dt className="text-muted-foreground">Tickets</dt>
                <dd className="mb-2 sm:mb-0">
                  <ul className="space-y-1">
                    {view.lines.map((line) => (
                      <li key={line.ticketTypeName} className="flex flex-wrap items-center gap-x-2">
                        <span>
                          {line.quantity} × {line.ticketTypeName}
                        </span>
                        <span className="text-muted-foreground">
                          {formatCents(line.totalCents)}
                        </span>
                        {line.discountCents > 0 ? (
                          <span className="text-muted-foreground">
                            (after a discount of {formatCents(line.discountCents)})
                          </span>
                        ) : null}
                        {line.status !== registration.status ? (
                          <Badge variant={statusVariant[line.status]}>{line.status}</Badge>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : (
              <>
                <dt className="text-muted-foreground">Ticket type</dt>
                <dd className="mb-2 sm:mb-0">{ticketType.name}</dd>
                <dt className="text-muted-foreground">Quantity</dt>
                <dd className="mb-2 sm:mb-0">{registration.quantity}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Total</dt>
            <dd className="mb-2 font-semibold sm:mb-0">{formatCents(registration.totalCents)}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge variant={statusVariant[registration.status]}>{registration.status}</Badge>
            </dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <a href={`/registrations/${token}/calendar.ics`} download="event.ics">
                <Download aria-hidden="true" /> Add to calendar (.ics)
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={view.googleCalendarUrl} target="_blank" rel="noopener noreferrer">
                <CalendarPlus aria-hidden="true" /> Add to Google Calendar
              </a>
            </Button>
          </div>
          {view.checkIn ? (
            <div className="flex flex-col items-center gap-2 rounded-lg border p-4 text-center">
              <h2 className="font-semibold">Your check-in code</h2>
              <img
                src={`data:image/png;base64,${view.checkIn.qrPngBase64}`}
                alt={`QR check-in code for reference ${registration.reference}`}
                width={200}
                height={200}
              />
              <p className="text-sm text-muted-foreground">
                Show it at the door, on your phone or printed.
              </p>
            </div>
          ) : null}
        </CardContent>
      </Card>

      {registration.status === "Confirmed" && !cancelled ? (
        <GuestsCard view={view} busy={busy} result={result} />
      ) : null}

      {registration.status === "Confirmed" && !cancelled ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">Can't come?</h2>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            {policy.canCancel ? (
              <>
                <p className="text-muted-foreground">
                  You can cancel online until {formatDateTime(policy.cancelUntil!)}. {words.before}
                </p>
                <AlertDialog open={confirming} onOpenChange={setConfirming}>
                  <AlertDialogTrigger asChild>
                    <Button variant="destructive">Cancel Registration</Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent>
                    <AlertDialogTitle>Cancel your registration?</AlertDialogTitle>
                    <AlertDialogDescription>
                      {event.title}, {formatLongDate(event.startsAt)}: {ticketsWord}. {words.before}{" "}
                      This can't be undone.
                    </AlertDialogDescription>
                    <AlertDialogFooter>
                      <AlertDialogCancel disabled={busy}>Keep Registration</AlertDialogCancel>
                      <Button
                        variant="destructive"
                        disabled={busy}
                        onClick={() => submit({ intent: "cancel" }, { method: "post" })}
                      >
                        {busy ? "Cancelling..." : "Cancel Registration"}
                      </Button>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
              </>
            ) : (
              <p className="text-muted-foreground">
                {policy.cancelUntil
                  ? `Online cancellation closed on ${formatDateTime(policy.cancelUntil)}.`
                  : "This event's tickets can't be cancelled online."}{" "}
                Please contact us at {site.email} if you can't attend.
              </p>
            )}
          </CardContent>
        </Card>
      ) : null}

      <div className="text-center">
        <Link to={`/events/${event.id}`} className="text-sm font-medium text-primary underline">
          See the event page
        </Link>
      </div>
    </section>
  );
}

function GuestsCard({
  view,
  busy,
  result,
}: {
  view: OwnRegistration;
  busy: boolean;
  result: Result;
}) {
  const { policy, guests, registration } = view;
  const issue = (path: string) => issueFor(result, path);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Guests and needs</h2>
        <p className="text-sm text-muted-foreground">
          {policy.canEdit
            ? `You can change these details until ${formatDateTime(policy.editUntil)}.`
            : `These details could be changed online until ${formatDateTime(policy.editUntil)}. Please contact us if something needs to change.`}
        </p>
      </CardHeader>
      <CardContent>
        <Form method="post" className="space-y-6">
          <input type="hidden" name="intent" value="guests" />
          <fieldset disabled={!policy.canEdit || busy} className="space-y-6">
            {guests.map((guest, index) => (
              <fieldset key={guest.id} className="space-y-3 rounded-lg border p-4">
                <legend className="px-1 text-sm font-semibold">
                  Guest {index + 1}
                  {view.lines.length > 1 ? (
                    <span className="font-normal text-muted-foreground">
                      {" "}
                      ({guest.ticketTypeName})
                    </span>
                  ) : null}
                </legend>
                <input type="hidden" name={`guests.${index}.id`} value={guest.id} />
                <TextField
                  label="Name"
                  name={`guests.${index}.guest_name`}
                  defaultValue={guest.guest_name}
                  required
                  maxLength={100}
                  error={issue(`guests.${index}.guest_name`)}
                />
                <TextField
                  label="Email (optional)"
                  type="email"
                  name={`guests.${index}.guest_email`}
                  defaultValue={guest.guest_email}
                  maxLength={255}
                  error={issue(`guests.${index}.guest_email`)}
                />
                <TextField
                  label="Dietary restrictions (optional)"
                  name={`guests.${index}.dietary_restrictions`}
                  defaultValue={guest.dietary_restrictions}
                  maxLength={500}
                  error={issue(`guests.${index}.dietary_restrictions`)}
                />
                <TextField
                  label="Accessibility needs (optional)"
                  name={`guests.${index}.accessibility_needs`}
                  defaultValue={guest.accessibility_needs}
                  maxLength={500}
                  error={issue(`guests.${index}.accessibility_needs`)}
                />
              </fieldset>
            ))}
            <TextareaField
              label="Special requests (optional)"
              name="specialRequests"
              defaultValue={registration.specialRequests ?? ""}
              maxLength={1000}
              error={issue("specialRequests")}
            />
          </fieldset>
          {policy.canEdit ? (
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save Details"}
            </Button>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  );
}
