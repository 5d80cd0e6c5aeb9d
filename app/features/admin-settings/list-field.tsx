// A list of small records in the settings form (social links, office hours,
// programs, impact figures): a row of labelled fields each, added and removed.
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { FieldError } from "~/components/ui/field-error";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { SiteSettingsFormValues } from "../../../shared/schemas/settings";
import { errorAt, fieldProps } from "./form-fields";

export type ListName = "social" | "officeHours" | "programs" | "impact" | "donateImpact";

type Column = {
  name: string;
  label: string;
  multiline?: boolean;
  placeholder?: string;
  inputMode?: "url";
};

export function ListField({
  form,
  name,
  legend,
  item,
  columns,
  max,
  blank,
}: {
  form: UseFormReturn<SiteSettingsFormValues>;
  name: ListName;
  legend: string;
  /** What one row is called: "Link" → "Link 1", "Add link", "Remove link 1". */
  item: string;
  columns: Column[];
  max: number;
  blank: Record<string, string>;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: name as never });
  const { errors } = form.formState;
  const listError = errorAt(errors, name);
  const listErrorId = `${name}-list-error`;
  return (
    <fieldset className="space-y-3" aria-describedby={listError ? listErrorId : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="relative space-y-3 rounded-lg border p-3 pt-2">
          <legend className="px-1 text-sm font-medium text-muted-foreground">
            {item} {index + 1}
          </legend>
          <Button
            type="button"
            variant="destructive-ghost"
            size="sm"
            className="absolute right-3 top-0 h-7 -translate-y-1/2 bg-card px-2"
            onClick={() => remove(index)}
            aria-label={`Remove ${item.toLowerCase()} ${index + 1}`}
          >
            <Trash2 aria-hidden="true" /> Remove
          </Button>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {columns.map((column) => {
              const path = `${name}.${index}.${column.name}`;
              const props = {
                label: column.label,
                placeholder: column.placeholder,
                ...fieldProps(form, path),
              };
              return column.multiline ? (
                <div key={column.name} className="sm:col-span-2">
                  <TextareaField rows={2} {...props} />
                </div>
              ) : (
                <TextField
                  key={column.name}
                  autoComplete="off"
                  inputMode={column.inputMode}
                  {...props}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <FieldError id={listErrorId} message={listError} />
      {fields.length < max ? (
        <Button type="button" variant="outline" size="sm" onClick={() => append(blank as never)}>
          <Plus aria-hidden="true" /> Add {item.toLowerCase()}
        </Button>
      ) : null}
    </fieldset>
  );
}
