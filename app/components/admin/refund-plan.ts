// What the Refund dialog previews (docs/decisions/016-refunds.md): the form's
// values checked by the shared schema, then the server's own arithmetic
// (shared/domain/refunds.ts), which checks it again when the refund is made.
import {
  planDonationRefund,
  planRegistrationRefund,
  type RefundPlan,
  type RefundProblem,
} from "../../../shared/domain/refunds";
import { registrationRefundSchema } from "../../../shared/schemas/refund";

export type RefundMode = "full" | "units" | "amount";

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

export function previewRefund(
  subject: RefundSubject,
  mode: RefundMode,
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
