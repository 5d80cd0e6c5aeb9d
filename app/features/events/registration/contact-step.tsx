import { useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { TextField } from "~/components/ui/text-field";
import { Textarea } from "~/components/ui/textarea";
import type { RegistrationRequest } from "../../../../shared/schemas/registration";
import { GuestFields } from "./guest-fields";

/** Step 2 'Contact Information' (SPEC §2), with the guest form when seats exceed 1. */
export function ContactStep(props: {
  register: UseFormRegister<RegistrationRequest>;
  errors: FieldErrors<RegistrationRequest>;
  guestCount: number;
}) {
  const requestsId = useId();
  const { register, errors } = props;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label="Full Name *"
          autoComplete="name"
          error={errors.customerName?.message}
          {...register("customerName")}
        />
        <TextField
          label="Email *"
          type="email"
          autoComplete="email"
          error={errors.customerEmail?.message}
          {...register("customerEmail")}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.customerPhone?.message}
          {...register("customerPhone")}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={requestsId}>Special Requests</Label>
        <Textarea
          id={requestsId}
          rows={3}
          aria-invalid={errors.specialRequests ? true : undefined}
          aria-describedby={errors.specialRequests ? `${requestsId}-error` : undefined}
          {...register("specialRequests")}
        />
        <FieldError id={`${requestsId}-error`} message={errors.specialRequests?.message} />
      </div>
      {props.guestCount > 1 ? (
        <GuestFields count={props.guestCount} register={register} errors={errors} />
      ) : null}
    </div>
  );
}
