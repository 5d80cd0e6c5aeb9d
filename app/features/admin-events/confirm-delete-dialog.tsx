import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";

/** SPEC §4: deletions are confirmed first; the question is SPEC's own sentence. */
export function ConfirmDeleteDialog({
  open,
  title,
  question,
  warning,
  busy,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  question: ReactNode;
  /** Shown under the question, e.g. why the delete will be refused. */
  warning?: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{question}</AlertDialogDescription>
        {warning ? (
          <p role="note" className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive">
            {warning}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              // Stay open until the action answers; the caller closes on success.
              event.preventDefault();
              onConfirm();
            }}
          >
            {busy ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
