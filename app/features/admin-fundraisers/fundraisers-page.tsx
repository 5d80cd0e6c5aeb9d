import { HandHeart, Plus } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { useFetcherResult } from "~/components/admin/use-fetcher-result";
import { Button } from "~/components/ui/button";
import { FundraiserCard } from "./fundraiser-card";
import { FundraiserDialog } from "./fundraiser-dialog";
import type { FundraiserView } from "./types";

export function FundraisersPage({ fundraisers }: { fundraisers: FundraiserView[] }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<FundraiserView | null>(null);
  const [toDelete, setToDelete] = useState<FundraiserView | null>(null);
  const remove = useFetcher();

  useFetcherResult(remove, {
    onSuccess: () => {
      toast.success("Fundraiser deleted successfully!");
      setToDelete(null);
    },
    onError: (error) => toast.error("Error deleting fundraiser", { description: error.message }),
  });

  const openDialog = (fundraiser: FundraiserView | null) => {
    setEditing(fundraiser);
    setDialogOpen(true);
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Fundraiser Management"
        description="Create fundraisers, track their progress and see the gifts they received."
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" /> Create Fundraiser
          </Button>
        }
      />
      {fundraisers.length === 0 ? (
        <EmptyState icon={HandHeart} title="No fundraisers yet">
          <Button variant="outline" onClick={() => openDialog(null)}>
            Create First Fundraiser
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Fundraisers">
          {fundraisers.map((fundraiser) => (
            <FundraiserCard
              key={fundraiser.id}
              fundraiser={fundraiser}
              onEdit={() => openDialog(fundraiser)}
              onDelete={() => setToDelete(fundraiser)}
            />
          ))}
        </ul>
      )}
      <FundraiserDialog open={dialogOpen} onOpenChange={setDialogOpen} fundraiser={editing} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete fundraiser?"
        description={`Are you sure you want to delete "${toDelete?.title ?? ""}"? This action cannot be undone. Its online gifts stay on record under the General Fund.`}
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
