// The registration dialog's first state, while its ticket data loads (SPEC §7).
// Loaded with the dialog, on first use or when the browser is idle, so event
// pages do not ship Radix's dialog with their first load.
import type { ComponentProps } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";

type Props = {
  eventTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
};

export function LoadingDialog({ eventTitle, open, onOpenChange, onCloseAutoFocus }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>Select Tickets</DialogTitle>
        <DialogDescription>{eventTitle}</DialogDescription>
        <div className="flex justify-center py-6">
          <Spinner label="Loading..." />
        </div>
      </DialogContent>
    </Dialog>
  );
}
