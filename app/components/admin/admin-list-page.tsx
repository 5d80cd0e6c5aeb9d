import type { LucideIcon } from "lucide-react";
import { Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Button } from "~/components/ui/button";

/**
 * An admin list page whose rows are added and edited in one dialog (team,
 * fundraisers; SPEC §2): the header with its add button, the list or, when
 * there are no rows, the empty state with its own add button; then the
 * page's dialogs (children).
 */
export function AdminListPage({
  title,
  description,
  addLabel,
  onAdd,
  empty,
  list,
  children,
}: {
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  /** Shown instead of the list when there are no rows. */
  empty: { when: boolean; icon: LucideIcon; title: string; addLabel: string };
  list: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" /> {addLabel}
          </Button>
        }
      />
      {empty.when ? (
        <EmptyState icon={empty.icon} title={empty.title}>
          <Button variant="outline" onClick={onAdd}>
            {empty.addLabel}
          </Button>
        </EmptyState>
      ) : (
        list
      )}
      {children}
    </div>
  );
}

/** Which row the add / edit dialog shows (null: a new one) and whether it is open. */
export function useEditDialog<T>() {
  const [open, setOpen] = useState(false);
  const [record, setRecord] = useState<T | null>(null);
  return {
    open,
    onOpenChange: setOpen,
    record,
    /** Opens the dialog on a row, or empty with null. */
    edit: (next: T | null) => {
      setRecord(next);
      setOpen(true);
    },
  };
}
