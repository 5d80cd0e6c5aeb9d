// SPEC §2/§4 Donate: a preset or a custom amount; choosing one clears the other.
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatCentsShort } from "../../../shared/domain/money";
import { DONATION_PRESETS } from "../../../shared/schemas/donations";
import { dollarsToCents } from "../../../shared/domain/money-input";

export function AmountPicker({
  preset,
  custom,
  error,
  onPreset,
  onCustom,
}: {
  preset: number | null;
  custom: string;
  error?: string;
  onPreset: (dollars: number) => void;
  onCustom: (text: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">Select Amount</legend>
      <div className="grid grid-cols-3 gap-2">
        {DONATION_PRESETS.map((dollars) => (
          <Button
            key={dollars}
            type="button"
            variant={preset === dollars ? "default" : "outline"}
            aria-pressed={preset === dollars}
            onClick={() => onPreset(dollars)}
          >
            {formatCentsShort(dollarsToCents(dollars)!)}
          </Button>
        ))}
      </div>
      <div className="space-y-2">
        <Label htmlFor={id}>Custom Amount</Label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
          >
            $
          </span>
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            placeholder="Enter amount"
            className="pl-7"
            value={custom}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => onCustom(e.target.value)}
          />
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </fieldset>
  );
}
