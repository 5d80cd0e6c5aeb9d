// The recurring gift as it stands: where it goes, how much and how often, its status and
// when the next payment is taken.
import { Badge } from "~/components/ui/badge";
import { formatLongDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import type { RecurringGift } from "../../../server/modules/giving/index.server";
import { cadenceOf } from "./gift-action-words";

const STATUS = {
  active: { label: "Active", variant: "success" },
  past_due: { label: "Payment failed — please update your card", variant: "warning" },
  paused: { label: "Paused", variant: "secondary" },
  cancelled: { label: "Cancelled", variant: "secondary" },
} as const;

export function GiftSummary({ gift }: { gift: RecurringGift }) {
  const status = STATUS[gift.status];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2">
      <dt className="text-muted-foreground">Designation</dt>
      <dd className="mb-2 sm:mb-0">{gift.designation}</dd>
      <dt className="text-muted-foreground">Amount</dt>
      <dd className="mb-2 font-semibold sm:mb-0">
        {formatCents(gift.amountCents)} {cadenceOf(gift.interval)}
      </dd>
      <dt className="text-muted-foreground">Status</dt>
      <dd className="mb-2 sm:mb-0">
        <Badge variant={status.variant}>{status.label}</Badge>
      </dd>
      <dt className="text-muted-foreground">Next payment</dt>
      <dd>
        {gift.status === "paused"
          ? "None while paused"
          : gift.status === "cancelled"
            ? "None"
            : gift.nextChargeAt
              ? formatLongDate(gift.nextChargeAt)
              : "Not known yet"}
      </dd>
    </dl>
  );
}
