import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useController, useForm, useWatch, type Control } from "react-hook-form";
import { FormDialog } from "~/components/admin/form-dialog";
import { useRecordForm } from "~/components/admin/use-record-form";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TextField } from "~/components/ui/text-field";
import type { AdminPromoCode } from "../../../server/modules/events/index.server";
import { centsToDollars } from "../../../shared/domain/money";
import { dateToZonedInput } from "../../../shared/domain/zoned-time";
import {
  promoCodeDefaults,
  promoCodeFormSchema,
  type PromoCodeFormValues,
  type PromoCodeInput,
} from "../../../shared/schemas/promo-code";

type TypeOption = { id: string; name: string; isHidden: boolean };

function toValues(c: AdminPromoCode): PromoCodeFormValues {
  return {
    code: c.code,
    description: c.description ?? "",
    discountType: c.discountType,
    amount: c.discountType === "fixed" ? centsToDollars(c.discountValue) : c.discountValue,
    maxUses: c.maxUses === null ? "" : String(c.maxUses),
    startsAt: dateToZonedInput(c.startsAt),
    endsAt: dateToZonedInput(c.endsAt),
    appliesToTicketTypeIds: c.appliesToTicketTypeIds,
    unlocksTicketTypeIds: c.unlocksTicketTypeIds,
    isActive: c.isActive,
  };
}

function TypeChoices({
  legend,
  hint,
  types,
  control,
  name,
  error,
}: {
  legend: string;
  hint: string;
  types: TypeOption[];
  control: Control<PromoCodeFormValues>;
  name: "appliesToTicketTypeIds" | "unlocksTicketTypeIds";
  error?: string;
}) {
  const id = useId();
  // One array of ids whatever the number of boxes (a lone registered checkbox would give a boolean).
  const { field } = useController({ control, name });
  const chosen = field.value ?? [];
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {types.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null}
      {types.map((t) => (
        <label key={t.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={chosen.includes(t.id)}
            onChange={(e) =>
              field.onChange(
                e.target.checked ? [...chosen, t.id] : chosen.filter((c) => c !== t.id),
              )
            }
          />
          {t.name}
        </label>
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** Add / edit one promo or access code (docs/decisions/018-codes-and-orders.md). */
export function PromoCodeDialog({
  open,
  onOpenChange,
  code,
  ticketTypes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  code: AdminPromoCode | null;
  ticketTypes: TypeOption[];
}) {
  const typeId = useId();
  const form = useForm<PromoCodeFormValues, unknown, PromoCodeInput>({
    resolver: zodResolver(promoCodeFormSchema),
    defaultValues: promoCodeDefaults,
  });
  const { editing, dialog } = useRecordForm({
    open,
    onOpenChange,
    record: code,
    form,
    empty: promoCodeDefaults,
    toValues,
    toasts: {
      created: "Promo code created",
      updated: "Promo code updated",
      createFailed: "Couldn't create the promo code",
      updateFailed: "Couldn't update the promo code",
    },
  });
  const discountType = useWatch({ control: form.control, name: "discountType" });
  const errors = form.formState.errors;
  return (
    <FormDialog
      {...dialog}
      title={editing ? "Edit Promo Code" : "Add Promo Code"}
      description="Buyers type the code in the registration dialog; upper and lower case are the same."
      submitLabel={editing ? "Save Code" : "Create Code"}
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
    >
      <TextField
        label="Code"
        autoComplete="off"
        error={errors.code?.message}
        {...form.register("code")}
      />
      <TextField
        label="Description (optional)"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={typeId}>What it does</Label>
          <NativeSelect id={typeId} {...form.register("discountType")}>
            <option value="percent">Percent off</option>
            <option value="fixed">Amount off ($)</option>
            <option value="none">Access only (no discount)</option>
          </NativeSelect>
        </div>
        {discountType === "none" ? null : (
          <TextField
            label={discountType === "percent" ? "Percent off" : "Amount off ($)"}
            type="number"
            min={discountType === "percent" ? 1 : 0.01}
            max={discountType === "percent" ? 100 : undefined}
            step={discountType === "percent" ? 1 : 0.01}
            inputMode="decimal"
            error={errors.amount?.message}
            {...form.register("amount")}
          />
        )}
      </div>
      <TextField
        label="Maximum uses (optional)"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        error={errors.maxUses?.message}
        {...form.register("maxUses")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Valid from (optional)"
          type="datetime-local"
          error={errors.startsAt?.message}
          {...form.register("startsAt")}
        />
        <TextField
          label="Valid until (optional)"
          type="datetime-local"
          error={errors.endsAt?.message}
          {...form.register("endsAt")}
        />
      </div>
      <TypeChoices
        legend="Only for these ticket types (optional)"
        hint="Leave all unchecked for a discount on every ticket type."
        types={ticketTypes}
        control={form.control}
        name="appliesToTicketTypeIds"
        error={errors.appliesToTicketTypeIds?.message}
      />
      <TypeChoices
        legend="Unlocks hidden ticket types"
        hint="Hidden ticket types are sold only with a code that unlocks them."
        types={ticketTypes.filter((t) => t.isHidden)}
        control={form.control}
        name="unlocksTicketTypeIds"
        error={errors.unlocksTicketTypeIds?.message}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...form.register("isActive")} />
        Active (buyers can use it)
      </label>
    </FormDialog>
  );
}
