import { formatCents } from "../../../../shared/domain/money";
import type { priceOrder } from "../../../../shared/domain/discounts";

export type SummaryLine = { name: string; quantity: number; subtotalCents: number };

/** Decision 018: the order's lines, the code's discount line and the total, shown before "Register". */
export function OrderSummary(props: {
  lines: SummaryLine[];
  priced: ReturnType<typeof priceOrder>;
  code: string | null;
}) {
  if (props.lines.length === 0) return null;
  return (
    <section aria-label="Order summary" className="rounded-lg bg-secondary p-3 text-sm">
      <dl className="space-y-1">
        {props.lines.map((line, i) => (
          <div key={i} className="flex justify-between gap-4">
            <dt>
              {line.name} × {line.quantity}
            </dt>
            <dd>{formatCents(line.subtotalCents)}</dd>
          </div>
        ))}
        {props.code && props.priced.discountCents > 0 ? (
          <div className="flex justify-between gap-4 text-primary">
            <dt>Discount ({props.code})</dt>
            <dd>−{formatCents(props.priced.discountCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
          <dt>Order total</dt>
          <dd>{formatCents(props.priced.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
