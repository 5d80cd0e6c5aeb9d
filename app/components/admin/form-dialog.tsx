import type { FormEventHandler, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";

/** A back-office form's Cancel and submit buttons; the submit reads 'Saving...' while the save runs. */
export function FormDialogFooter({
  onCancel,
  saving,
  disabled = saving,
  submitLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  /** Also while an image uploads; defaults to `saving`. */
  disabled?: boolean;
  submitLabel: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled} busy={saving}>
        {saving ? "Saving..." : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/** An add / edit dialog around a form: its title and description, the fields (children), Cancel and submit. */
export function FormDialog({
  open,
  onOpenChange,
  onSubmit,
  saving,
  uploading,
  title,
  description,
  submitLabel,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** An image is still uploading: the form cannot be saved yet. */
  uploading: boolean;
  title: string;
  description: string;
  submitLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {children}
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            saving={saving}
            disabled={saving || uploading}
            submitLabel={submitLabel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
