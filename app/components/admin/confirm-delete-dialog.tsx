import type { ReactNode } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";

/**
 * SPEC §4, §8: deletes are confirmed first, asking SPEC's own sentence ('Are you
 * sure you want to delete … ? This action cannot be undone.'). Driven by
 * `useDeleteConfirmation` (spread its `dialog`). The site's one confirmation,
 * ConfirmDialog, with a delete's labels.
 */
export function ConfirmDeleteDialog({
  confirmLabel = "Delete",
  busyLabel = "Deleting...",
  ...props
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
    <ConfirmDialog
      {...props}
      variant="destructive"
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
    />
  );
}
