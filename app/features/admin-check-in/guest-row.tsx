// One attendee of a door result: their needs, whether they are in (with Undo),
// and a box to pick them when several are waiting.
import { Undo2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { formatTime } from "../../../shared/domain/dates";
import type { DoorRegistration } from "../../../shared/schemas/check-in";

export function GuestRow({
  registration: r,
  attendee: a,
  selectable,
  selected,
  onSelect,
  onUndo,
}: {
  registration: DoorRegistration;
  attendee: DoorRegistration["attendees"][number];
  /** Several guests are waiting: each can be picked for "Check in selected". */
  selectable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onUndo: () => void;
}) {
  const id = `attendee-${a.key}`;
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-card p-3">
      {r.status === "active" && !a.checkedInAt && selectable ? (
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-6 shrink-0 accent-green-700"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-lg font-medium break-words">
          {a.name}
          {a.isPrimaryContact ? <span className="text-muted-foreground"> (Primary)</span> : null}
        </label>
        {a.dietary ? <p className="text-sm">Dietary: {a.dietary}</p> : null}
        {a.accessibility ? <p className="text-sm">Accessibility: {a.accessibility}</p> : null}
        {a.checkedInAt ? (
          <p className="text-sm font-medium text-green-800">
            Checked in at {formatTime(a.checkedInAt)}
          </p>
        ) : null}
      </div>
      {/* An undo on a line that is not admitted would be ignored here and refused by the server. */}
      {a.checkedInAt && r.status === "active" ? (
        <Button type="button" variant="outline" className="min-h-11 shrink-0" onClick={onUndo}>
          <Undo2 aria-hidden="true" /> Undo<span className="sr-only"> check-in of {a.name}</span>
        </Button>
      ) : null}
    </div>
  );
}
