import { Plus, Users } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { useFetcherResult } from "~/components/admin/use-fetcher-result";
import { Button } from "~/components/ui/button";
import { SortableTeamGrid } from "./sortable-team-grid";
import { TeamMemberDialog } from "./team-member-dialog";
import type { TeamMemberView } from "./types";

function inOrder(members: TeamMemberView[], ids: string[] | undefined) {
  if (!ids) return members;
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...members].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

export function TeamPage({ members }: { members: TeamMemberView[] }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<TeamMemberView | null>(null);
  const [toDelete, setToDelete] = useState<TeamMemberView | null>(null);
  const reorder = useFetcher({ key: "team-reorder" });
  const remove = useFetcher();

  // Optimistic order while the new one is saved; the loader's order otherwise.
  const pendingIds = (reorder.json as { ids?: string[] } | undefined)?.ids;
  const shown = inOrder(members, reorder.state === "idle" ? undefined : pendingIds);

  useFetcherResult(reorder, {
    onSuccess: () => toast.success("Team order saved."),
    onError: (error) =>
      toast.error("Error reordering team members", { description: error.message }),
  });
  useFetcherResult(remove, {
    onSuccess: () => {
      toast.success("Team member deleted successfully!");
      setToDelete(null);
    },
    onError: (error) => toast.error("Error deleting team member", { description: error.message }),
  });

  const openDialog = (member: TeamMemberView | null) => {
    setEditing(member);
    setDialogOpen(true);
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Team Management"
        description="Add, edit and order the people shown on the About page."
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" /> Add Team Member
          </Button>
        }
      />
      {shown.length === 0 ? (
        <EmptyState icon={Users} title="No team members yet">
          <Button variant="outline" onClick={() => openDialog(null)}>
            Add First Member
          </Button>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Drag a card by its handle (or focus the handle and use Space and the arrow keys) to
            change the order.
          </p>
          <SortableTeamGrid
            members={shown}
            onReorder={(next) =>
              void reorder.submit(
                { intent: "reorder", ids: next.map((m) => m.id) },
                { method: "post", encType: "application/json" },
              )
            }
            onEdit={openDialog}
            onDelete={setToDelete}
          />
        </>
      )}
      <TeamMemberDialog open={dialogOpen} onOpenChange={setDialogOpen} member={editing} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete team member?"
        description={`Are you sure you want to delete ${toDelete?.name ?? "this team member"}? This action cannot be undone.`}
        pending={remove.state !== "idle"}
        onConfirm={() =>
          toDelete &&
          void remove.submit(
            { intent: "delete", id: toDelete.id },
            { method: "post", encType: "application/json" },
          )
        }
      />
    </div>
  );
}
