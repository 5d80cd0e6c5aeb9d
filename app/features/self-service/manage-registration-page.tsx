// The buyer's own page of a registration (docs/decisions/017-self-service-and-waitlist.md):
// the order with every ticket type line (decision 018), add to calendar, the QR
// check-in code, guests' names and needs until the cutoff, and Cancel behind a
// confirmation dialog. Every change is a POST from a button, never the GET of
// the link (mail scanners follow links).
import { Ticket } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { isActionError, type ActionError } from "~/lib/action-result";
import type { CancelOutcome, OwnRegistration } from "../../../server/modules/orders/index.server";
import { CalendarLinks } from "./calendar-links";
import { CancelRegistrationCard } from "./cancel-registration-card";
import { cancelWords } from "./cancel-words";
import { CheckInCode } from "./check-in-code";
import { GuestsCard } from "./guests-card";
import { RegistrationSummary } from "./registration-summary";

type Result = ActionError | { cancelled: CancelOutcome } | { saved: true } | undefined;

export function ManageRegistrationPage({
  view,
  token,
  result,
}: {
  view: OwnRegistration;
  token: string;
  result: Result;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { registration, event } = view;
  const cancelled = result && "cancelled" in result;
  const error = isActionError(result) ? result.error : null;

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
              {error.message}
            </p>
          ) : null}
          {cancelled ? (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              {cancelWords(view).after}
            </p>
          ) : null}
          {result && "saved" in result ? (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              Your guests' details have been saved.
            </p>
          ) : null}
          <RegistrationSummary view={view} />
          <CalendarLinks token={token} googleCalendarUrl={view.googleCalendarUrl} />
          {view.checkIn ? (
            <CheckInCode
              qrPngBase64={view.checkIn.qrPngBase64}
              reference={registration.reference}
            />
          ) : null}
        </CardContent>
      </Card>

      {registration.status === "Confirmed" && !cancelled ? (
        <GuestsCard view={view} busy={busy} error={error} />
      ) : null}

      {registration.status === "Confirmed" && !cancelled ? (
        <CancelRegistrationCard view={view} busy={busy} />
      ) : null}

      <div className="text-center">
        <Link to={`/events/${event.id}`} className="text-sm font-medium text-primary underline">
          See the event page
        </Link>
      </div>
    </section>
  );
}
