// A waitlist offer (docs/decisions/017-self-service-and-waitlist.md): the seats
// held for this person until the offer ends, and the registration form for them.
import { Hourglass } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { isActionError, type ActionError } from "~/lib/action-result";
import { formatDateTime, formatLongDate, formatTime } from "../../../shared/domain/dates";
import { formatCents, formatPrice } from "../../../shared/domain/money";
import { plural } from "../../../shared/domain/words";
import type { OfferView } from "../../../server/modules/events/index.server";

type Result = ActionError | { registered: true; email: string } | undefined;

export function WaitlistOfferPage({
  offer,
  seats,
  result,
}: {
  offer: OfferView;
  /** The seats the offer holds (shared/domain/capacity orderSeats, counted by the loader). */
  seats: number;
  result: Result;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { event, ticketType, entry } = offer;
  const registered = result && "registered" in result ? result : null;
  const refusal = isActionError(result) ? result.error : null;
  const issue = (path: string) => refusal?.issues?.find((i) => i.path === path)?.message;

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardHeader className="gap-2">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Hourglass aria-hidden="true" className="size-4" /> Waitlist offer
          </p>
          <h1 className="text-2xl font-bold">{event.title}</h1>
          <p className="text-sm text-muted-foreground">
            {formatLongDate(event.startsAt)} at {formatTime(event.startsAt)} · {event.location}
          </p>
        </CardHeader>
        <CardContent className="space-y-6">
          {registered ? (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              You're registered! We've sent a confirmation with your check-in code to{" "}
              {registered.email}.
            </p>
          ) : offer.state === "claimed" ? (
            <p role="status" className="text-sm">
              You have already registered with this offer. Your confirmation e-mail has the link to
              your registration.
            </p>
          ) : offer.state === "lapsed" || !ticketType ? (
            <p role="status" className="text-sm">
              This offer has ended and the seats went to the next person waiting. You're welcome to
              join the waitlist again from the event page.
            </p>
          ) : (
            <>
              <p>
                We're holding {plural(entry.quantity, `${ticketType.name} ticket`)}
                {ticketType.priceCents > 0
                  ? ` (${formatPrice(ticketType.priceCents)} each, ${formatCents(ticketType.priceCents * entry.quantity)} in all)`
                  : " (free)"}{" "}
                for you until <strong>{formatDateTime(offer.offerExpiresAt!)}</strong>.
              </p>
              {refusal && !refusal.issues ? (
                <p
                  role="alert"
                  className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
                >
                  {refusal.message}
                </p>
              ) : null}
              <Form method="post" className="space-y-4">
                <TextField
                  label="Name"
                  name="customerName"
                  defaultValue={entry.name}
                  required
                  maxLength={100}
                  autoComplete="name"
                  error={issue("customerName")}
                />
                <TextField
                  label="Email"
                  name="customerEmail"
                  type="email"
                  defaultValue={entry.email}
                  required
                  maxLength={255}
                  autoComplete="email"
                  error={issue("customerEmail")}
                />
                <TextField
                  label="Phone (optional)"
                  name="customerPhone"
                  type="tel"
                  maxLength={20}
                  autoComplete="tel"
                  error={issue("customerPhone")}
                />
                {seats > 1
                  ? Array.from({ length: seats }, (_, i) => (
                      <fieldset key={i} className="space-y-3 rounded-lg border p-4">
                        <legend className="px-1 text-sm font-semibold">Guest {i + 1}</legend>
                        <TextField
                          label="Name"
                          name={`guests.${i}.guest_name`}
                          defaultValue={i === 0 ? entry.name : ""}
                          required
                          maxLength={100}
                          error={issue(`guests.${i}.guest_name`)}
                        />
                        <TextField
                          label="Dietary restrictions (optional)"
                          name={`guests.${i}.dietary_restrictions`}
                          maxLength={500}
                        />
                        <TextField
                          label="Accessibility needs (optional)"
                          name={`guests.${i}.accessibility_needs`}
                          maxLength={500}
                        />
                      </fieldset>
                    ))
                  : null}
                <TextareaField
                  label="Special requests (optional)"
                  name="specialRequests"
                  maxLength={1000}
                  error={issue("specialRequests")}
                />
                <Button type="submit" className="w-full" disabled={busy}>
                  {busy
                    ? "Registering..."
                    : ticketType.priceCents > 0
                      ? "Continue to Payment"
                      : "Complete Registration"}
                </Button>
              </Form>
            </>
          )}
          <div className="text-center">
            <Link to={`/events/${event.id}`} className="text-sm font-medium text-primary underline">
              See the event page
            </Link>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
