// SPEC §2 Donate: full name, e-mail, optional message, anonymous checkbox.
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { TextField } from "~/components/ui/text-field";
import type { DonationFormInput, DonationRequest } from "../../../shared/schemas/donations";

export function DonorFields({
  form,
}: {
  form: UseFormReturn<DonationFormInput, unknown, DonationRequest>;
}) {
  const messageId = useId();
  const anonymousId = useId();
  const errors = form.formState.errors;
  const message = form.watch("message") ?? "";
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          autoComplete="name"
          error={errors.donorName?.message}
          {...form.register("donorName")}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.donorEmail?.message}
          {...form.register("donorEmail")}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={messageId}>Message (Optional)</Label>
        <Textarea
          id={messageId}
          rows={3}
          placeholder="Share why you're giving, or leave a note of encouragement"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${messageId}-count${errors.message ? ` ${messageId}-error` : ""}`}
          {...form.register("message")}
        />
        <p id={`${messageId}-count`} className="text-right text-xs text-muted-foreground">
          {message.length}/1000
        </p>
        <FieldError id={`${messageId}-error`} message={errors.message?.message} />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={anonymousId}
          type="checkbox"
          className="size-4 rounded border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          {...form.register("isAnonymous")}
        />
        <Label htmlFor={anonymousId}>Make this donation anonymous</Label>
      </div>
    </div>
  );
}
