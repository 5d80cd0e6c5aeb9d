// DESIGN "Staff and roles": the invitations not yet taken up, each of which can be cancelled
// (an expired one removed).
import { X } from "lucide-react";
import { toast } from "sonner";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime, formatLongDate } from "../../../shared/domain/dates";
import { ROLE_LABELS, type StaffRole } from "../../../shared/domain/staff-roles";

export type StaffInvitation = {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
};

export function StaffInvitations({ invitations }: { invitations: StaffInvitation[] }) {
  const cancel = useAdminMutation();
  return (
    <section aria-labelledby="invitations-heading" className="space-y-3">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        Invitations
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invitations are waiting.</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Invitations">
          {invitations.map((i) => (
            <li
              key={i.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
              data-testid="staff-invitation"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{i.email}</p>
                <p className="text-sm text-muted-foreground">
                  <Badge variant={i.expired ? "destructive" : "warning"}>
                    {i.expired ? "Expired" : "Invited"}
                  </Badge>{" "}
                  {ROLE_LABELS[i.role]} · sent {formatDateTime(i.createdAt)} ·{" "}
                  {i.expired ? "expired" : "valid until"} {formatLongDate(i.expiresAt)}
                </p>
              </div>
              <Button
                variant="destructive-outline"
                size="sm"
                disabled={cancel.busy}
                onClick={() =>
                  cancel.submit(
                    { intent: "cancelInvitation", id: i.id },
                    {
                      onSuccess: () => toast.success(`Invitation to ${i.email} cancelled.`),
                      onError: (error) =>
                        toast.error("Could not cancel", { description: error.message }),
                    },
                  )
                }
              >
                <X aria-hidden="true" /> {i.expired ? "Remove" : "Cancel invitation"}
                <span className="sr-only"> for {i.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
