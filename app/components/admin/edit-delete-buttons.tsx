import { Pencil, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The Edit and Delete buttons at the foot of an admin card, named after the row for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="mt-auto flex gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      <Button
        variant="destructive-outline"
        size="sm"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
    </div>
  );
}
