import { Check } from "lucide-react";
import type { DoorListRow } from "../../../shared/domain/guest-list";
import { formatTime } from "../../../shared/domain/dates";

/** A tick box, ticked with the time (the organisation's) once the door checked the person in. */
function CheckInState({ checkedInAt }: { checkedInAt: string | null }) {
  if (!checkedInAt) {
    return (
      <span
        aria-label="Not checked in"
        role="img"
        className="inline-block size-5 rounded-sm border-2 border-foreground"
      />
    );
  }
  return (
    <span className="inline-flex items-center gap-1" data-testid="checked-in">
      <span
        role="img"
        aria-label="Checked in"
        className="inline-flex size-5 items-center justify-center rounded-sm border-2 border-foreground bg-foreground text-background print:bg-transparent print:text-black"
      >
        <Check aria-hidden="true" className="size-4" strokeWidth={3} />
      </span>
      <time dateTime={checkedInAt} className="text-xs">
        {formatTime(checkedInAt)}
      </time>
    </span>
  );
}

/** The rows by name, as the server sorted them (door-list-admin.ts). */
export function DoorListTable({ rows }: { rows: DoorListRow[] }) {
  const cell = (label: string, value: string | null) => (
    <td className="py-2 pr-2" data-label={label} {...(value ? {} : { "data-empty": "" })}>
      {value ?? "—"}
    </td>
  );
  return (
    <table className="door-list w-full border-collapse text-sm">
      <thead>
        <tr className="border-b-2 border-foreground text-left">
          <th scope="col" className="w-24 py-2 pr-2">
            Checked in
          </th>
          <th scope="col" className="py-2 pr-2">
            Name
          </th>
          <th scope="col" className="py-2 pr-2">
            Ticket type
          </th>
          <th scope="col" className="py-2 pr-2">
            Dietary
          </th>
          <th scope="col" className="py-2 pr-2">
            Accessibility
          </th>
          <th scope="col" className="py-2">
            Notes
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            className="break-inside-avoid border-b align-top"
            data-testid="door-list-row"
          >
            <td className="py-2 pr-2">
              <CheckInState checkedInAt={row.checkedInAt} />
            </td>
            <td className="py-2 pr-2">
              <span className="font-medium">{row.name}</span>
              {row.isPrimaryContact ? " (Primary)" : null}
              {row.registeredBy !== row.name ? (
                <span className="block text-xs text-muted-foreground print:text-black">
                  Registered by {row.registeredBy}
                </span>
              ) : null}
            </td>
            {cell("Ticket type", row.ticketType)}
            {cell("Dietary", row.dietary)}
            {cell("Accessibility", row.accessibility)}
            <td
              className="whitespace-pre-line py-2"
              data-label="Notes"
              {...(row.notes ? {} : { "data-empty": "" })}
            >
              {row.notes ?? ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
