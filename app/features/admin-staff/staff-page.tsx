import { MailPlus, UserMinus, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TextField } from "~/components/ui/text-field";
import { formatDateTime, formatLongDate } from "../../../shared/domain/dates";
import {
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from "../../../shared/domain/staff-roles";

type Member = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  lastSignInAt: Date | null;
};
type Invitation = {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
};

/** DESIGN "Staff and roles": who runs the back office, and with which role. */
export function StaffPage({
  members,
  invitations,
  me,
}: {
  members: Member[];
  invitations: Invitation[];
  me: string;
}) {
  const [removing, setRemoving] = useState<Member | null>(null);
  const remove = useAdminMutation();
  const change = useAdminMutation();
  const cancel = useAdminMutation();

  const changeRole = (member: Member, role: StaffRole) =>
    change.submit(
      { intent: "changeRole", id: member.id, role },
      {
        onSuccess: () => toast.success(`${member.name} is now ${ROLE_LABELS[role].toLowerCase()}.`),
        onError: (error) =>
          toast.error("Could not change the role", { description: error.message }),
      },
    );

  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Staff"
        description="Invite the people who help run the site and choose what each of them can do."
      />
      <InviteForm />
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
    </div>
  );
}

function InviteForm() {
  const invite = useAdminMutation();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("manager");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const roleId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    invite.submit(
      { intent: "invite", email, role },
      {
        onSuccess: () => {
          toast.success("Invitation sent", {
            description: `An e-mail with the link is on its way to ${email}.`,
          });
          setEmail("");
        },
        onError: (error) => {
          const byField = Object.fromEntries((error.issues ?? []).map((i) => [i.path, i.message]));
          setErrors(Object.keys(byField).length > 0 ? byField : { email: error.message });
        },
      },
    );
  };

  return (
    <section aria-labelledby="invite-heading" className="rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite someone
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        They get an e-mail with a link that works once, for 7 days.
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <div className="space-y-2">
          <Label htmlFor={roleId}>Role</Label>
          <NativeSelect
            id={roleId}
            value={role}
            aria-describedby={`${roleId}-help`}
            aria-invalid={errors.role ? true : undefined}
            onChange={(e) => setRole(e.currentTarget.value as StaffRole)}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
          <p id={`${roleId}-help`} className="text-xs text-muted-foreground">
            {ROLE_DESCRIPTIONS[role]}
          </p>
          <FieldError id={`${roleId}-error`} message={errors.role} />
        </div>
        <Button type="submit" className="sm:mt-8" disabled={invite.busy}>
          <MailPlus aria-hidden="true" /> {invite.busy ? "Sending..." : "Send invitation"}
        </Button>
      </form>
    </section>
  );
}
