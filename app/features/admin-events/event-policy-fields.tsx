// The event form's buyer self-service and waitlist policy (docs/decisions/017-self-service-and-waitlist.md).
import { Controller, type UseFormReturn } from "react-hook-form";
import { TextField } from "~/components/ui/text-field";
import type { EventFormValues, EventInput } from "../../../shared/schemas/event";
import { SwitchField } from "./form-fields";

export function EventPolicyFields({
  form,
}: {
  form: UseFormReturn<EventFormValues, unknown, EventInput>;
}) {
  const errors = form.formState.errors;
  const selfCancel = form.watch("selfCancel");
  const waitlist = form.watch("waitlistEnabled");
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 font-medium">After the sale</legend>
      <Controller
        control={form.control}
        name="selfCancel"
        render={({ field }) => (
          <SwitchField
            label="Buyers can cancel online"
            hint="From the link in their confirmation e-mail. Freed seats go to the waitlist."
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {selfCancel ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Until how many hours before the start"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={errors.selfCancelHours?.message}
            {...form.register("selfCancelHours")}
          />
          <Controller
            control={form.control}
            name="selfCancelRefund"
            render={({ field }) => (
              <SwitchField
                label="Refund paid tickets"
                checked={Boolean(field.value)}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
      ) : null}
      <TextField
        label="Guests' names and needs can be changed until (hours before the start)"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        error={errors.guestEditHours?.message}
        {...form.register("guestEditHours")}
      />
      <Controller
        control={form.control}
        name="waitlistEnabled"
        render={({ field }) => (
          <SwitchField
            label="Waitlist when sold out"
            hint="Visitors join a queue; freed seats are offered to them in order."
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {waitlist ? (
        <TextField
          label="Hold an offer's seats for (hours)"
          type="number"
          min={1}
          max={168}
          step={1}
          inputMode="numeric"
          error={errors.waitlistOfferHours?.message}
          {...form.register("waitlistOfferHours")}
        />
      ) : null}
    </fieldset>
  );
}
