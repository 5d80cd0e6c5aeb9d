import { Pencil, Trash2, Undo2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { AdminRegistration } from "../../../server/modules/orders/index.server";
import { HeldSeats, LatePaymentRefund } from "./registration-alerts";
import { RegistrationDetails } from "./registration-details";
import { RegistrationGuests } from "./registration-guests";
import { RegistrationRefunds } from "./registration-refunds";

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
        <LatePaymentRefund
          registration={r}
          open={openRefund}
          resolving={resolving}
          onRefund={() => onRefund(true)}
          onResolveRefund={onResolveRefund}
        />
      ) : null}
      {r.heldMinutes !== null ? (
        <HeldSeats registration={r} heldMinutes={r.heldMinutes} onReleaseHold={onReleaseHold} />
      ) : null}
      <RegistrationDetails registration={r} />
      {r.refunds.length > 0 ? <RegistrationRefunds registration={r} /> : null}
      {r.guests.length > 0 ? <RegistrationGuests registration={r} /> : null}
    </li>
  );
}
