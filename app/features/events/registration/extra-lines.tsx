import { Plus, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatPrice } from "../../../../shared/domain/money";
import {
  MAX_EXTRA_LINES,
  normalizeQuantityInput,
  type OrderLine,
} from "../../../../shared/schemas/registration";
import type { DialogTicketType } from "./types";

/** The types a new line may take: on sale, not yet in the order. */
function freeTypes(ticketTypes: DialogTicketType[], firstTypeId: string, lines: OrderLine[]) {
  const taken = new Set([firstTypeId, ...lines.map((l) => l.ticketTypeId)]);
  return ticketTypes.filter((t) => t.remaining > 0 && !taken.has(t.id));
}

/**
 * "Add another ticket type" (decision 018). It sits beside the "Ticket type"
 * heading, before the choices, so SPEC's ticket type, quantity and Continue stay
 * one Tab apart; the lines it adds come after the quantity.
 */
export function AddLineButton(props: {
  ticketTypes: DialogTicketType[];
  firstTypeId: string;
  lines: OrderLine[];
  onChange: (lines: OrderLine[]) => void;
}) {
  const free = freeTypes(props.ticketTypes, props.firstTypeId, props.lines);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      data-add-line
      disabled={!props.firstTypeId || free.length === 0 || props.lines.length >= MAX_EXTRA_LINES}
      onClick={() => props.onChange([...props.lines, { ticketTypeId: free[0]!.id, quantity: 1 }])}
    >
      <Plus aria-hidden="true" /> Add another ticket type
    </Button>
  );
}

/**
 * Decision 018: further ticket type lines of one order, below SPEC's ticket
 * type and quantity (2 adults + 3 children): a type, a quantity, a remove button.
 */
export function ExtraLines(props: {
  ticketTypes: DialogTicketType[];
  /** The first line's type: not offered again. */
  firstTypeId: string;
  lines: OrderLine[];
  errors?: (string | undefined)[];
  onChange: (lines: OrderLine[]) => void;
}) {
  const { lines, ticketTypes } = props;
  const taken = (index: number) =>
    new Set([props.firstTypeId, ...lines.filter((_, i) => i !== index).map((l) => l.ticketTypeId)]);
  const update = (index: number, line: OrderLine) =>
    props.onChange(lines.map((l, i) => (i === index ? line : l)));
  // A line just added takes the focus (its type select); a removed one gives it to "Add another ticket type".
  const listRef = useRef<HTMLDivElement>(null);
  const count = useRef(lines.length);
  useEffect(() => {
    if (lines.length > count.current)
      listRef.current?.querySelector<HTMLSelectElement>("li:last-child select")?.focus();
    else if (lines.length < count.current)
      listRef.current
        ?.closest("[role=dialog]")
        ?.querySelector<HTMLButtonElement>("[data-add-line]")
        ?.focus();
    count.current = lines.length;
  }, [lines.length]);
  return (
    <div ref={listRef} className="space-y-3">
      {lines.length > 0 ? (
        <ul className="space-y-3" aria-label="More ticket types">
          {lines.map((line, index) => (
            <ExtraLine
              key={index}
              number={index + 2}
              line={line}
              options={ticketTypes.filter(
                (t) => t.id === line.ticketTypeId || (t.remaining > 0 && !taken(index).has(t.id)),
              )}
              error={props.errors?.[index]}
              onChange={(next) => update(index, next)}
              onRemove={() => props.onChange(lines.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ExtraLine(props: {
  number: number;
  line: OrderLine;
  options: DialogTicketType[];
  error?: string;
  onChange: (line: OrderLine) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const stock = props.options.find((t) => t.id === props.line.ticketTypeId)?.remaining ?? 1;
  return (
    <li className="flex flex-wrap items-end gap-3 rounded-lg border p-3">
      <div className="min-w-40 flex-1 space-y-1">
        <Label htmlFor={`${id}-type`}>Ticket type {props.number}</Label>
        <NativeSelect
          id={`${id}-type`}
          value={props.line.ticketTypeId}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(e) => props.onChange({ ...props.line, ticketTypeId: e.target.value })}
        >
          {props.options.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({formatPrice(t.priceCents)})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-quantity`}>Quantity of ticket type {props.number}</Label>
        <Input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={stock}
          value={props.line.quantity}
          onChange={(e) =>
            props.onChange({
              ...props.line,
              quantity: normalizeQuantityInput(e.target.value, stock),
            })
          }
          className="w-24"
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove ticket type ${props.number}`}
        onClick={props.onRemove}
      >
        <X aria-hidden="true" />
      </Button>
      <div className="basis-full">
        <FieldError id={`${id}-error`} message={props.error} />
      </div>
    </li>
  );
}
