import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { useFetcherResult } from "~/components/admin/use-fetcher-result";

/**
 * The confirmed delete of one row of an admin list (SPEC §8): `ask` opens the
 * confirmation for a row; confirming posts `{ intent: "delete", id }` as JSON to
 * the page's action, and the answer toasts. Spread `dialog` on ConfirmDeleteDialog.
 */
export function useConfirmDelete<T extends { id: string }>(toasts: {
  deleted: string;
  failed: string;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const remove = useFetcher();

  useFetcherResult(remove, {
    onSuccess: () => {
      toast.success(toasts.deleted);
      setTarget(null);
    },
    onError: (error) => toast.error(toasts.failed, { description: error.message }),
  });

  return {
    /** The row the confirmation asks about, or null. */
    target,
    ask: setTarget,
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => !open && setTarget(null),
      pending: remove.state !== "idle",
      onConfirm: () =>
        target &&
        void remove.submit(
          { intent: "delete", id: target.id },
          { method: "post", encType: "application/json" },
        ),
    },
  };
}
