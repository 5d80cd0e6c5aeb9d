import type { ReactNode } from "react";
import { Label } from "~/components/ui/label";
import { Input } from "~/components/ui/input";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { formatPrice } from "../../../../shared/domain/money";
import { maxQuantityInput, normalizeQuantityInput } from "../../../../shared/schemas/registration";
import type { DialogTicketType } from "./types";

/** Step 1 'Select Tickets': a ticket type and a quantity (SPEC §2, §5). */
export function TicketStep(props: {
  ticketTypes: DialogTicketType[];
  ticketTypeId: string;
  quantity: number;
  onTicketTypeChange: (id: string) => void;
  onQuantityChange: (quantity: number) => void;
  /** Beside the "Ticket type" heading (decision 018: "Add another ticket type"). */
  legendAction?: ReactNode;
}) {
  const selected = props.ticketTypes.find((t) => t.id === props.ticketTypeId);
  const stock = selected ? selected.remaining : 1;
  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">Ticket type</legend>
        {props.legendAction ? <div className="flex justify-end">{props.legendAction}</div> : null}
        {props.ticketTypes.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No tickets are on sale for this event right now.
          </p>
        ) : (
          <RadioGroup
            value={props.ticketTypeId}
            onValueChange={props.onTicketTypeChange}
            aria-label="Ticket type"
          >
            {props.ticketTypes.map((type) => {
              const soldOut = type.remaining <= 0;
              return (
                <Label
                  key={type.id}
                  htmlFor={`ticket-${type.id}`}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary"
                >
                  <RadioGroupItem
                    id={`ticket-${type.id}`}
                    value={type.id}
                    disabled={soldOut}
                    className="mt-1"
                  />
                  <span className="flex-1 space-y-1">
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-semibold">{type.name}</span>
                      <span className="font-semibold text-primary">
                        {formatPrice(type.priceCents)}
                      </span>
                    </span>
                    {type.description ? (
                      <span className="block text-sm text-muted-foreground">
                        {type.description}
                      </span>
                    ) : null}
                    <span className="block text-xs text-muted-foreground">
                      {soldOut ? "Sold out" : `${type.remaining} available`}
                      {type.seatsPerUnit > 1 ? ` · ${type.seatsPerUnit} seats per ticket` : ""}
                    </span>
                  </span>
                </Label>
              );
            })}
          </RadioGroup>
        )}
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor="registration-quantity">Quantity</Label>
        <Input
          id="registration-quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxQuantityInput(stock)}
          value={props.quantity}
          onChange={(e) => props.onQuantityChange(normalizeQuantityInput(e.target.value, stock))}
          className="w-32"
        />
      </div>
    </div>
  );
}
