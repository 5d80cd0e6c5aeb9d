// The one Refund dialog (docs/decisions/016-refunds.md): a registration's
// (full, by tickets, by amount) and a gift's (full, by amount). Two steps: the
// form, then a confirmation naming the amount (refund-confirmation.tsx); the
// refund goes through the payment provider only from the second. The arithmetic
// the form previews is the server's (refund-plan.ts), which checks it again.
import { useId } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import { formatCents } from "../../../shared/domain/money";
import { RefundConfirmation } from "./refund-confirmation";
import type { RefundMode, RefundSubject } from "./refund-plan";
import { useRefundForm } from "./use-refund-form";

type Props = {
  subject: RefundSubject | null;
  /** The admin action to post `{ intent: "refund", id, values }` to. */
  action: string;
  /** Open straight on the confirmation of a full refund (a late payment's "Refund $X"). */
  confirmFull?: boolean;
  onClose: () => void;
};

export function RefundDialog({ subject, onClose, ...rest }: Props) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => !open && onClose()}>
      {subject ? (
        <RefundForm key={subject.id} subject={subject} onClose={onClose} {...rest} />
      ) : null}
    </Dialog>
  );
}

function RefundForm({
  subject,
  action,
  confirmFull = false,
  onClose,
}: Props & { subject: RefundSubject }) {
  const id = useId();
  const form = useRefundForm({ subject, action, confirmFull, onClose });
  const { values, errors, preview } = form;
  const left = Math.max(subject.paidCents - subject.refundedCents, 0);

  if (form.confirming && preview) {
    return (
      <DialogContent>
        <RefundConfirmation
          name={subject.name}
          preview={preview}
          busy={form.busy}
          confirmRef={form.confirmRef}
          backLabel={confirmFull ? "Cancel" : "Back"}
          onBack={confirmFull ? onClose : form.back}
          onConfirm={form.submit}
        />
      </DialogContent>
    );
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Refund {subject.kind}</DialogTitle>
        <DialogDescription>
          {subject.name} paid {formatCents(subject.paidCents)}
          {subject.refundedCents > 0
            ? `; ${formatCents(subject.refundedCents)} already refunded`
            : ""}
          . Up to {formatCents(left)} can be refunded.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={form.review} className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">How much</legend>
          <RadioGroup
            value={values.mode}
            onValueChange={(value) => form.setMode(value as RefundMode)}
            aria-describedby={errors.mode ? `${id}-mode-error` : undefined}
          >
            <div className="flex items-center gap-2">
              <RadioGroupItem value="full" id={`${id}-full`} />
              <Label htmlFor={`${id}-full`}>Full refund ({formatCents(left)})</Label>
            </div>
            {subject.tickets ? (
              <div className="flex items-center gap-2">
                <RadioGroupItem value="units" id={`${id}-units`} />
                <Label htmlFor={`${id}-units`}>By tickets</Label>
              </div>
            ) : null}
            <div className="flex items-center gap-2">
              <RadioGroupItem value="amount" id={`${id}-amount`} />
              <Label htmlFor={`${id}-amount`}>By amount</Label>
            </div>
          </RadioGroup>
          <FieldError id={`${id}-mode-error`} message={errors.mode} />
        </fieldset>
        {values.mode === "units" && subject.tickets ? (
          <div className="space-y-1">
            <TextField
              label={`Number of tickets (of ${subject.tickets.held})`}
              type="number"
              inputMode="numeric"
              min={1}
              max={subject.tickets.held}
              value={values.units}
              onChange={(e) => form.setUnits(e.target.value)}
              error={errors.units}
            />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {preview
                ? `Refunds ${formatCents(preview.amountCents)}; the seats go back on sale.`
                : ""}
            </p>
          </div>
        ) : null}
        {values.mode === "amount" ? (
          <TextField
            label="Amount in dollars"
            inputMode="decimal"
            placeholder="0.00"
            value={values.amount}
            onChange={(e) => form.setAmount(e.target.value)}
            error={errors.amount}
          />
        ) : null}
        <TextareaField
          label="Reason (optional)"
          rows={2}
          maxLength={500}
          value={values.reason}
          onChange={(e) => form.setReason(e.target.value)}
          error={errors.reason}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button ref={form.continueRef} type="submit">
            Continue
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
