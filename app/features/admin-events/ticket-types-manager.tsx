import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import { useSortableSensors } from "~/components/admin/use-sortable-sensors";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import type { AdminTicketType } from "../../../server/modules/events/index.server";
import { TicketTypeDialog } from "./ticket-type-dialog";
import { SortableTicketTypeCard } from "./sortable-ticket-type-card";

/** SPEC: vertical only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type Editing = { mode: "create" } | { mode: "edit"; ticketType: AdminTicketType } | null;

/** SPEC "Ticket Types manager". `ticketTypes` is null while the Manage data loads. */
export function TicketTypesManager({
  eventId,
  ticketTypes,
}: {
  eventId: string;
  ticketTypes: AdminTicketType[] | null;
}) {
  const [items, setItems] = useState(ticketTypes ?? []);
  const [editing, setEditing] = useState<Editing>(null);
  const reorder = useAdminMutation();
  const action = `/admin/events/${eventId}/ticket-types`;
  const remove = useDeleteConfirmation<AdminTicketType>({
    action,
    deleted: "Ticket type deleted successfully",
    failed: (error) => toast.error(`Failed to delete ticket type: ${error.message}`),
  });
  useEffect(() => setItems(ticketTypes ?? []), [ticketTypes]);

  const sensors = useSortableSensors();

  // Screen readers hear names, not ids, as a card moves.
  const nameOf = (id: string | number | undefined) => items.find((t) => t.id === id)?.name ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${nameOf(active.id)} was moved over ${nameOf(over.id)}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped over ${nameOf(over.id)}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const previous = items;
    const next = arrayMove(
      items,
      items.findIndex((t) => t.id === active.id),
      items.findIndex((t) => t.id === over.id),
    );
    setItems(next);
    reorder.submit(
      { intent: "reorder", ids: next.map((t) => t.id) },
      {
        action,
        onSuccess: () => toast.success("Ticket types reordered successfully"),
        onError: (error) => {
          setItems(previous);
          toast.error(`Failed to reorder ticket types: ${error.message}`);
        },
      },
    );
  }

  return (
    <section aria-labelledby="ticket-types-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="ticket-types-heading" className="text-lg font-semibold">
          Ticket Types
        </h3>
        <Button
          size="sm"
          onClick={() => setEditing({ mode: "create" })}
          disabled={ticketTypes === null}
        >
          <Plus aria-hidden="true" /> Add Ticket Type
        </Button>
      </div>
      {ticketTypes === null ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          No ticket types yet
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Drag to reorder how ticket types appear on the event page
          </p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            modifiers={[verticalOnly]}
            accessibility={{ announcements }}
            onDragEnd={onDragEnd}
          >
            <SortableContext items={items.map((t) => t.id)} strategy={verticalListSortingStrategy}>
              <ul className="space-y-3" aria-label="Ticket types">
                {items.map((t) => (
                  <SortableTicketTypeCard
                    key={t.id}
                    ticketType={t}
                    onEdit={() => setEditing({ mode: "edit", ticketType: t })}
                    onDelete={() => remove.ask(t)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        </>
      )}
      <TicketTypeDialog eventId={eventId} editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        {...remove.dialog}
        title="Delete Ticket Type"
        description={`Are you sure you want to delete "${remove.target?.name ?? ""}"? This action cannot be undone.`}
      />
    </section>
  );
}
