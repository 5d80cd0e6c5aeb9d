// SPEC §2 Donate form, §4 donation form states, §5 validation, §8 toasts. Its state and
// submission are use-donation-form.ts; its toasts donation-toasts.ts.
// A tap or a keystroke before the app runs is played back into this form once it has
// hydrated (docs/decisions/024, app/lib/early-input.ts): its elements, their order and their
// ids stay as the server rendered them. The ids come from useId here, in this component,
// as they always have: made in the sections below, they would change.
import { Lock } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { formatCents } from "../../../shared/domain/money";
import { AmountPicker } from "./amount-picker";
import { DonorFields } from "./donor-fields";
import { FrequencyTabs } from "./frequency-tabs";
import { FundraiserSelect } from "./fundraiser-select";
import { PendingCheckoutNotice } from "./pending-checkout-notice";
import type { DonateFundraiser } from "./types";
import { useDonationForm } from "./use-donation-form";

export function DonationForm({
  fundraisers,
  fundraiserId,
  onFundraiserChange,
}: {
  fundraisers: DonateFundraiser[];
  fundraiserId: string;
  onFundraiserChange: (id: string) => void;
}) {
  const selectId = useId();
  const intervalId = useId();
  const donation = useDonationForm({ fundraisers, fundraiserId });
  const { busy, cents, open } = donation;

  return (
    <Card>
      <CardContent className="pt-6">
        <form
          noValidate
          onSubmit={donation.onSubmit}
          className="space-y-6"
          aria-label="Donation form"
        >
          <FrequencyTabs
            frequency={donation.frequency}
            onFrequencyChange={donation.setFrequency}
            interval={donation.interval}
            onIntervalChange={donation.setBillingInterval}
            intervalId={intervalId}
          />

          <AmountPicker
            preset={donation.preset}
            custom={donation.custom}
            error={donation.form.formState.errors.amount?.message}
            onPreset={donation.choosePreset}
            onCustom={donation.typeCustom}
          />

          <FundraiserSelect
            id={selectId}
            fundraisers={fundraisers}
            value={fundraiserId}
            onChange={onFundraiserChange}
          />

          <DonorFields form={donation.form} />

          <p className="flex items-start gap-2 rounded-md bg-secondary p-3 text-sm text-secondary-foreground">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            You will be redirected to our secure payment provider to complete your donation.
          </p>

          {open.pending ? (
            <PendingCheckoutNotice
              pending={open.pending}
              elsewhere={open.elsewhere}
              onStartOver={open.startOver}
            />
          ) : null}

          <Button
            type="submit"
            size="lg"
            variant="accent"
            className="w-full"
            disabled={donation.disabled}
            busy={busy}
          >
            {busy
              ? "Processing..."
              : cents !== null
                ? `Donate ${formatCents(cents)}${donation.cadence}`
                : "Donate"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
