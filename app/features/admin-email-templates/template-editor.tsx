import { RotateCcw, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { EmailPreview } from "~/components/admin/email-preview";
import { PlaceholderChips } from "~/components/admin/placeholder-chips";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useTemplateFields } from "~/components/admin/use-template-fields";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  renderEmail,
  sampleValues,
  validateTemplate,
  type TemplateIssue,
} from "../../../shared/domain/email-templates";
import type { EmailTemplateKey } from "../../../shared/domain/email-template-keys";
import { EMAIL_TEMPLATES } from "../../../shared/domain/email-template-registry";

export type TemplateRow = {
  key: EmailTemplateKey;
  label: string;
  description: string;
  audience: string;
  subject: string;
  body: string;
  customised: boolean;
  updatedAt: Date | string | null;
};

type Errors = Partial<Record<TemplateIssue["path"], string>>;
const toErrors = (issues: { path: string; message: string }[] = []): Errors =>
  Object.fromEntries(
    issues.filter((i) => i.path === "subject" || i.path === "body").map((i) => [i.path, i.message]),
  );

/** One template: subject and body, its placeholders, a live preview, Save and Reset to default. */
export function TemplateEditor({
  template,
  organisation,
}: {
  template: TemplateRow;
  organisation: Record<string, string>;
}) {
  const spec = EMAIL_TEMPLATES[template.key];
  const fields = useTemplateFields({ subject: template.subject, body: template.body });
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const save = useAdminMutation<{ ok: true; changed: boolean }>();
  const reset = useAdminMutation<{ ok: true; changed: boolean }>();
  const { subject, body } = fields.values;

  const preview = useMemo(
    () =>
      renderEmail(
        { subject, body },
        { ...sampleValues(spec.placeholders), ...organisation },
        spec.placeholders,
      ),
    [subject, body, spec, organisation],
  );
  // Once Save was tried, the messages follow the text as it is corrected.
  const shown = checked ? toErrors(validateTemplate({ subject, body }, spec)) : errors;
  const changed = subject !== template.subject || body !== template.body;

  function onSave() {
    const issues = validateTemplate({ subject, body }, spec);
    setChecked(true);
    if (issues.length > 0) {
      setErrors(toErrors(issues));
      return;
    }
    save.submit(
      { intent: "save", key: template.key, subject, body },
      {
        onSuccess: (result) =>
          toast.success(
            result.changed
              ? "E-mail template saved."
              : "Nothing to save: the wording is unchanged.",
          ),
        onError: (error) => {
          setChecked(false);
          setErrors(toErrors(error.issues));
          toast.error("Could not save the template", { description: error.message });
        },
      },
    );
  }

  function onReset() {
    reset.submit(
      { intent: "reset", key: template.key },
      {
        onSuccess: () => {
          fields.setValues({ subject: spec.subject, body: spec.body });
          setChecked(false);
          setErrors({});
          toast.success("The default wording is back.");
        },
        onError: (error) =>
          toast.error("Could not reset the template", { description: error.message }),
      },
    );
  }

  return (
    <section aria-labelledby="template-heading" className="space-y-6">
      <div className="space-y-1">
        <h2 id="template-heading" className="text-xl font-semibold">
          {template.label}
        </h2>
        <p className="text-sm text-muted-foreground">{template.description}</p>
      </div>
      <div className="grid gap-6 2xl:grid-cols-2">
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <TextField
            label="Subject"
            ref={fields.subjectRef}
            {...fields.bind("subject")}
            error={shown.subject}
          />
          <TextareaField
            label="Message"
            ref={fields.bodyRef}
            rows={16}
            className="font-mono text-sm"
            {...fields.bind("body")}
            error={shown.body}
          />
          <PlaceholderChips
            placeholders={spec.placeholders}
            required={spec.required}
            onInsert={(n) => fields.insert(n)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.busy}>
              <Save aria-hidden="true" /> {save.busy ? "Saving..." : "Save"}
            </Button>
            <ConfirmDialog
              trigger={
                <Button
                  type="button"
                  variant="outline"
                  disabled={reset.busy || (!template.customised && !changed)}
                >
                  <RotateCcw aria-hidden="true" /> Reset to default
                </Button>
              }
              title="Reset to the default wording?"
              description={`The wording of “${template.label}” goes back to the default, and your changes are removed. The next e-mail uses the default.`}
              confirmLabel="Reset to default"
              onConfirm={onReset}
              closeOnConfirm
            />
          </div>
        </form>
        <EmailPreview subject={preview.subject} html={preview.html} />
      </div>
    </section>
  );
}
