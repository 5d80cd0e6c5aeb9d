// The confirmed delete of one row of a back-office list (SPEC §4, §8): `ask`
// opens the confirmation for a row; confirming posts `{ intent: "delete", id }`
// through the admin mutation; either answer closes it, with the success toast
// or the caller's `failed` toast (which says why: retrying would not help).
// Spread `dialog` on ConfirmDeleteDialog. Another confirmed change of one row
// (releasing a hold) names its own `intent`.
import { useState } from "react";
import { toast } from "sonner";
import type { ActionError } from "~/lib/action-result";
import { useAdminMutation } from "./use-admin-mutation";

export function useDeleteConfirmation<T extends { id: string }>({
  action,
  intent = "delete",
  deleted,
  onDeleted,
  failed,
}: {
  /** The route whose action deletes; by default the page's own. */
  action?: string;
  /** The action's intent; "delete" by default. */
  intent?: string;
  /** The success toast. */
  deleted: string;
  /** After the success toast: for a list the page's revalidation does not read again. */
  onDeleted?: () => void;
  failed: (error: ActionError["error"]) => void;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const remove = useAdminMutation();

  function onConfirm() {
    if (!target) return;
    remove.submit(
      { intent, id: target.id },
      {
        action,
        onSuccess: () => {
          toast.success(deleted);
          setTarget(null);
          onDeleted?.();
        },
        onError: (error) => {
          failed(error);
          setTarget(null);
        },
      },
    );
  }

  return {
    /** The row the confirmation asks about, or null. */
    target,
    ask: setTarget,
    busy: remove.busy,
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => !open && setTarget(null),
      onConfirm,
      busy: remove.busy,
    },
  };
}
