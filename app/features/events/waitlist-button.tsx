// "Join the Waitlist" on a sold-out event or ticket type (docs/decisions/017-self-service-and-waitlist.md).
// The dialog (Radix's dialog and the form's schema) loads on first use, as the
// registration dialog does, keeping event pages' first load light (decision 012).
import { ListPlus } from "lucide-react";
import { lazy, Suspense, useRef, useState, type ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import type { WaitlistDialogProps } from "./waitlist-dialog";

const WaitlistDialog = lazy(() =>
  import("./waitlist-dialog").then((m) => ({ default: m.WaitlistDialog })),
);

type Props = Omit<ComponentProps<typeof Button>, "onClick"> &
  Pick<WaitlistDialogProps, "eventId" | "eventTitle" | "ticketTypes" | "ticketTypeId">;

export function WaitlistButton({
  eventId,
  eventTitle,
  ticketTypes,
  ticketTypeId,
  children,
  ...buttonProps
}: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        {...buttonProps}
        onClick={() => setOpen(true)}
      >
        {children ?? (
          <>
            <ListPlus aria-hidden="true" /> Join the Waitlist
          </>
        )}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WaitlistDialog
            eventId={eventId}
            eventTitle={eventTitle}
            ticketTypes={ticketTypes}
            ticketTypeId={ticketTypeId}
            open={open}
            onOpenChange={setOpen}
            // Focus goes back to the button that opened the dialog (Radix only does this for its own triggers).
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
