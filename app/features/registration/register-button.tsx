// 'Quick Register' (events list) and 'Register Now' (detail page): a button
// that opens the registration dialog, which loads its own ticket data (SPEC §7).
import { useEffect, useState, type ComponentProps } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { RegistrationDialog } from "./registration-dialog";
import type { DialogEvent } from "./types";

type Props = Omit<ComponentProps<typeof Button>, "onClick"> & {
  eventId: string;
  eventTitle: string;
  preselectedTicketTypeId?: string;
};

export function RegisterButton({ eventId, eventTitle, preselectedTicketTypeId, children, ...buttonProps }: Props) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ event: DialogEvent }>();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (open) fetcher.load(`/events/${eventId}/register`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on each opening
  }, [open, eventId]);

  const event = fetcher.data?.event;
  const ready = open && event && fetcher.state === "idle";
  return (
    <>
      <Button type="button" {...buttonProps} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {ready ? (
        <RegistrationDialog
          key={eventId}
          event={event}
          open={open}
          onOpenChange={setOpen}
          preselectedTicketTypeId={preselectedTicketTypeId}
          onSuccess={() => void revalidator.revalidate()}
        />
      ) : (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Select Tickets</DialogTitle>
            <DialogDescription>{eventTitle}</DialogDescription>
            <div className="flex justify-center py-6">
              <Spinner label="Loading..." />
            </div>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
