import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";

/**
 * SPEC §4, §8: deletes are confirmed first, asking SPEC's own sentence ('Are you
 * sure you want to delete … ? This action cannot be undone.'). Driven by
 * `useDeleteConfirmation` (spread its `dialog`).
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  warning,
  onConfirm,
  busy,
  confirmLabel = "Delete",
  busyLabel = "Deleting...",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Shown under the question, e.g. why the delete will be refused. */
  warning?: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  /** The confirming button, for a confirmed change that is not a delete (releasing a hold). */
  confirmLabel?: string;
  busyLabel?: string;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
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
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {/* Not AlertDialogAction: the dialog stays open until the change has answered. */}
          <Button variant="destructive" onClick={onConfirm} busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
