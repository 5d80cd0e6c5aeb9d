// 'Quick Register' (events list) and 'Register Now' (detail page): a button
// that opens the registration dialog, which loads its own ticket data (SPEC §7).
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import type { DialogEvent } from "./types";

// The dialog (Radix's dialog and the form libraries) loads on first use, or
// earlier when the browser is idle (app/lib/idle-preload.ts), keeping event
// pages light: even its loading state is a lazy module.
const RegistrationDialog = lazy(() =>
  import("./registration-dialog").then((m) => ({ default: m.RegistrationDialog })),
);
const LoadingDialog = lazy(() =>
  import("./loading-dialog").then((m) => ({ default: m.LoadingDialog })),
);

type Props = Omit<ComponentProps<typeof Button>, "onClick"> & {
  eventId: string;
  eventTitle: string;
  preselectedTicketTypeId?: string;
};

export function RegisterButton({
  eventId,
  eventTitle,
  preselectedTicketTypeId,
  children,
  ...buttonProps
}: Props) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ event: DialogEvent }>();
  const revalidator = useRevalidator();
  const opener = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button that opened the dialog (Radix only does this for its own triggers).
  const returnFocus = (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
  useEffect(() => {
    if (open) fetcher.load(`/events/${eventId}/register`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on each opening
  }, [open, eventId]);

  // Revalidation after the registration also reloads this fetcher: keep the
  // dialog mounted on the data it has, or its result would be lost.
  const event = fetcher.data?.event;
  const ready = open && event && event.id === eventId;
  return (
    <>
      <Button ref={opener} type="button" {...buttonProps} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {ready ? (
        <Suspense fallback={null}>
          <RegistrationDialog
            key={eventId}
            event={event}
            open={open}
            onOpenChange={setOpen}
            preselectedTicketTypeId={preselectedTicketTypeId}
            onSuccess={() => void revalidator.revalidate()}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : open ? (
        <Suspense fallback={null}>
          <LoadingDialog
            eventTitle={eventTitle}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
