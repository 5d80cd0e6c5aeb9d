// DESIGN "Staff and roles": invite someone by e-mail with a role; the link works once, for 7 days.
import { MailPlus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TextField } from "~/components/ui/text-field";
import {
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from "../../../shared/domain/staff-roles";

export function InviteForm() {
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
