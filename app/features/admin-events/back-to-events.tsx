import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The way back from one event's own back-office page to Event Management. */
export function BackToEvents() {
  return (
    <Button variant="ghost" size="sm" asChild>
      <Link to="/admin/events">
        <ArrowLeft aria-hidden="true" /> Back to Events
      </Link>
    </Button>
  );
}
