// The one Refund dialog (docs/decisions/016-refunds.md): a registration's
// (full, by tickets, by amount) and a gift's (full, by amount). Two steps: the
// form, then a confirmation naming the amount; the refund goes through the
// payment provider only from the second. The arithmetic the form previews is
// the server's (shared/domain/refunds.ts), which checks it again.
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
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
import {
  isRefundProblem,
  planDonationRefund,
  planRegistrationRefund,
  type RefundPlan,
  type RefundProblem,
} from "../../../shared/domain/refunds";
import { plural } from "../../../shared/domain/words";
import { registrationRefundSchema } from "../../../shared/schemas/refund";

type Mode = "full" | "units" | "amount";

export type RefundSubject = {
  kind: "registration" | "gift";
  /** The registration or gift id. */
  id: string;
  /** Who gets the money back (the buyer or the donor). */
  name: string;
  paidCents: number;
  refundedCents: number;
  /** A registration that holds tickets: they can be given back. Null for a gift or a registration holding none. */
  tickets: { held: number; refundedUnits: number } | null;
};

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

function plan(
  subject: RefundSubject,
  mode: Mode,
  units: string,
  amount: string,
): RefundPlan | RefundProblem {
  const values =
    mode === "units" ? { mode, units } : mode === "amount" ? { mode, amount } : { mode };
  const parsed = registrationRefundSchema.safeParse(values);
  if (!parsed.success) {
    return {
      path: mode === "full" ? "mode" : mode,
      message: parsed.error.issues[0]?.message ?? "Invalid input",
    };
  }
  const input = parsed.data;
  if (subject.kind === "gift") {
    return planDonationRefund(
      { amountCents: subject.paidCents, refundedCents: subject.refundedCents },
      input.mode === "amount" ? { mode: "amount", amountCents: input.amount } : { mode: "full" },
    );
  }
  const order = {
    totalCents: subject.paidCents,
    refundedCents: subject.refundedCents,
    quantity: subject.tickets?.held ?? 0,
    refundedUnits: subject.tickets?.refundedUnits ?? 0,
    holdsTickets: subject.tickets !== null,
  };
  if (input.mode === "units")
    return planRegistrationRefund(order, { mode: "units", units: input.units });
  if (input.mode === "amount")
    return planRegistrationRefund(order, { mode: "amount", amountCents: input.amount });
  return planRegistrationRefund(order, { mode: "full" });
}

function RefundForm({
  subject,
  action,
  confirmFull = false,
  onClose,
}: Props & { subject: RefundSubject }) {
  const id = useId();
  const refund = useAdminMutation<{ ok: true; amountCents: number; notice: string | null }>();
  const [mode, setMode] = useState<Mode>("full");
  const [units, setUnits] = useState("1");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(confirmFull);
  const [errors, setErrors] = useState<
    Partial<Record<"mode" | "units" | "amount" | "reason", string>>
  >({});
  const confirmRef = useRef<HTMLButtonElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const reviewed = useRef(false);
  const left = Math.max(subject.paidCents - subject.refundedCents, 0);
  const planned = plan(subject, mode, units, amount);
  const preview = isRefundProblem(planned) ? null : planned;

  // The confirmation replaces the form and back: focus moves to the step's button (the other's is gone).
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (reviewed.current) continueRef.current?.focus();
    reviewed.current ||= confirming;
  }, [confirming]);

  function review(event: React.FormEvent) {
    event.preventDefault();
    if (isRefundProblem(planned)) {
      setErrors({ [planned.path]: planned.message });
      return;
    }
    setErrors({});
    setConfirming(true);
  }

  function submit() {
    const values = {
      mode,
      reason,
      ...(mode === "units" ? { units } : {}),
      ...(mode === "amount" ? { amount } : {}),
    };
    refund.submit(
      { intent: "refund", id: subject.id, values },
      {
        action,
        onSuccess: (data) => {
          if (data.notice) toast.warning("Refund pending", { description: data.notice });
          else
            toast.success("Refund made", {
              description: `${formatCents(data.amountCents)} refunded to ${subject.name}.`,
            });
          onClose();
        },
        onError: (error) => {
          const fields = Object.fromEntries(
            (error.issues ?? [])
              .filter((i) => ["mode", "units", "amount", "reason"].includes(i.path))
              .map((i) => [i.path, i.message]),
          );
          setErrors(fields);
          setConfirming(false);
          toast.error("Could not refund", { description: error.message });
        },
      },
    );
  }

  if (confirming && preview) {
    return (
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund {formatCents(preview.amountCents)}?</DialogTitle>
          <DialogDescription>
            {formatCents(preview.amountCents)} goes back to {subject.name} through the payment
            provider
            {preview.units > 0
              ? `, and ${plural(preview.units, "ticket")} ${preview.units === 1 ? "goes" : "go"} back on sale`
              : ""}
            . A refund cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={() => (confirmFull ? onClose() : setConfirming(false))}
          >
            {confirmFull ? "Cancel" : "Back"}
          </Button>
          <Button
            ref={confirmRef}
            type="button"
            variant="destructive"
            onClick={submit}
            disabled={refund.busy}
          >
            {refund.busy ? "Refunding..." : `Refund ${formatCents(preview.amountCents)}`}
          </Button>
        </DialogFooter>
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
      <form noValidate onSubmit={review} className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">How much</legend>
          <RadioGroup
            value={mode}
            onValueChange={(value) => {
              setMode(value as Mode);
              setErrors({});
            }}
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
        {mode === "units" && subject.tickets ? (
          <div className="space-y-1">
            <TextField
              label={`Number of tickets (of ${subject.tickets.held})`}
              type="number"
              inputMode="numeric"
              min={1}
              max={subject.tickets.held}
              value={units}
              onChange={(e) => {
                setUnits(e.target.value);
                setErrors({});
              }}
              error={errors.units}
            />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {preview
                ? `Refunds ${formatCents(preview.amountCents)}; the seats go back on sale.`
                : ""}
            </p>
          </div>
        ) : null}
        {mode === "amount" ? (
          <TextField
            label="Amount in dollars"
            inputMode="decimal"
            placeholder="0.00"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setErrors({});
            }}
            error={errors.amount}
          />
        ) : null}
        <TextareaField
          label="Reason (optional)"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button ref={continueRef} type="submit">
            Continue
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
