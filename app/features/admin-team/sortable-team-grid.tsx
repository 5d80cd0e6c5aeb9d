import { closestCenter, DndContext, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext } from "@dnd-kit/sortable";
import { useSortableSensors } from "~/components/admin/use-sortable-sensors";
import { TeamMemberCard } from "./team-member-card";
import type { TeamMemberView } from "./types";

/**
 * Drag-and-drop order of the team (SPEC §2: a sortable toolkit is present in
 * this area; here it orders the members the About page shows). Keyboard: focus
 * a handle, Space to lift, arrow keys to move, Space to drop, Escape to cancel.
 */
export function SortableTeamGrid({
  members,
  onReorder,
  onEdit,
  onDelete,
}: {
  members: TeamMemberView[];
  onReorder: (next: TeamMemberView[]) => void;
  onEdit: (member: TeamMemberView) => void;
  onDelete: (member: TeamMemberView) => void;
}) {
  const sensors = useSortableSensors();
  const nameOf = (id: unknown) => members.find((m) => m.id === id)?.name ?? "member";
  const position = (id: unknown) => members.findIndex((m) => m.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, position ${position(active.id)} of ${members.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} moved to position ${position(over.id)} of ${members.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${position(over.id)} of ${members.length}.`
        : undefined,
    onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} was put back.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = members.findIndex((m) => m.id === active.id);
    const to = members.findIndex((m) => m.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(members, from, to));
  }

  return (
    // A fixed id keeps dnd-kit's aria ids equal on the server and in the browser.
    <DndContext
      id="team-order"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={members.map((m) => m.id)} strategy={rectSortingStrategy}>
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
          aria-label="Team members"
        >
          {members.map((member) => (
            <TeamMemberCard
              key={member.id}
              member={member}
              onEdit={() => onEdit(member)}
              onDelete={() => onDelete(member)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
