import { useId, type ComponentProps, type ReactNode } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

/** A labelled textarea with its validation message announced, and an optional hint under it. */
export function TextareaField({
  label,
  error,
  hint,
  ...props
}: ComponentProps<typeof Textarea> & { label: string; error?: string; hint?: ReactNode }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldError id={`${id}-error`} message={error} />
        {hint ? (
          <p id={`${id}-hint`} className="ml-auto text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
