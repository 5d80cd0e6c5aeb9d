import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, UserRound } from "lucide-react";
import { EditDeleteButtons } from "~/components/admin/edit-delete-buttons";
import { Card, CardContent } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { imageSrcSet, imageUrlAtWidth } from "../../../shared/domain/images";
import type { TeamMemberView } from "./types";

export function TeamMemberCard({
  member,
  onEdit,
  onDelete,
}: {
  member: TeamMemberView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: member.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("list-none", isDragging && "relative z-10 opacity-80")}
      data-testid="team-member"
    >
      <Card className="h-full">
        <CardContent className="flex h-full flex-col gap-3 p-4">
          <div className="flex items-start gap-3">
            <button
              ref={setActivatorNodeRef}
              type="button"
              className="mt-1 cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`Reorder ${member.name}`}
              {...attributes}
              {...listeners}
            >
              <GripVertical aria-hidden="true" className="size-5" />
            </button>
            {member.photoUrl ? (
              <img
                src={imageUrlAtWidth(member.photoUrl, 480)}
                srcSet={imageSrcSet(member.photoUrl)}
                sizes="64px"
                alt=""
                className="size-16 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-secondary">
                <UserRound aria-hidden="true" className="size-8 text-muted-foreground" />
              </span>
            )}
            <div className="min-w-0">
              <h2 className="truncate text-lg font-semibold">{member.name}</h2>
              <p className="text-sm text-muted-foreground">{member.title}</p>
            </div>
          </div>
          {member.bio ? <p className="line-clamp-3 text-sm">{member.bio}</p> : null}
          <EditDeleteButtons name={member.name} onEdit={onEdit} onDelete={onDelete} />
        </CardContent>
      </Card>
    </li>
  );
}
