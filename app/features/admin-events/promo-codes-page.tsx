// An event's promo and access codes (docs/decisions/018-codes-and-orders.md):
// each code's discount, window, limits, uses and the revenue it gave away;
// add / edit in one dialog, deactivate, delete (only while unused) after a confirmation.
import { BackToEvents } from "./back-to-events";
import { Plus, TicketPercent } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { EditDeleteButtons } from "~/components/admin/edit-delete-buttons";
import { EmptyState } from "~/components/admin/empty-state";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type {
  AdminPromoCode,
  getPromoCodesPage,
} from "../../../server/modules/events/index.server";
import { formatDate, formatLongDate, formatTime } from "../../../shared/domain/dates";
import { describeDiscount } from "../../../shared/domain/discounts";
import { formatCents } from "../../../shared/domain/money";
import { plural } from "../../../shared/domain/words";
import { PromoCodeDialog } from "./promo-code-dialog";

type PageData = Awaited<ReturnType<typeof getPromoCodesPage>>;

const when = (d: Date | string) => `${formatDate(d)} ${formatTime(d)}`;

export function PromoCodesPage({ event, ticketTypes, codes }: PageData) {
  const [dialog, setDialog] = useState<{ open: boolean; code: AdminPromoCode | null }>({
    open: false,
    code: null,
  });
  const toggle = useAdminMutation();
  const confirm = useDeleteConfirmation<AdminPromoCode>({
    deleted: "Promo code deleted",
    failed: (error) =>
      toast.error("Couldn't delete the promo code", { description: error.message }),
  });
  const typeNames = (ids: string[]) =>
    ids
      .map((id) => ticketTypes.find((t) => t.id === id)?.name ?? "a removed ticket type")
      .join(", ");

  function setActive(code: AdminPromoCode, isActive: boolean) {
    toggle.submit(
      { intent: "setActive", id: code.id, isActive },
      {
        onSuccess: () =>
          toast.success(isActive ? `${code.code} is active again` : `${code.code} is deactivated`),
        onError: (error) =>
          toast.error("Couldn't change the promo code", { description: error.message }),
      },
    );
  }

  return (
    <div className="space-y-6">
      <BackToEvents />
      <AdminPageHeader
        title="Promo Codes"
        description={`${event.title} · ${formatLongDate(event.startsAt)}`}
        actions={
          <Button onClick={() => setDialog({ open: true, code: null })}>
            <Plus aria-hidden="true" /> Add Code
          </Button>
        }
      />
      {codes.length === 0 ? (
        <EmptyState icon={TicketPercent} title="No promo codes yet">
          <p className="text-sm text-muted-foreground">
            A code can take a percent or an amount off, and unlock hidden ticket types (military,
            veteran or comp tickets).
          </p>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Promo codes">
          {codes.map((code) => (
            <li key={code.id} className="list-none" data-testid="promo-code">
              <Card className="h-full">
                <CardContent className="flex h-full flex-col gap-3 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-mono text-lg font-semibold">{code.code}</h2>
                    <Badge variant={code.isActive ? "success" : "secondary"}>
                      {code.isActive ? "Active" : "Inactive"}
                    </Badge>
                    <Badge variant="outline">
                      {describeDiscount({ type: code.discountType, value: code.discountValue })}
                    </Badge>
                  </div>
                  {code.description ? (
                    <p className="text-sm text-muted-foreground">{code.description}</p>
                  ) : null}
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">Uses</dt>
                    <dd>
                      {code.maxUses === null
                        ? plural(code.uses, "order")
                        : `${code.uses} of ${code.maxUses}`}
                    </dd>
                    <dt className="text-muted-foreground">Given away</dt>
                    <dd>{formatCents(code.givenAwayCents)}</dd>
                    {code.startsAt || code.endsAt ? (
                      <>
                        <dt className="text-muted-foreground">Valid</dt>
                        <dd>
                          {code.startsAt ? `from ${when(code.startsAt)}` : ""}{" "}
                          {code.endsAt ? `until ${when(code.endsAt)}` : ""}
                        </dd>
                      </>
                    ) : null}
                    {code.appliesToTicketTypeIds.length > 0 ? (
                      <>
                        <dt className="text-muted-foreground">Only for</dt>
                        <dd>{typeNames(code.appliesToTicketTypeIds)}</dd>
                      </>
                    ) : null}
                    {code.unlocksTicketTypeIds.length > 0 ? (
                      <>
                        <dt className="text-muted-foreground">Unlocks</dt>
                        <dd>{typeNames(code.unlocksTicketTypeIds)}</dd>
                      </>
                    ) : null}
                  </dl>
                  <div className="mt-auto flex flex-wrap gap-2">
                    <EditDeleteButtons
                      name={code.code}
                      onEdit={() => setDialog({ open: true, code })}
                      onDelete={() => confirm.ask(code)}
                    />
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={toggle.busy}
                      aria-label={`${code.isActive ? "Deactivate" : "Activate"} ${code.code}`}
                      onClick={() => setActive(code, !code.isActive)}
                    >
                      {code.isActive ? "Deactivate" : "Activate"}
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <PromoCodeDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        code={dialog.code}
        ticketTypes={ticketTypes}
      />
      <ConfirmDeleteDialog
        {...confirm.dialog}
        title="Delete promo code"
        description={`Are you sure you want to delete "${confirm.target?.code ?? ""}"? This action cannot be undone.`}
        warning={
          confirm.target?.everUsed
            ? "This code has been used, so it can't be deleted. Deactivate it instead."
            : undefined
        }
      />
    </div>
  );
}
