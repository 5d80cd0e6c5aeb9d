// A registration's facts on its card: when, what, how much, what was refunded,
// the order it is part of, who is checked in and any special requests.
import type { AdminRegistration } from "../../../server/modules/orders/index.server";
import { formatDateTime, formatTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { plural } from "../../../shared/domain/words";

export function RegistrationDetails({ registration: r }: { registration: AdminRegistration }) {
  const firstCheckIn = Object.values(r.checkIn.times).sort()[0];
  return (
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
            {r.refundedUnits > 0 ? ` (${plural(r.refundedUnits, "ticket")} given back)` : ""} · net{" "}
            {formatCents(r.totalCents - r.refundedCents)}
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
  );
}
