// Decision 020: the fields of an offline gift. What the method asks for changes
// with it: a check number for a check, a description for stock or a gift in kind,
// and no amount for a gift in kind (the donor values it).
import { HandCoins } from "lucide-react";
import { useId, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  OFFLINE_METHOD_LABELS,
  offlineGiftMethods,
  todayInOrganisation,
  type OfflineGiftMethod,
} from "../../../shared/schemas/offline-gift";
import type { GiftFormValues } from "./use-record-gift";

export function RecordGiftForm({
  values,
  set,
  errors,
  designations,
  busy,
  onSubmit,
}: {
  values: GiftFormValues;
  set: <K extends keyof GiftFormValues>(key: K, value: GiftFormValues[K]) => void;
  errors: Record<string, string>;
  designations: { id: string; title: string }[];
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const ids = { method: useId(), designation: useId(), send: useId() };
  const method = values.method;
  const inKind = method === "in_kind";

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-2xl gap-4 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Donor name"
          autoComplete="off"
          value={values.donorName}
          onChange={(e) => set("donorName", e.currentTarget.value)}
          error={errors.donorName}
        />
        <TextField
          label="E-mail (optional)"
          type="email"
          autoComplete="off"
          value={values.donorEmail}
          onChange={(e) => set("donorEmail", e.currentTarget.value)}
          error={errors.donorEmail}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={ids.method}>Method</Label>
          <NativeSelect
            id={ids.method}
            value={method}
            aria-invalid={errors.method ? true : undefined}
            onChange={(e) => set("method", e.currentTarget.value as OfflineGiftMethod)}
          >
            {offlineGiftMethods.map((m) => (
              <option key={m} value={m}>
                {OFFLINE_METHOD_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${ids.method}-error`} message={errors.method} />
        </div>
        {method === "cheque" ? (
          <TextField
            label="Check number"
            autoComplete="off"
            value={values.chequeNumber}
            onChange={(e) => set("chequeNumber", e.currentTarget.value)}
            error={errors.chequeNumber}
          />
        ) : null}
      </div>
      {inKind || method === "stock" ? (
        <TextareaField
          label={inKind ? "What was given" : "Shares given"}
          rows={2}
          placeholder={
            inKind ? "For example, 40 new winter coats" : "For example, 10 shares of ACME Corp."
          }
          value={values.description}
          onChange={(e) => set("description", e.currentTarget.value)}
          error={errors.description}
        />
      ) : null}
      {inKind ? (
        <p className="text-sm text-muted-foreground">
          In-kind gifts take no amount: the receipt describes the gift, and the donor determines its
          value.
        </p>
      ) : (
        <TextField
          label={method === "stock" ? "Value on the date received ($)" : "Amount ($)"}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(e) => set("amount", e.currentTarget.value)}
          error={errors.amount}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date received"
          type="date"
          max={todayInOrganisation()}
          value={values.receivedOn}
          onChange={(e) => set("receivedOn", e.currentTarget.value)}
          error={errors.receivedOn}
        />
        <div className="space-y-2">
          <Label htmlFor={ids.designation}>Fund or fundraiser</Label>
          <NativeSelect
            id={ids.designation}
            value={values.fundraiserId}
            aria-invalid={errors.fundraiserId ? true : undefined}
            onChange={(e) => set("fundraiserId", e.currentTarget.value)}
          >
            <option value="">General Fund</option>
            {designations.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${ids.designation}-error`} message={errors.fundraiserId} />
        </div>
      </div>
      <TextareaField
        label="Note (staff only, never on the receipt)"
        rows={2}
        value={values.note}
        onChange={(e) => set("note", e.currentTarget.value)}
        error={errors.note}
      />
      <div className="flex items-start gap-2">
        <input
          id={ids.send}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={values.sendReceipt}
          onChange={(e) => set("sendReceipt", e.currentTarget.checked)}
        />
        <Label htmlFor={ids.send}>E-mail a receipt now</Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <HandCoins aria-hidden="true" /> {busy ? "Recording..." : "Record gift"}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/admin/donations">Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
