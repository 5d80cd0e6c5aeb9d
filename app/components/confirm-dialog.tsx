// The one way the site asks "are you sure?" (SPEC §4, §8: deletes and other changes
// that cannot be undone are confirmed first), in the back office and on the
// supporters' self-service pages alike. A Radix AlertDialog (docs/accessibility.md
// 4.1.2): role="alertdialog" named by its title and described by its description,
// focus trapped inside and starting on the safe answer (Cancel), Escape to cancel,
// and focus back where it was when it closes.
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { useRef, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";

export type ConfirmDialogProps = {
  /** Controlled: whether it is open. Leave out (with `trigger`) to let the trigger open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it; focus goes back to it on close. */
  trigger?: ReactNode;
  /** The question, which names the dialog ("Delete Photo", "Cancel your registration?"). */
  title: ReactNode;
  description: ReactNode;
  /** Shown under the question, e.g. why the change will be refused. */
  warning?: ReactNode;
  /** The confirming button's label; `busyLabel` while the change is on its way. */
  confirmLabel: string;
  busyLabel?: string;
  /** The button that changes nothing. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** The change is on its way: the buttons are disabled and the dialog stays open. */
  busy?: boolean;
  /** Solid red for a delete or another loss; the default (primary) otherwise. */
  variant?: "destructive" | "default";
  /**
   * Close as soon as it is confirmed (the page shows the progress itself). By
   * default the dialog stays open until the caller closes it, once the change has answered.
   */
  closeOnConfirm?: boolean;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  warning,
  confirmLabel,
  busyLabel,
  cancelLabel = "Cancel",
  onConfirm,
  busy = false,
  variant = "destructive",
  closeOnConfirm = false,
}: ConfirmDialogProps) {
  // Opened from a row's button rather than a trigger, Radix would leave focus on the
  // page's body when it closes; it goes back to the element that had it instead.
  const openedFrom = useRef<HTMLElement | null>(null);
  const confirm = (
    <Button variant={variant} onClick={onConfirm} busy={busy}>
      {busy && busyLabel ? busyLabel : confirmLabel}
    </Button>
  );
  return (
    <AlertDialog
      open={open}
      // While the change is on its way, Escape does not hide what it is doing.
      onOpenChange={(next) => (busy && !next ? undefined : onOpenChange?.(next))}
    >
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          openedFrom.current = active instanceof HTMLElement ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          if (trigger) return;
          event.preventDefault();
          if (openedFrom.current?.isConnected) openedFrom.current.focus();
          openedFrom.current = null;
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {warning ? (
          <p
            role="note"
            className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive"
          >
            {warning}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          {closeOnConfirm ? (
            <AlertDialogPrimitive.Action asChild>{confirm}</AlertDialogPrimitive.Action>
          ) : (
            confirm
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
