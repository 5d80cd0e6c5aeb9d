import { XCircle } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { forgetPendingCheckout } from "./use-pending-checkout";

/** SPEC §2 Donation cancelled. */
export function DonationCancelled() {
  // The checkout was left: the donate page, in any tab, may start again (use-pending-checkout.ts).
  useEffect(() => forgetPendingCheckout(), []);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <XCircle aria-hidden="true" className="size-14 text-muted-foreground" />
      <h1 className="text-3xl font-bold sm:text-4xl">Donation Cancelled</h1>
      <p className="text-muted-foreground">
        Your donation was cancelled and no charges were made. You can try again whenever you are
        ready.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/donate">Try Again</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </section>
  );
}
