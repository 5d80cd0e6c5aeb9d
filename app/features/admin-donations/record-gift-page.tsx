import { FileText, HandCoins } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  OFFLINE_METHOD_LABELS,
  offlineGiftDefaults,
  offlineGiftMethods,
  todayInOrganisation,
  type OfflineGiftMethod,
} from "../../../shared/schemas/offline-gift";

type Recorded = {
  ok: true;
  id: string;
  receiptId: string | null;
  receiptNumber: string | null;
  emailed: boolean;
};

/**
 * Decision 020 (docs/receipts.md): a gift that came in by cash, check, bank
 * transfer, stock or in kind. It counts in fundraiser totals, the dashboard and
 * statements like an online gift, and gets a numbered receipt.
 */
export function RecordGiftPage({
  supporter,
  designations,
}: {
  supporter: { id: string; name: string; email: string | null } | null;
  designations: { id: string; title: string }[];
}) {
  const initial = offlineGiftDefaults(
    supporter
      ? { supporterId: supporter.id, donorName: supporter.name, donorEmail: supporter.email ?? "" }
      : {},
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const record = useAdminMutation<Recorded>();
  const doneRef = useRef<HTMLDivElement>(null);
  const ids = { method: useId(), designation: useId(), send: useId() };

  useEffect(() => {
    if (recorded) doneRef.current?.focus();
  }, [recorded]);

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const method = values.method;
  const inKind = method === "in_kind";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    record.submit(
      { intent: "record", values },
      {
        onSuccess: (result) => {
          setRecorded(result);
          toast.success("Gift recorded", {
            description: result.receiptNumber
              ? `Receipt ${result.receiptNumber}${result.emailed ? " is on its way by e-mail." : "."}`
              : undefined,
          });
        },
        onError: (error) => {
          const byField = Object.fromEntries(
            (error.issues ?? []).map((i) => [i.path.replace(/^values\./, ""), i.message]),
          );
          if (Object.keys(byField).length > 0) setErrors(byField);
          else toast.error("Could not record the gift", { description: error.message });
        },
      },
    );
  };

  if (recorded) {
    return (
      <div className="space-y-6">
        <AdminPageHeader title="Record a gift" />
        <div
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="space-y-4 rounded-xl border bg-card p-4 outline-none sm:p-6"
        >
          <h2 className="text-lg font-semibold">The gift is recorded.</h2>
          <p data-testid="recorded-receipt">
            {recorded.receiptNumber
              ? `Receipt ${recorded.receiptNumber}`
              : "No receipt was issued."}
            {recorded.emailed ? " was e-mailed to the donor." : ""}
          </p>
          <div className="flex flex-wrap gap-2">
            {recorded.receiptId ? (
              <Button asChild variant="outline">
                <a
                  href={`/admin/receipts/${recorded.receiptId}/pdf`}
                  target="_blank"
                  rel="noreferrer"
                >
                  <FileText aria-hidden="true" /> Receipt PDF
                </a>
              </Button>
            ) : null}
            <Button
              onClick={() => {
                setValues(offlineGiftDefaults());
                setRecorded(null);
              }}
            >
              <HandCoins aria-hidden="true" /> Record another gift
            </Button>
            <Button asChild variant="ghost">
              <Link to="/admin/donations">Back to donations</Link>
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Record a gift"
        description="A gift that came in by cash, check, bank transfer, stock or in kind. It counts in totals and gets a numbered receipt."
      />
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
            In-kind gifts take no amount: the receipt describes the gift, and the donor determines
            its value.
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
          <Button type="submit" disabled={record.busy}>
            <HandCoins aria-hidden="true" /> {record.busy ? "Recording..." : "Record gift"}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/admin/donations">Cancel</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
