import { AlertTriangle, CheckCircle2, Hourglass, Pencil, Trash2, Undo2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { AdminRegistration } from "../../../server/modules/orders/index.server";
import { formatDateTime, formatTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { plural } from "../../../shared/domain/words";

/** How a registration status reads in the back office (the card and the edit dialog). */
export const statusLabel: Record<string, string> = {
  active: "Active",
  cancelled: "Cancelled",
  pending: "Pending payment",
  expired: "Expired",
};
const statusVariant = {
  active: "success",
  cancelled: "secondary",
  pending: "warning",
  expired: "outline",
} as const;

type Props = {
  registration: AdminRegistration;
  resolving: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onResolveRefund: () => void;
  onReleaseHold: () => void;
  /** Decision 016: open the Refund dialog; `full` opens it on the confirmation of a full refund. */
  onRefund: (full: boolean) => void;
};

const refundStatusLabel = {
  pending: "Pending",
  succeeded: "Refunded",
  failed: "Failed",
  canceled: "Canceled",
} as const;

/** SPEC "Registrations panel": one registration with its guests. */
export function RegistrationCard({
  registration: r,
  resolving,
  onEdit,
  onDelete,
  onResolveRefund,
  onReleaseHold,
  onRefund,
}: Props) {
  const openRefund = r.needsRefund && !r.refundResolvedAt;
  const refundLeft = r.totalCents - r.refundedCents;
  const firstCheckIn = Object.values(r.checkIn.times).sort()[0];
  return (
    <li
      className={cn(
        "space-y-3 rounded-lg border bg-card p-4",
        openRefund && "border-2 border-destructive bg-destructive/5",
      )}
      data-testid="registration-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <h4 className="font-semibold">{r.customerName}</h4>
          <p className="text-sm text-muted-foreground">{r.customerEmail}</p>
          {r.customerPhone ? (
            <p className="text-sm text-muted-foreground">{r.customerPhone}</p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={statusVariant[r.status as keyof typeof statusVariant] ?? "outline"}>
            {statusLabel[r.status] ?? r.status}
          </Badge>
          {r.refundable && !openRefund ? (
            <Button
              variant="destructive-outline"
              size="sm"
              onClick={() => onRefund(false)}
              aria-label={`Refund registration of ${r.customerName}`}
            >
              <Undo2 aria-hidden="true" /> Refund
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            onClick={onEdit}
            aria-label={`Edit registration of ${r.customerName}`}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="destructive-ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Delete registration of ${r.customerName}`}
          >
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        </div>
      </div>

      {r.needsRefund ? (
        openRefund ? (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-destructive/10 p-3 text-sm"
          >
            <span className="flex items-center gap-2 font-medium text-destructive">
              <AlertTriangle aria-hidden="true" className="size-4" /> Needs refund: paid after the
              seats were gone.
            </span>
            <span className="flex flex-wrap gap-2">
              {r.refundable ? (
                <Button size="sm" variant="destructive-outline" onClick={() => onRefund(true)}>
                  Refund {formatCents(refundLeft)}
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={onResolveRefund} disabled={resolving}>
                Mark refund resolved
              </Button>
            </span>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CheckCircle2 aria-hidden="true" className="size-4" /> Refund resolved{" "}
            {formatDateTime(r.refundResolvedAt!)}
          </p>
        )
      ) : null}

      {r.heldMinutes !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-secondary/60 p-3 text-sm">
          <span className="flex items-center gap-2">
            <Hourglass aria-hidden="true" className="size-4" />
            Seats held {r.heldMinutes === 0
              ? "just now"
              : `${plural(r.heldMinutes, "minute")} ago`}{" "}
            (at {formatTime(r.registeredAt)}), waiting for payment.
          </span>
          <Button size="sm" variant="outline" onClick={onReleaseHold}>
            Release hold
          </Button>
        </div>
      ) : null}

      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Registered:</dt>
          <dd>{formatDateTime(r.registeredAt)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Ticket type:</dt>
          <dd>{r.ticketType.name}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Quantity:</dt>
          <dd>
            {r.quantity} × {formatCents(r.ticketType.priceCents)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Total:</dt>
          <dd className="font-medium">
            {formatCents(r.totalCents)}
            {r.discountCents > 0 ? (
              <span className="text-muted-foreground">
                {" "}
                (after a {formatCents(r.discountCents)} discount)
              </span>
            ) : null}
          </dd>
        </div>
        {r.refundedCents > 0 || r.refundedUnits > 0 ? (
          <div className="flex gap-2 sm:col-span-2" data-testid="registration-refunded">
            <dt className="text-muted-foreground">Refunded:</dt>
            <dd>
              {formatCents(r.refundedCents)}
              {r.refundedUnits > 0 ? ` (${plural(r.refundedUnits, "ticket")} given back)` : ""} ·
              net {formatCents(r.totalCents - r.refundedCents)}
            </dd>
          </div>
        ) : null}
        {r.order ? (
          <div className="flex gap-2 sm:col-span-2" data-testid="registration-order">
            <dt className="text-muted-foreground">Order:</dt>
            <dd>
              {r.order.reference}, one of {r.order.lines} ticket type lines bought together
            </dd>
          </div>
        ) : null}
        {r.checkIn.checkedIn > 0 || r.status === "active" ? (
          <div className="flex gap-2 sm:col-span-2" data-testid="registration-check-in">
            <dt className="text-muted-foreground">Checked in:</dt>
            <dd>
              {r.checkIn.checkedIn} of {r.checkIn.seats}
              {firstCheckIn ? ` (first at ${formatTime(firstCheckIn)})` : ""}
            </dd>
          </div>
        ) : null}
        {r.specialRequests ? (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-muted-foreground">Special requests:</dt>
            <dd className="whitespace-pre-line">{r.specialRequests}</dd>
          </div>
        ) : null}
      </dl>

      {r.refunds.length > 0 ? (
        <div className="space-y-1">
          <p className="text-sm font-medium">Refunds</p>
          <ul className="space-y-1 text-sm" aria-label={`Refunds of ${r.customerName}`}>
            {r.refunds.map((f) => (
              <li key={f.id} className="rounded bg-secondary/50 px-3 py-2" data-testid="refund">
                <span className="font-medium">{formatCents(f.amountCents)}</span>
                {f.units > 0 ? ` · ${plural(f.units, "ticket")}` : ""} ·{" "}
                {refundStatusLabel[f.status]} · {formatDateTime(f.createdAt)} ·{" "}
                {f.createdBy ?? "at the payment provider"}
                {f.reason ? <span className="block text-muted-foreground">{f.reason}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {r.guests.length > 0 ? (
        <div className="space-y-1">
          <p className="text-sm font-medium">Guests</p>
          <ul className="space-y-1 text-sm">
            {r.guests.map((g) => (
              <li key={g.id} className="rounded bg-secondary/50 px-3 py-2">
                <span className="font-medium">{g.guestName}</span>
                {g.isPrimaryContact ? (
                  <span className="text-muted-foreground"> (Primary)</span>
                ) : null}
                {g.guestEmail ? (
                  <span className="block text-muted-foreground">{g.guestEmail}</span>
                ) : null}
                {g.dietaryRestrictions ? (
                  <span className="block">Dietary: {g.dietaryRestrictions}</span>
                ) : null}
                {g.accessibilityNeeds ? (
                  <span className="block">Accessibility: {g.accessibilityNeeds}</span>
                ) : null}
                {r.checkIn.times[g.id] ? (
                  <span className="block text-muted-foreground">
                    Checked in at {formatTime(r.checkIn.times[g.id]!)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
