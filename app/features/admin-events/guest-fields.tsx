import { Trash2 } from "lucide-react";
import { useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { TextField } from "~/components/ui/text-field";
import type { RegistrationEditValues } from "../../../shared/schemas/registration-edit";

type Props = {
  index: number;
  register: UseFormRegister<RegistrationEditValues>;
  errors: FieldErrors<RegistrationEditValues>["guests"];
  onRemove: () => void;
};

/** SPEC "Edit Registration": one guest, labelled 'Guest N'. */
export function GuestFields({ index, register, errors, onRemove }: Props) {
  const e = Array.isArray(errors) ? errors[index] : undefined;
  const label = `Guest ${index + 1}`;
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="space-y-3 rounded-md border p-3"
      data-testid="guest-fieldset"
    >
      <div className="flex items-center justify-between">
        <h4 id={headingId} className="font-medium">
          {label}
        </h4>
        <Button
          type="button"
          variant="destructive-ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove ${label}`}
        >
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={`${label} Name`}
          error={e?.guestName?.message}
          {...register(`guests.${index}.guestName`)}
        />
        <TextField
          label={`${label} Email`}
          type="email"
          error={e?.guestEmail?.message}
          {...register(`guests.${index}.guestEmail`)}
        />
        <TextField
          label={`${label} Dietary Restrictions`}
          error={e?.dietaryRestrictions?.message}
          {...register(`guests.${index}.dietaryRestrictions`)}
        />
        <TextField
          label={`${label} Accessibility Needs`}
          error={e?.accessibilityNeeds?.message}
          {...register(`guests.${index}.accessibilityNeeds`)}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${headingId}-primary`}
          type="checkbox"
          className="size-4 accent-primary"
          {...register(`guests.${index}.isPrimaryContact`)}
        />
        <Label htmlFor={`${headingId}-primary`}>Primary contact</Label>
      </div>
    </div>
  );
}
