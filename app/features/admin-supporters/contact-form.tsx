// A supporter's contact details (docs/supporters.md), checked in the browser and in
// the action by the same schema (shared/schemas/supporter.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyIssues } from "~/components/admin/apply-issues";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  supporterContactSchema,
  type SupporterContact,
  type SupporterContactFormValues,
} from "../../../shared/schemas/supporter";

type Field = keyof SupporterContactFormValues;
const FIELDS: Field[] = [
  "name",
  "email",
  "phone",
  "addressLine1",
  "addressLine2",
  "city",
  "region",
  "postalCode",
  "country",
  "notes",
];

export function ContactForm({ supporter }: { supporter: Record<Field, string | null> }) {
  const defaults = Object.fromEntries(FIELDS.map((f) => [f, supporter[f] ?? ""])) as Record<
    Field,
    string
  >;
  const form = useForm<SupporterContactFormValues, unknown, SupporterContact>({
    resolver: zodResolver(supporterContactSchema),
    defaultValues: defaults,
  });
  const save = useAdminMutation();
  const onSubmit = form.handleSubmit((values) => {
    save.submit(
      { intent: "update", values },
      {
        onSuccess: () => {
          form.reset(Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? ""])));
          toast.success("Contact details saved");
        },
        onError: (error) => {
          toast.error("Could not save the contact details", { description: error.message });
          applyIssues(error.issues, form.setError, FIELDS);
        },
      },
    );
  });
  // Registered inputs get their value from react-hook-form only once mounted: the saved value as
  // defaultValue shows it in the server-rendered page too.
  const field = (name: Field) => ({
    ...form.register(name),
    defaultValue: defaults[name],
    error: form.formState.errors[name]?.message,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="contact-title">
      <h2 id="contact-title" className="text-xl font-semibold">
        Contact details
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" {...field("name")} />
        <TextField label="E-mail" type="email" autoComplete="off" {...field("email")} />
        <TextField label="Phone" type="tel" autoComplete="off" {...field("phone")} />
        <TextField label="Address line 1" autoComplete="off" {...field("addressLine1")} />
        <TextField label="Address line 2" autoComplete="off" {...field("addressLine2")} />
        <TextField label="City" autoComplete="off" {...field("city")} />
        <TextField label="State" autoComplete="off" {...field("region")} />
        <TextField label="ZIP code" autoComplete="off" {...field("postalCode")} />
        <TextField label="Country" autoComplete="off" {...field("country")} />
      </div>
      <TextareaField label="Notes" rows={3} {...field("notes")} />
      <p className="text-sm text-muted-foreground">
        A new e-mail address is added to this record; the addresses it had stay linked, so their
        gifts stay here.
      </p>
      <Button type="submit" disabled={save.busy}>
        {save.busy ? "Saving..." : "Save contact details"}
      </Button>
    </form>
  );
}
