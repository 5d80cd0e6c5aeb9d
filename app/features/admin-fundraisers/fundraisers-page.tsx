import { HandHeart } from "lucide-react";
import { toast } from "sonner";
import { AdminListPage, useEditDialog } from "~/components/admin/admin-list-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import { FundraiserCard } from "./fundraiser-card";
import { FundraiserDialog } from "./fundraiser-dialog";
import type { FundraiserView } from "./types";

export function FundraisersPage({ fundraisers }: { fundraisers: FundraiserView[] }) {
  const editor = useEditDialog<FundraiserView>();
  const remove = useDeleteConfirmation<FundraiserView>({
    deleted: "Fundraiser deleted successfully!",
    failed: (error) => toast.error("Error deleting fundraiser", { description: error.message }),
  });

  return (
    <AdminListPage
      title="Fundraiser Management"
      description="Create fundraisers, track their progress and see the gifts they received."
      addLabel="Create Fundraiser"
      onAdd={() => editor.edit(null)}
      empty={{
        when: fundraisers.length === 0,
        icon: HandHeart,
        title: "No fundraisers yet",
        addLabel: "Create First Fundraiser",
      }}
      list={
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
          aria-label="Fundraisers"
        >
          {fundraisers.map((fundraiser) => (
            <FundraiserCard
              key={fundraiser.id}
              fundraiser={fundraiser}
              onEdit={() => editor.edit(fundraiser)}
              onDelete={() => remove.ask(fundraiser)}
            />
          ))}
        </ul>
      }
    >
      <FundraiserDialog
        open={editor.open}
        onOpenChange={editor.onOpenChange}
        fundraiser={editor.record}
      />
      <ConfirmDeleteDialog
        {...remove.dialog}
        title="Delete fundraiser?"
        description={`Are you sure you want to delete "${remove.target?.title ?? ""}"? This action cannot be undone. Its online gifts stay on record under the General Fund.`}
      />
    </AdminListPage>
  );
}
