import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyIssues } from "~/components/admin/apply-issues";
import { FormDialogFooter } from "~/components/admin/form-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { AdminTicketType } from "../../../server/modules/events/index.server";
import { centsToDollars } from "../../../shared/domain/money";
import { numberOr } from "../../../shared/schemas/numeric-input";
import {
  ticketTypeDefaults,
  TICKET_TYPE_NOT_UPDATED,
  ticketTypeFormSchema,
  type TicketTypeFormValues,
  type TicketTypeInput,
} from "../../../shared/schemas/ticket-type";
import { PlaceholderSection, SwitchField } from "./form-fields";
import { PhotoManager } from "./photo-manager";

type Editing = { mode: "create" } | { mode: "edit"; ticketType: AdminTicketType };

const FIELDS = [
  "name",
  "description",
  "price",
  "quantityAvailable",
  "seatsPerUnit",
  "fairMarketValue",
] as const;
/** SPEC §8: an update that came back with no row. */

function defaults(editing: Editing): TicketTypeFormValues {
  if (editing.mode === "create") return ticketTypeDefaults;
  const t = editing.ticketType;
  return {
    name: t.name,
    description: t.description ?? "",
    price: centsToDollars(t.priceCents),
    quantityAvailable: t.quantityAvailable,
    seatsPerUnit: t.seatsPerUnit,
    isActive: t.isActive,
    isHidden: t.isHidden,
    fairMarketValue: t.fairMarketValueCents == null ? "" : centsToDollars(t.fairMarketValueCents),
  };
}

/** SPEC "Ticket Types manager": the Add / Edit Ticket Type dialog. */
export function TicketTypeDialog({
  eventId,
  editing,
  onClose,
}: {
  eventId: string;
  editing: Editing | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing ? (
        <TicketTypeForm
          key={editing.mode === "edit" ? editing.ticketType.id : "new"}
          eventId={eventId}
          editing={editing}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function TicketTypeForm({
  eventId,
  editing,
  onDone,
}: {
  eventId: string;
  editing: Editing;
  onDone: () => void;
}) {
  const isEdit = editing.mode === "edit";
  const save = useAdminMutation();
  const form = useForm<TicketTypeFormValues, unknown, TicketTypeInput>({
    resolver: zodResolver(ticketTypeFormSchema),
    defaultValues: defaults(editing),
  });
  const errors = form.formState.errors;

  const onValid = (values: TicketTypeInput) =>
    save.submit(
      isEdit
        ? { intent: "update", id: editing.ticketType.id, values }
        : { intent: "create", values },
      {
        action: `/admin/events/${eventId}/ticket-types`,
        onSuccess: () => {
          toast.success(
            isEdit ? "Ticket type updated successfully" : "Ticket type created successfully",
          );
          onDone();
        },
        onError: (error) => {
          applyIssues(error.issues, form.setError, FIELDS);
          if (!isEdit) toast.error(`Failed to create ticket type: ${error.message}`);
          else if (error.code === "not_updated") toast.error(TICKET_TYPE_NOT_UPDATED);
          else toast.error(`Failed to update ticket type: ${error.message}`);
        },
      },
    );

  return (
    <DialogContent className="max-w-xl">
      <DialogHeader>
        <DialogTitle>{isEdit ? "Edit Ticket Type" : "Add Ticket Type"}</DialogTitle>
        <DialogDescription>What buyers choose on the event page.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
        <TextField label="Name" error={errors.name?.message} {...form.register("name")} />
        <TextareaField
          label="Description"
          rows={3}
          error={errors.description?.message}
          {...form.register("description")}
        />
        {/* SPEC §5: non-numeric price becomes 0, quantity and seats become 1. */}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Price ($)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            error={errors.price?.message}
            {...form.register("price", { setValueAs: (v) => numberOr(v, 0) })}
          />
          <TextField
            label="Quantity Available"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            error={errors.quantityAvailable?.message}
            {...form.register("quantityAvailable", { setValueAs: (v) => numberOr(v, 1) })}
          />
        </div>
        <div className="space-y-1">
          <TextField
            label="Fair market value per ticket ($, optional)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            aria-describedby="fair-market-value-help"
            error={errors.fairMarketValue?.message}
            {...form.register("fairMarketValue")}
          />
          <p id="fair-market-value-help" className="text-sm text-muted-foreground">
            What a guest receives for one ticket, such as the dinner in a gala ticket. When it is
            set, buyers get a receipt that says only the amount above this value is tax-deductible
            (the IRS asks for this on payments over $75). Leave it blank for tickets that are not
            partly a gift.
          </p>
        </div>
        <div className="space-y-1">
          <TextField
            label="Seats per Unit"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            error={errors.seatsPerUnit?.message}
            {...form.register("seatsPerUnit", { setValueAs: (v) => numberOr(v, 1) })}
          />
          <p className="text-sm text-muted-foreground">
            Number of seats included with each ticket purchase
          </p>
        </div>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <SwitchField
              label="Active"
              hint="Enable sales for this ticket type"
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <label className="flex items-start gap-3 rounded-md border p-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            {...form.register("isHidden")}
          />
          <span className="space-y-1">
            <span className="block font-medium">Hidden (access code only)</span>
            <span className="block text-muted-foreground">
              Not shown on the event page; only a promo code that unlocks it can buy it (military,
              veteran or comp tickets).
            </span>
          </span>
        </label>
        {isEdit ? (
          <PhotoManager
            title="Ticket Photos"
            endpoint={`/admin/events/${eventId}/ticket-types/${editing.ticketType.id}/photos`}
            folder={`ticket-types/${eventId}/${editing.ticketType.id}`}
            reorder="rewrite"
          />
        ) : (
          <PlaceholderSection title="Ticket Photos">
            Save the ticket type first to add photos
          </PlaceholderSection>
        )}
        <FormDialogFooter
          onCancel={onDone}
          saving={save.busy}
          submitLabel={isEdit ? "Update Ticket Type" : "Create Ticket Type"}
        />
      </form>
    </DialogContent>
  );
}
