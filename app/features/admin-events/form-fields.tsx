// Labelled fields the event back-office dialogs share (beside TextField and TextareaField).
import { useId, type ReactNode } from "react";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";

export function SwitchField({
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border p-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}

/** A titled part of a dialog for what comes later or needs a saved row first. */
export function PlaceholderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-md border border-dashed p-4">
      <h3 className="font-medium">{title}</h3>
      <p className="text-sm text-muted-foreground">{children}</p>
    </section>
  );
}
