// Step 1 of the registration dialog, "Select Tickets" (SPEC §2, decision 018): a promo or
// access code first, since it may unlock ticket types for the list below, then the first
// ticket type line and any further lines.
import { AddLineButton, ExtraLines } from "./extra-lines";
import { PromoCodeField } from "./promo-code-field";
import { TicketStep } from "./ticket-step";
import type { RegistrationForm } from "./use-registration-form";

export function TicketSelection({
  eventId,
  registration,
}: {
  eventId: string;
  registration: RegistrationForm;
}) {
  const { form, types, ticketTypeId, quantity, items } = registration;
  return (
    <>
      <PromoCodeField
        eventId={eventId}
        applied={registration.applied}
        error={form.formState.errors.promoCode?.message}
        onApplied={registration.applyCode}
      />
      <TicketStep
        ticketTypes={types}
        ticketTypeId={ticketTypeId}
        quantity={quantity}
        onTicketTypeChange={(id) => {
          form.setValue("ticketTypeId", id);
          form.setValue(
            "items",
            items.filter((l) => l.ticketTypeId !== id),
          );
        }}
        onQuantityChange={(q) => form.setValue("quantity", q)}
        legendAction={
          <AddLineButton
            ticketTypes={types}
            firstTypeId={ticketTypeId}
            lines={items}
            onChange={(next) => form.setValue("items", next)}
          />
        }
      />
      <ExtraLines
        ticketTypes={types}
        firstTypeId={ticketTypeId}
        lines={items}
        errors={items.map((_, i) => form.formState.errors.items?.[i]?.ticketTypeId?.message)}
        onChange={(next) => form.setValue("items", next)}
      />
    </>
  );
}
