import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { TextField } from "~/components/ui/text-field";
import type { RegistrationRequest } from "../../../../shared/schemas/registration";

/** One block per seat; guest 1 is the Primary Contact (SPEC §2 registration dialog). */
export function GuestFields(props: {
  count: number;
  register: UseFormRegister<RegistrationRequest>;
  errors: FieldErrors<RegistrationRequest>;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold">Guest Information</legend>
      <p className="text-sm text-muted-foreground">
        Please tell us who is coming, one guest per seat.
      </p>
      {Array.from({ length: props.count }, (_, index) => {
        const errors = props.errors.guests?.[index];
        return (
          <div key={index} className="space-y-3 rounded-lg border p-4">
            <p className="font-medium">{index === 0 ? "Primary Contact" : `Guest ${index + 1}`}</p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TextField
                label="Guest name *"
                error={errors?.guest_name?.message}
                {...props.register(`guests.${index}.guest_name`)}
              />
              <TextField
                label="Guest email"
                type="email"
                error={errors?.guest_email?.message}
                {...props.register(`guests.${index}.guest_email`)}
              />
              <TextField
                label="Dietary restrictions"
                error={errors?.dietary_restrictions?.message}
                {...props.register(`guests.${index}.dietary_restrictions`)}
              />
              <TextField
                label="Accessibility needs"
                error={errors?.accessibility_needs?.message}
                {...props.register(`guests.${index}.accessibility_needs`)}
              />
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
