// The Refund dialog's second step (docs/decisions/016-refunds.md): the amount
// named once more; only this step's button sends the refund to the payment provider.
import type { Ref } from "react";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { formatCents } from "../../../shared/domain/money";
import type { RefundPlan } from "../../../shared/domain/refunds";
import { plural } from "../../../shared/domain/words";

export function RefundConfirmation({
  name,
  preview,
  busy,
  confirmRef,
  backLabel,
  onBack,
  onConfirm,
}: {
  /** Who gets the money back. */
  name: string;
  preview: RefundPlan;
  busy: boolean;
  confirmRef: Ref<HTMLButtonElement>;
  /** "Back" to the form, or "Cancel" when the dialog opened on this step. */
  backLabel: string;
  onBack: () => void;
  onConfirm: () => void;
}) {
  // Rendered inside the form's own DialogContent, which stays mounted between the
  // steps: a new one would take the focus back from the confirm button.
  return (
    <>
      <DialogHeader>
        <DialogTitle>Refund {formatCents(preview.amountCents)}?</DialogTitle>
        <DialogDescription>
          {formatCents(preview.amountCents)} goes back to {name} through the payment provider
          {preview.units > 0
            ? `, and ${plural(preview.units, "ticket")} ${preview.units === 1 ? "goes" : "go"} back on sale`
            : ""}
          . A refund cannot be undone.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          {backLabel}
        </Button>
        <Button
          ref={confirmRef}
          type="button"
          variant="destructive"
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? "Refunding..." : `Refund ${formatCents(preview.amountCents)}`}
        </Button>
      </DialogFooter>
    </>
  );
}
