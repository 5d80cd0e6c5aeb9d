// The confirmed deletes of the event back office (events, ticket types,
// registrations, photos; SPEC §4): `ask` opens the confirmation for a row,
// confirming posts `{ intent: "delete", id }` to `action`; either answer
// closes it. Spread `dialog` on ./confirm-delete-dialog.
import { useState } from "react";
import { toast } from "sonner";
import type { ActionError } from "~/lib/action-result";
import { useAdminMutation } from "./use-admin-mutation";

export function useDeleteConfirmation<T extends { id: string }>(
  action: string,
  messages: { deleted: string; failed: (error: ActionError["error"]) => void },
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useAdminMutation();

  function onConfirm() {
    if (!deleting) return;
    remove.submit(
      action,
      { intent: "delete", id: deleting.id },
      {
        onSuccess: () => {
          toast.success(messages.deleted);
          setDeleting(null);
        },
        onError: (error) => {
          messages.failed(error);
          setDeleting(null);
        },
      },
    );
  }

  return {
    /** The row the confirmation asks about, or null. */
    deleting,
    ask: setDeleting,
    busy: remove.busy,
    dialog: {
      open: deleting !== null,
      busy: remove.busy,
      onConfirm,
      onOpenChange: (open: boolean) => !open && setDeleting(null),
    },
  };
}
