// The event payment return pages (SPEC §2: loaded lazily, their content not shown).
// After a checkout the visitor lands here and is sent back to the events list.
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export default function PaymentReturn({ outcome }: { outcome: "success" | "cancel" }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {outcome === "success" ? "Thank you for registering" : "Registration cancelled"}
      </h1>
      <p className="text-muted-foreground">
        {outcome === "success"
          ? "Your payment is being confirmed. A confirmation e-mail is on its way."
          : "No charges were made. Your held seats have been released."}
      </p>
      <Button asChild>
        <Link to="/events">Back to Events</Link>
      </Button>
    </section>
  );
}
