import { Printer } from "lucide-react";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import type { DoorList } from "../../../server/modules/orders/index.server";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";
import { CateringSummary } from "./catering-summary";
import { DoorListTable } from "./door-list-table";

// On paper only the list itself: the site header, footer and admin menu go.
// On a phone's screen (not on paper) each person is a block of lines, so the
// list never scrolls sideways; the `data-label` of each cell names it there.
const PAGE_CSS = `@media print {
  @page { margin: 12mm; }
  body > a[href="#main"], body > header, body > footer, nav[aria-label="Admin"], section[aria-label^="Notifications"] { display: none !important; }
  body { background: #fff; }
}
@media screen and (max-width: 47.99rem) {
  .door-list thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  .door-list tr { display: grid; grid-template-columns: 4.5rem minmax(0, 1fr); column-gap: 0.5rem; padding: 0.5rem 0; }
  .door-list td { display: block; padding: 0; overflow-wrap: anywhere; }
  .door-list td:first-child { grid-row: span 5; }
  .door-list td[data-label]::before { content: attr(data-label) ": "; color: var(--muted-foreground, #666); }
  .door-list td[data-empty] { display: none; }
}`;

/** Beyond SPEC (docs/decisions/006): who to expect at the door, who is in, and what to cater for. */
export function DoorListPage({ doorList }: { doorList: DoorList }) {
  const { event, rows, pending, catering, checkedIn } = doorList;
  const attendees = catering.attendees;
  return (
    <article className="space-y-6 print:space-y-4 print:text-black">
      <style href="door-list-print" precedence="default">
        {PAGE_CSS}
      </style>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
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
        {attendees} {attendees === 1 ? "attendee" : "attendees"} from active registrations
        {attendees > 0 ? `, ${checkedIn} checked in` : ""}.
        {pending > 0 ? ` ${pending} awaiting payment not listed.` : ""}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          No one has registered for this event yet.
        </p>
      ) : (
        <DoorListTable rows={rows} />
      )}
      <Pagination page={doorList.page} pageSize={doorList.pageSize} total={attendees} />
      <CateringSummary summary={catering} />
    </article>
  );
}
