// What a registration card asks staff to act on: a late payment that needs a
// refund (decision 016) and seats held for a payment that has not come yet.
import { AlertTriangle, CheckCircle2, Hourglass } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { AdminRegistration } from "../../../server/modules/orders/index.server";
import { formatDateTime, formatTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { plural } from "../../../shared/domain/words";

/** Paid after the seats were gone: refund what was paid, or mark it resolved; once resolved, when. */
export function LatePaymentRefund({
  registration: r,
  open,
  resolving,
  onRefund,
  onResolveRefund,
}: {
  registration: AdminRegistration;
  /** Not resolved yet. */
  open: boolean;
  resolving: boolean;
  onRefund: () => void;
  onResolveRefund: () => void;
}) {
  if (!open) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CheckCircle2 aria-hidden="true" className="size-4" /> Refund resolved{" "}
        {formatDateTime(r.refundResolvedAt!)}
      </p>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-destructive/10 p-3 text-sm"
    >
      <span className="flex items-center gap-2 font-medium text-destructive">
        <AlertTriangle aria-hidden="true" className="size-4" /> Needs refund: paid after the seats
        were gone.
      </span>
      <span className="flex flex-wrap gap-2">
        {r.refundable ? (
          <Button size="sm" variant="destructive-outline" onClick={onRefund}>
            Refund {formatCents(r.totalCents - r.refundedCents)}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onResolveRefund} disabled={resolving}>
          Mark refund resolved
        </Button>
      </span>
    </div>
  );
}

/** Seats held for a checkout that has not been paid yet, with the button that releases them. */
export function HeldSeats({
  registration: r,
  heldMinutes,
  onReleaseHold,
}: {
  registration: AdminRegistration;
  heldMinutes: number;
  onReleaseHold: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-secondary/60 p-3 text-sm">
      <span className="flex items-center gap-2">
        <Hourglass aria-hidden="true" className="size-4" />
        Seats held {heldMinutes === 0
          ? "just now"
          : `${plural(heldMinutes, "minute")} ago`} (at {formatTime(r.registeredAt)}), waiting for
        payment.
      </span>
      <Button size="sm" variant="outline" onClick={onReleaseHold}>
        Release hold
      </Button>
    </div>
  );
}
