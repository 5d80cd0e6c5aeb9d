// The event payment return pages (SPEC §2: loaded lazily; docs/decisions/004).
import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { useSite } from "~/lib/site";
import type { RegistrationReceipt } from "../../../server/modules/events/index.server";

type Props =
  | { outcome: "success"; receipt: RegistrationReceipt | null; eventId?: never }
  | { outcome: "cancel"; eventId: string | null; receipt?: never };

const POLL_MS = 2000;
const POLL_LIMIT = 10;

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      {children}
    </section>
  );
}

/** While the payment event has not arrived yet, look again a few times. */
function usePolling(active: boolean) {
  const revalidator = useRevalidator();
  const polls = useRef(0);
  useEffect(() => {
    if (!active || polls.current >= POLL_LIMIT) return;
    const timer = window.setTimeout(() => {
      polls.current += 1;
      void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  });
  return polls.current >= POLL_LIMIT;
}

function Success({ receipt }: { receipt: RegistrationReceipt | null }) {
  const site = useSite();
  const pending = receipt?.status === "pending" && !receipt.needsRefund;
  const gaveUp = usePolling(pending);
  if (!receipt) {
    return (
      <Shell>
        <XCircle aria-hidden="true" className="size-12 text-destructive" />
        <h1 className="text-3xl font-bold">We couldn't find this registration</h1>
        <p className="text-muted-foreground">
          If you completed a payment, your confirmation e-mail is on its way. Questions? Write to{" "}
          <a className="underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .
        </p>
        <Button asChild>
          <Link to="/events">Back to Events</Link>
        </Button>
      </Shell>
    );
  }
  if (pending) {
    return (
      <Shell>
        {gaveUp ? <Clock aria-hidden="true" className="size-12 text-warning" /> : <Spinner />}
        <h1 className="text-3xl font-bold">Confirming your payment</h1>
        <p className="text-muted-foreground" aria-live="polite">
          {gaveUp
            ? `This is taking longer than usual. Your seats stay held; we will e-mail ${receipt.customerEmail} as soon as the payment is confirmed.`
            : "This usually takes a few seconds. Please keep this page open."}
        </p>
      </Shell>
    );
  }
  const confirmed = receipt.status === "active";
  return (
    <Shell>
      {confirmed ? (
        <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
      ) : (
        <XCircle aria-hidden="true" className="size-12 text-destructive" />
      )}
      <h1 className="text-3xl font-bold">
        {confirmed ? "You're registered!" : "Your registration needs our attention"}
      </h1>
      <p className="text-muted-foreground">
        {confirmed
          ? `A confirmation with your check-in code and a calendar file is on its way to ${receipt.customerEmail}.`
          : `Your payment arrived after the seats we held for you were released. Our staff will refund it in full and write to ${receipt.customerEmail}.`}
      </p>
      <Card className="w-full text-left">
        <CardContent className="grid grid-cols-1 gap-2 p-6 text-sm">
          <p className="text-lg font-semibold">{receipt.eventTitle}</p>
          <p>
            {formatLongDate(receipt.startsAt)} at {formatTime(receipt.startsAt)}
          </p>
          <p>{receipt.location}</p>
          {receipt.lines.map((line) => (
            <p key={line.ticketTypeName}>
              {line.ticketTypeName} × {line.quantity}
            </p>
          ))}
          <p className="font-semibold">Total: {formatCents(receipt.totalCents)}</p>
          <p>
            Reference{" "}
            <span
              className="font-mono font-semibold tracking-wider"
              data-testid="registration-reference"
            >
              {receipt.reference}
            </span>{" "}
            <span className="text-muted-foreground">
              (also in your e-mail; quote it if you write to us)
            </span>
          </p>
        </CardContent>
      </Card>
      <Button asChild>
        <Link to={`/events/${receipt.eventId}`}>Back to the event</Link>
      </Button>
    </Shell>
  );
}

function Cancelled({ eventId }: { eventId: string | null }) {
  const fetcher = useFetcher();
  const { search } = useLocation();
  useEffect(() => {
    // Release the held seats as soon as the visitor is back.
    fetcher.submit(null, { method: "post", action: `/events/cancel${search}` });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  return (
    <Shell>
      <XCircle aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-3xl font-bold">Registration cancelled</h1>
      <p className="text-muted-foreground">
        No charges were made, and the seats we were holding for you have been released.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {eventId ? (
          <Button asChild>
            <Link to={`/events/${eventId}`}>Back to the event</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/events">Back to Events</Link>
        </Button>
      </div>
    </Shell>
  );
}

export default function PaymentReturn(props: Props) {
  return props.outcome === "success" ? (
    <Success receipt={props.receipt} />
  ) : (
    <Cancelled eventId={props.eventId} />
  );
}
