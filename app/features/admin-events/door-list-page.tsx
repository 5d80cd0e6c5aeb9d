import { Printer } from "lucide-react";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import type { DoorList } from "../../../server/services/ticketing/door-list-admin";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";
import { CateringSummary } from "./catering-summary";

// On paper only the list itself: the site header, footer and admin menu go.
const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  body > a[href="#main"], body > header, body > footer, nav[aria-label="Admin"], section[aria-label^="Notifications"] { display: none !important; }
  body { background: #fff; }
}`;

/** Beyond SPEC (docs/decisions/006): who to expect at the door, with a box to tick, and what to cater for. */
export function DoorListPage({ doorList }: { doorList: DoorList }) {
  const { event, rows, pending, catering } = doorList;
  const attendees = catering.attendees;
  return (
    <article className="space-y-6 print:space-y-4 print:text-black">
      <style href="door-list-print" precedence="default">
        {PRINT_CSS}
      </style>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold print:text-2xl">Door List</h1>
          <p className="text-lg font-semibold">{event.title}</p>
          <p className="text-muted-foreground print:text-black">
            {formatLongDate(event.startsAt)} at {formatTime(event.startsAt)} · {event.location}
          </p>
        </div>
        <Button onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" /> Print
        </Button>
      </header>
      <p className="text-sm">
        {attendees} {attendees === 1 ? "attendee" : "attendees"} from active registrations.
        {pending > 0 ? ` ${pending} awaiting payment not listed.` : ""}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          No one has registered for this event yet.
        </p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b-2 border-foreground text-left">
              <th scope="col" className="w-16 py-2 pr-2">
                Checked in
              </th>
              <th scope="col" className="py-2 pr-2">Name</th>
              <th scope="col" className="py-2 pr-2">Ticket type</th>
              <th scope="col" className="py-2 pr-2">Dietary</th>
              <th scope="col" className="py-2 pr-2">Accessibility</th>
              <th scope="col" className="py-2">Notes</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="break-inside-avoid border-b align-top" data-testid="door-list-row">
                <td className="py-2 pr-2">
                  <span aria-label="Not checked in" role="img" className="inline-block size-5 rounded-sm border-2 border-foreground" />
                </td>
                <td className="py-2 pr-2">
                  <span className="font-medium">{row.name}</span>
                  {row.isPrimaryContact ? " (Primary)" : null}
                  {row.registeredBy !== row.name ? (
                    <span className="block text-xs text-muted-foreground print:text-black">Registered by {row.registeredBy}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-2">{row.ticketType}</td>
                <td className="py-2 pr-2">{row.dietary ?? "—"}</td>
                <td className="py-2 pr-2">{row.accessibility ?? "—"}</td>
                <td className="whitespace-pre-line py-2">{row.notes ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={doorList.page} pageSize={doorList.pageSize} total={attendees} />
      <CateringSummary summary={catering} />
    </article>
  );
}
