import { useId, type ComponentProps } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

/** A labelled textarea with its validation message announced. */
export function TextareaField({
  label,
  error,
  ...props
}: ComponentProps<typeof Textarea> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
