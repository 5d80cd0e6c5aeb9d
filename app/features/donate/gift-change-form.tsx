// A new amount or cadence for the recurring gift, from the next payment on; posted (or, with
// JavaScript, asked about first) like every action of the page.
import type { FormEvent } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TextField } from "~/components/ui/text-field";
import { centsToDecimal } from "../../../shared/domain/money";
import type { RecurringGift } from "../../../server/modules/giving/index.server";

export function GiftChangeForm({
  gift,
  busy,
  amountError,
  onSubmit,
}: {
  gift: RecurringGift;
  busy: boolean;
  amountError: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <input type="hidden" name="intent" value="change" />
      <TextField
        label="Amount (USD)"
        name="amount"
        inputMode="decimal"
        defaultValue={centsToDecimal(gift.amountCents)}
        required
        error={amountError}
      />
      <div className="space-y-2">
        <Label htmlFor="recurring-interval">How often</Label>
        <NativeSelect
          id="recurring-interval"
          name="interval"
          defaultValue={gift.interval ?? "month"}
        >
          <option value="month">Monthly</option>
          <option value="year">Yearly</option>
        </NativeSelect>
      </div>
      <Button type="submit" className="sm:mt-7" disabled={busy}>
        Change Gift
      </Button>
    </Form>
  );
}
