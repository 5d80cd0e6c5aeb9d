import { ArrowLeft, CalendarX } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/page/empty-state";
import { Button } from "~/components/ui/button";

/** SPEC §2 Event detail: unknown, removed or unloadable events. */
export function EventNotFound() {
  return (
    <div className="px-4 py-20">
      <EmptyState
        icon={CalendarX}
        title="Event Not Found"
        headingLevel={1}
        action={
          <Button asChild>
            <Link to="/events">
              <ArrowLeft aria-hidden="true" /> Back to Events
            </Link>
          </Button>
        }
      >
        The event you're looking for doesn't exist or has been removed.
      </EmptyState>
    </div>
  );
}
