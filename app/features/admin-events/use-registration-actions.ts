// What can be done to one registration from the panel (SPEC "Registrations
// panel"): edit, delete, refund (decision 016), mark a late payment's refund
// resolved, release an unpaid hold. Each posts to the registrations page's action.
import { useState } from "react";
import { toast } from "sonner";
import type { RefundSubject } from "~/components/admin/refund-plan";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import type { AdminRegistration } from "../../../server/modules/orders/index.server";

/** The Refund dialog's subject: the tickets a registration still holds can be given back. */
const refundSubject = (r: AdminRegistration): RefundSubject => ({
  kind: "registration",
  id: r.id,
  name: r.customerName,
  paidCents: r.totalCents,
  refundedCents: r.refundedCents,
  tickets:
    r.storedStatus === "active" && r.quantity > 0
      ? { held: r.quantity, refundedUnits: r.refundedUnits }
      : null,
});

export function useRegistrationActions(eventId: string) {
  const action = `/admin/events/${eventId}/registrations`;
  const [editing, setEditing] = useState<AdminRegistration | null>(null);
  const [refunding, setRefunding] = useState<{ subject: RefundSubject; full: boolean } | null>(
    null,
  );
  const resolve = useAdminMutation();
  const remove = useDeleteConfirmation<AdminRegistration>({
    action,
    deleted: "Registration deleted successfully",
    failed: (error) => toast.error("Failed to delete registration", { description: error.message }),
  });
  const release = useDeleteConfirmation<AdminRegistration>({
    action,
    intent: "release",
    deleted: "Hold released",
    failed: (error) => toast.error("Could not release the hold", { description: error.message }),
  });

  function resolveRefund(r: AdminRegistration) {
    resolve.submit(
      { intent: "resolve-refund", id: r.id },
      {
        action,
        onSuccess: () => toast.success("Refund marked as resolved"),
        onError: (error) =>
          toast.error("Could not mark the refund resolved", { description: error.message }),
      },
    );
  }

  return {
    /** The registrations page, whose action takes every change. */
    action,
    editing,
    edit: setEditing,
    refunding,
    /** `full` opens the dialog on the confirmation of a full refund. */
    refund: (r: AdminRegistration, full: boolean) =>
      setRefunding({ full, subject: refundSubject(r) }),
    closeRefund: () => setRefunding(null),
    resolveRefund,
    resolving: resolve.busy,
    remove,
    release,
  };
}
