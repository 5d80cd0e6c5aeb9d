// SPEC §2 Donate: One-Time or Monthly/Yearly, and the billing interval of a recurring gift.
// Radix's tabs act on the mouse going down: a tap before the app runs is played back as one
// (app/lib/early-input.ts).
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { DonationInterval } from "../../../shared/schemas/donations";
import type { Frequency } from "./use-donation-form";

export function FrequencyTabs({
  frequency,
  onFrequencyChange,
  interval,
  onIntervalChange,
  intervalId,
}: {
  frequency: Frequency;
  onFrequencyChange: (frequency: Frequency) => void;
  interval: DonationInterval;
  onIntervalChange: (interval: DonationInterval) => void;
  /** The interval select's id, made by the form (donation-form.tsx says why). */
  intervalId: string;
}) {
  return (
    <Tabs value={frequency} onValueChange={(v) => onFrequencyChange(v as Frequency)}>
      <TabsList aria-label="Donation frequency">
        <TabsTrigger value="one-time">One-Time</TabsTrigger>
        <TabsTrigger value="recurring">Monthly/Yearly</TabsTrigger>
      </TabsList>
      <TabsContent value="one-time">
        <p className="text-sm text-muted-foreground">Make a single gift today.</p>
      </TabsContent>
      <TabsContent value="recurring" className="space-y-2">
        <Label htmlFor={intervalId}>Billing Interval</Label>
        <NativeSelect
          id={intervalId}
          value={interval}
          onChange={(e) => onIntervalChange(e.target.value as DonationInterval)}
        >
          <option value="month">Monthly</option>
          <option value="year">Yearly</option>
        </NativeSelect>
        <p className="text-sm text-muted-foreground">
          Give automatically every {interval}; cancel any time from your receipt.
        </p>
      </TabsContent>
    </Tabs>
  );
}
