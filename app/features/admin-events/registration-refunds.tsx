// The refunds made on a registration (decision 016), newest as the server lists
// them: amount, tickets given back, status, when, by whom, and why.
import type { AdminRegistration } from "../../../server/modules/orders/index.server";
import { formatDateTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { plural } from "../../../shared/domain/words";

const refundStatusLabel = {
  pending: "Pending",
  succeeded: "Refunded",
  failed: "Failed",
  canceled: "Canceled",
} as const;

export function RegistrationRefunds({ registration: r }: { registration: AdminRegistration }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">Refunds</p>
      <ul className="space-y-1 text-sm" aria-label={`Refunds of ${r.customerName}`}>
        {r.refunds.map((f) => (
          <li key={f.id} className="rounded bg-secondary/50 px-3 py-2" data-testid="refund">
            <span className="font-medium">{formatCents(f.amountCents)}</span>
            {f.units > 0 ? ` · ${plural(f.units, "ticket")}` : ""} · {refundStatusLabel[f.status]} ·{" "}
            {formatDateTime(f.createdAt)} · {f.createdBy ?? "at the payment provider"}
            {f.reason ? <span className="block text-muted-foreground">{f.reason}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
