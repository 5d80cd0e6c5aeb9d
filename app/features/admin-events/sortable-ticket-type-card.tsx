import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Pencil, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { AdminTicketType } from "../../../server/modules/events/index.server";
import { formatPrice } from "../../../shared/domain/money";

type Props = { ticketType: AdminTicketType; onEdit: () => void; onDelete: () => void };

/** SPEC "Ticket Types manager": one card, dragged by its handle (pointer or keyboard). */
export function SortableTicketTypeCard({ ticketType: t, onEdit, onDelete }: Props) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: t.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "flex gap-3 rounded-lg border bg-card p-4",
        isDragging && "relative z-10 shadow-lg",
      )}
      data-testid="ticket-type-card"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="cursor-grab touch-none self-start rounded p-1 text-muted-foreground hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Drag to reorder ${t.name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold">{t.name}</h4>
          <Badge variant={t.isActive ? "success" : "secondary"}>
            {t.isActive ? "Active" : "Inactive"}
          </Badge>
          {t.isHidden ? <Badge variant="outline">Hidden: code only</Badge> : null}
        </div>
        {t.description ? <p className="text-sm text-muted-foreground">{t.description}</p> : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className="font-medium">{formatPrice(t.priceCents)}</span>
          <span>{t.quantityAvailable} available</span>
          <span>{t.seatsPerUnit} seats per ticket</span>
          <span>Sold: {t.quantitySold ?? 0}</span>
        </p>
      </div>
      <div className="flex shrink-0 gap-1 self-start">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onEdit}
          aria-label={`Edit ${t.name}`}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="destructive-ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete ${t.name}`}
        >
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      </div>
    </li>
  );
}
