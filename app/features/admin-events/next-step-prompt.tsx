import { Ticket, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";

/**
 * After a ticketed event is created, the step without which nobody can register: its ticket
 * types. Focus comes here from the closed Add Event dialog, so a keyboard user lands on it.
 */
export function NextStepPrompt({
  title,
  onAddTicketTypes,
  onDismiss,
}: {
  title: string;
  onAddTicketTypes: () => void;
  onDismiss: () => void;
}) {
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    action.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="next-step-title"
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center"
    >
      <Ticket aria-hidden="true" className="hidden size-8 shrink-0 text-primary sm:block" />
      <div className="flex-1 space-y-1">
        <h2 id="next-step-title" className="font-semibold">
          Next: add ticket types
        </h2>
        <p className="text-sm text-muted-foreground">
          &ldquo;{title}&rdquo; is saved with ticketing on. People can register once it has a ticket
          type.
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Button ref={action} onClick={onAddTicketTypes}>
          Add ticket types
        </Button>
        <Button variant="ghost" size="icon" onClick={onDismiss} aria-label="Not now">
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
