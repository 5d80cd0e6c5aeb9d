import { useEffect, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { applyIssues } from "./apply-issues";
import { useAdminMutation } from "./use-admin-mutation";

/**
 * One dialog for add and edit of an admin list's row (SPEC §2; §4: saving
 * closes it and resets the form; §8 toasts). When it opens, the form shows the
 * row (`toValues`) or `empty`; submitting posts `create`, or `update` with the
 * row's id, through the admin mutation to the page's action; a refusal's
 * issues land on the fields. `toValues` and `empty` must be stable (module
 * level): the reset depends on them. Spread `dialog` on FormDialog.
 */
export function useRecordForm<
  TRecord extends { id: string },
  TValues extends FieldValues,
  TOutput,
>({
  open,
  onOpenChange,
  record,
  form,
  empty,
  toValues,
  toasts,
  updateExtras,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  record: TRecord | null;
  form: UseFormReturn<TValues, unknown, TOutput>;
  empty: TValues;
  toValues: (record: TRecord) => TValues;
  toasts: { created: string; updated: string; createFailed: string; updateFailed: string };
  /** More fields an update sends before the form's values. */
  updateExtras?: (record: TRecord) => Record<string, unknown>;
}) {
  const save = useAdminMutation();
  const [uploading, setUploading] = useState(false);
  const editing = record !== null;

  useEffect(() => {
    if (!open) return;
    form.reset(record ? toValues(record) : empty);
  }, [open, record, form, toValues, empty]);

  const onSubmit = form.handleSubmit((values) => {
    const payload = record
      ? { intent: "update", id: record.id, ...updateExtras?.(record), ...values }
      : { intent: "create", ...values };
    save.submit(payload, {
      onSuccess: () => {
        toast.success(editing ? toasts.updated : toasts.created);
        onOpenChange(false);
        form.reset(empty);
      },
      onError: (error) => {
        toast.error(editing ? toasts.updateFailed : toasts.createFailed, {
          description: error.message,
        });
        applyIssues(error.issues, form.setError, Object.keys(empty));
      },
    });
  });

  return {
    editing,
    /** For ImageUpload's onUploadingChange: the form is not saved while an image uploads. */
    setUploading,
    dialog: { open, onOpenChange, onSubmit, saving: save.busy, uploading },
  };
}
