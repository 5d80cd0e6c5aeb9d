// DESIGN "Staff and roles": the people with access, each with a role that can be
// changed at once, and Remove (confirmed first) to take their access away.
import { UserMinus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatDateTime } from "../../../shared/domain/dates";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../shared/domain/staff-roles";

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  lastSignInAt: Date | null;
};

export function StaffMembers({ members, me }: { members: StaffMember[]; me: string }) {
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const remove = useAdminMutation();
  const change = useAdminMutation();

  const changeRole = (member: StaffMember, role: StaffRole) =>
    change.submit(
      { intent: "changeRole", id: member.id, role },
      {
        onSuccess: () => toast.success(`${member.name} is now ${ROLE_LABELS[role].toLowerCase()}.`),
        onError: (error) =>
          toast.error("Could not change the role", { description: error.message }),
      },
    );

  return (
    <>
      <section aria-labelledby="staff-heading" className="space-y-3">
        <h2 id="staff-heading" className="text-lg font-semibold">
          People with access
        </h2>
        <ul className="divide-y rounded-xl border bg-card" aria-label="Staff members">
          {members.map((m) => (
            <li
              key={m.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
              data-testid="staff-member"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {m.name}{" "}
                  {m.id === me ? (
                    <span className="text-sm font-normal text-muted-foreground">(you)</span>
                  ) : null}
                </p>
                <p className="truncate text-sm text-muted-foreground">{m.email}</p>
                <p className="text-sm text-muted-foreground">
                  <Badge variant="success">Active</Badge>{" "}
                  {m.lastSignInAt
                    ? `Last signed in ${formatDateTime(m.lastSignInAt)}`
                    : "Has not signed in yet"}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Label htmlFor={`role-${m.id}`} className="sr-only">
                  Role of {m.name}
                </Label>
                <NativeSelect
                  id={`role-${m.id}`}
                  className="w-44"
                  value={m.role}
                  disabled={change.busy}
                  onChange={(e) => changeRole(m, e.currentTarget.value as StaffRole)}
                >
                  {STAFF_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </NativeSelect>
                <Button variant="destructive-outline" size="sm" onClick={() => setRemoving(m)}>
                  <UserMinus aria-hidden="true" /> Remove<span className="sr-only"> {m.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove access?"
        description={
          removing
            ? `${removing.name} (${removing.email}) will lose access to the back office and be signed out at once. Their account and past work stay.`
            : ""
        }
        confirmLabel="Remove access"
        busyLabel="Removing..."
        busy={remove.busy}
        onConfirm={() =>
          removing &&
          remove.submit(
            { intent: "remove", id: removing.id },
            {
              onSuccess: () => {
                toast.success(`${removing.name} no longer has access.`);
                setRemoving(null);
              },
              onError: (error) => {
                toast.error("Could not remove access", { description: error.message });
                setRemoving(null);
              },
            },
          )
        }
      />
    </>
  );
}
