// SPEC §2 Donation success and §4 payment verification: a spinner while the
// payment is being verified, then the confirmation. The page only reads the
// gift's status (DESIGN "Payments"); while the provider's event has not
// arrived yet it polls briefly.
import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { formatCents } from "../../../shared/domain/money";
import { donationToasts } from "../../../shared/schemas/donations";
import { useSite } from "~/lib/site";
import { forgetPendingCheckout } from "./use-pending-checkout";
import type { DonationVerification } from "../../../server/modules/giving/index.server";

const POLL_MS = 1500;
const MAX_POLLS = 20;

/** SPEC §4: 'completed' shows as Successful; any other value is shown raw. */
export const statusLabel = (status: string) => (status === "completed" ? "Successful" : status);

function SupportContact() {
  const site = useSite();
  return (
    <p className="text-sm text-muted-foreground">
      Questions about your donation? Contact us at{" "}
      <a className="font-medium text-primary underline" href={`mailto:${site.email}`}>
        {site.email}
      </a>{" "}
      or {site.phone}.
    </p>
  );
}

function Links() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to="/">Return Home</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/fundraisers">View Fundraisers</Link>
      </Button>
    </div>
  );
}

export function DonationSuccess({ verification }: { verification: DonationVerification | null }) {
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const toasted = useRef(false);
  const pending = verification?.paymentStatus === "pending";
  const verifying = pending && polls < MAX_POLLS;

  useEffect(() => {
    if (!verifying || revalidator.state !== "idle") return;
    const timer = window.setTimeout(() => {
      setPolls((n) => n + 1);
      void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [verifying, polls, revalidator]);

  // The checkout is over: the donate page, in any tab, may start a new gift (use-pending-checkout.ts).
  useEffect(() => {
    if (verification) forgetPendingCheckout();
  }, [verification]);

  useEffect(() => {
    if (toasted.current || verifying) return;
    toasted.current = true;
    if (!verification)
      toast.error(donationToasts.verificationError.title, {
        description: donationToasts.verificationError.description,
      });
    else if (verification.paymentStatus === "completed")
      toast.success(donationToasts.verified.title, {
        description: donationToasts.verified.description,
      });
  }, [verification, verifying]);

  if (verifying) {
    return (
      <section className="flex flex-col items-center gap-4 px-4 py-24 text-center">
        <Spinner className="size-10" label="Verifying your payment" />
        <p className="text-sm text-muted-foreground">This usually takes a few seconds.</p>
      </section>
    );
  }

  if (!verification) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
        <XCircle aria-hidden="true" className="size-14 text-destructive" />
        <h1 className="text-3xl font-bold">We Could Not Verify Your Payment</h1>
        <p className="text-muted-foreground">{donationToasts.verificationError.description}</p>
        <Links />
        <SupportContact />
      </section>
    );
  }

  const completed = verification.paymentStatus === "completed";
  const cadence =
    verification.interval === "month"
      ? " monthly"
      : verification.interval === "year"
        ? " yearly"
        : "";
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center">
      <CheckCircle2 aria-hidden="true" className="size-14 text-success" />
      <h1 className="text-3xl font-bold sm:text-4xl">Thank You for Your Donation</h1>
      <Card className="w-full text-left">
        <CardContent className="pt-6">
          <h2 className="mb-4 text-lg font-semibold">
            {completed ? "Payment Confirmed" : "Payment Status"}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Status</dt>
            <dd className="font-semibold" data-testid="payment-status">
              {statusLabel(verification.paymentStatus)}
            </dd>
            <dt className="text-muted-foreground">Reference</dt>
            <dd className="font-mono font-semibold tracking-wider" data-testid="donation-reference">
              {verification.reference}
            </dd>
            <dt className="text-muted-foreground">Amount</dt>
            <dd>
              {formatCents(verification.amountCents)}
              {cadence}
            </dd>
            <dt className="text-muted-foreground">Designation</dt>
            <dd>{verification.designation}</dd>
            <dt className="text-muted-foreground">Receipt Email</dt>
            <dd className="break-all">{verification.session.customer_email}</dd>
            <dt className="text-muted-foreground">Transaction ID</dt>
            <dd className="break-all font-mono text-xs leading-5">{verification.session.id}</dd>
          </dl>
          <p className="mt-4 text-sm text-muted-foreground">
            Please quote your reference if you write to us about this gift.
          </p>
          {pending ? (
            <p className="mt-4 text-sm text-muted-foreground">
              Your payment is still being confirmed by our payment provider. Your receipt will
              arrive by e-mail once it is.
            </p>
          ) : null}
        </CardContent>
      </Card>
      <p className="text-muted-foreground">
        Your generosity sends care packages to service members far from home, supports military
        families through hard seasons and honors the veterans of our community. A receipt is on its
        way to your inbox.
      </p>
      <Links />
      <SupportContact />
    </section>
  );
}
