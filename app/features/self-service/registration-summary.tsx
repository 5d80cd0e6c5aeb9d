// The order as it stands: when and where, every ticket type line (decision 018) or the one
// type and quantity, the total and the status.
import { Badge } from "~/components/ui/badge";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import type { OwnRegistration } from "../../../server/modules/orders/index.server";

const statusVariant = {
  Confirmed: "success",
  "Awaiting payment": "warning",
  Cancelled: "secondary",
  Expired: "secondary",
} as const;

export function RegistrationSummary({ view }: { view: OwnRegistration }) {
  const { registration, event, ticketType } = view;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2">
      <dt className="text-muted-foreground">Date</dt>
      <dd className="mb-2 sm:mb-0">
        {formatLongDate(event.startsAt)} at {formatTime(event.startsAt)}
      </dd>
      <dt className="text-muted-foreground">Location</dt>
      <dd className="mb-2 sm:mb-0">{event.location}</dd>
      {view.lines.length > 1 ? (
        <>
          <dt className="text-muted-foreground">Tickets</dt>
          <dd className="mb-2 sm:mb-0">
            <ul className="space-y-1">
              {view.lines.map((line) => (
                <li key={line.ticketTypeName} className="flex flex-wrap items-center gap-x-2">
                  <span>
                    {line.quantity} × {line.ticketTypeName}
                  </span>
                  <span className="text-muted-foreground">{formatCents(line.totalCents)}</span>
                  {line.discountCents > 0 ? (
                    <span className="text-muted-foreground">
                      (after a discount of {formatCents(line.discountCents)})
                    </span>
                  ) : null}
                  {line.status !== registration.status ? (
                    <Badge variant={statusVariant[line.status]}>{line.status}</Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : (
        <>
          <dt className="text-muted-foreground">Ticket type</dt>
          <dd className="mb-2 sm:mb-0">{ticketType.name}</dd>
          <dt className="text-muted-foreground">Quantity</dt>
          <dd className="mb-2 sm:mb-0">{registration.quantity}</dd>
        </>
      )}
      <dt className="text-muted-foreground">Total</dt>
      <dd className="mb-2 font-semibold sm:mb-0">{formatCents(registration.totalCents)}</dd>
      <dt className="text-muted-foreground">Status</dt>
      <dd>
        <Badge variant={statusVariant[registration.status]}>{registration.status}</Badge>
      </dd>
    </dl>
  );
}
