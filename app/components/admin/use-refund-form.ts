// The Refund dialog's state (docs/decisions/016-refunds.md): the form's values
// and errors, the step it is on, and the refund posted from the confirmation.
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { formatCents } from "../../../shared/domain/money";
import { isRefundProblem } from "../../../shared/domain/refunds";
import { previewRefund, type RefundMode, type RefundSubject } from "./refund-plan";

type RefundField = "mode" | "units" | "amount" | "reason";

export function useRefundForm({
  subject,
  action,
  confirmFull,
  onClose,
}: {
  subject: RefundSubject;
  /** The admin action to post `{ intent: "refund", id, values }` to. */
  action: string;
  /** Open straight on the confirmation of a full refund. */
  confirmFull: boolean;
  onClose: () => void;
}) {
  const refund = useAdminMutation<{ ok: true; amountCents: number; notice: string | null }>();
  const [mode, setMode] = useState<RefundMode>("full");
  const [units, setUnits] = useState("1");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(confirmFull);
  const [errors, setErrors] = useState<Partial<Record<RefundField, string>>>({});
  const confirmRef = useRef<HTMLButtonElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const reviewed = useRef(false);
  const planned = previewRefund(subject, mode, units, amount);
  const preview = isRefundProblem(planned) ? null : planned;

  // The confirmation replaces the form and back: focus moves to the step's button (the other's is gone).
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (reviewed.current) continueRef.current?.focus();
    reviewed.current ||= confirming;
  }, [confirming]);

  /** A changed choice or figure clears the messages of the last review. */
  const edit =
    <T>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setErrors({});
    };

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

  return {
    values: { mode, units, amount, reason },
    setMode: edit(setMode),
    setUnits: edit(setUnits),
    setAmount: edit(setAmount),
    setReason,
    errors,
    preview,
    confirming,
    /** Back from the confirmation to the form. */
    back: () => setConfirming(false),
    review,
    submit,
    busy: refund.busy,
    confirmRef,
    continueRef,
  };
}
