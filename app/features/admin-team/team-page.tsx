import { Users } from "lucide-react";
import { toast } from "sonner";
import { AdminListPage, useEditDialog } from "~/components/admin/admin-list-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import { SortableTeamGrid } from "./sortable-team-grid";
import { TeamMemberDialog } from "./team-member-dialog";
import type { TeamMemberView } from "./types";

function inOrder(members: TeamMemberView[], ids: string[] | undefined) {
  if (!ids) return members;
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...members].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

export function TeamPage({ members }: { members: TeamMemberView[] }) {
  const editor = useEditDialog<TeamMemberView>();
  const remove = useDeleteConfirmation<TeamMemberView>({
    deleted: "Team member deleted successfully!",
    failed: (error) => toast.error("Error deleting team member", { description: error.message }),
  });
  const reorder = useAdminMutation();

  // Optimistic order while the new one is saved; the loader's order otherwise.
  const shown = inOrder(members, reorder.pending?.ids as string[] | undefined);

  return (
    <AdminListPage
      title="Team Management"
      description="Add, edit and order the people shown on the About page."
      addLabel="Add Team Member"
      onAdd={() => editor.edit(null)}
      empty={{
        when: shown.length === 0,
        icon: Users,
        title: "No team members yet",
        addLabel: "Add First Member",
      }}
      list={
        <>
          <p className="text-sm text-muted-foreground">
            Drag a card by its handle (or focus the handle and use Space and the arrow keys) to
            change the order.
          </p>
          <SortableTeamGrid
            members={shown}
            onReorder={(next) =>
              reorder.submit(
                { intent: "reorder", ids: next.map((m) => m.id) },
                {
                  onSuccess: () => toast.success("Team order saved."),
                  onError: (error) =>
                    toast.error("Error reordering team members", { description: error.message }),
                },
              )
            }
            onEdit={editor.edit}
            onDelete={remove.ask}
          />
        </>
      }
    >
      <TeamMemberDialog
        open={editor.open}
        onOpenChange={editor.onOpenChange}
        member={editor.record}
      />
      <ConfirmDeleteDialog
        {...remove.dialog}
        title="Delete team member?"
        description={`Are you sure you want to delete ${remove.target?.name ?? "this team member"}? This action cannot be undone.`}
      />
    </AdminListPage>
  );
}
