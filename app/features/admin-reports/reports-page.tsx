import { AdminPageHeader } from "~/components/admin/admin-page-header";
import type { Report } from "../../../server/modules/back-office/index.server";
import { formatDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { ReportSection, type Cell } from "./report-section";
import { ReportYearForm } from "./report-year-form";

type Totals = { gifts: number; grossCents: number; refundedCents: number; netCents: number };
const GIFT_HEADERS = ["Gifts", "Gross", "Refunded", "Net"];
const giftCells = (t: Totals): Cell[] => [
  t.gifts,
  formatCents(t.grossCents),
  formatCents(t.refundedCents),
  formatCents(t.netCents),
];

/** docs/figures.md: every money figure of one calendar year, each table with its CSV. */
export function ReportsPage({ report }: { report: Report }) {
  const { year, timeZone, byFund, byMonth, byMethod, tickets, refunds } = report;
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Reports"
        description={`Gifts and ticket sales of calendar year ${year} in ${timeZone}.`}
        actions={<ReportYearForm year={year} years={report.years} />}
      />
      <p className="text-sm text-muted-foreground" data-testid="report-summary">
        Gifts received in {year}, online and offline, net of refunds:{" "}
        <strong className="text-foreground">{formatCents(byFund.total.netCents)}</strong> from{" "}
        {byFund.total.gifts} {byFund.total.gifts === 1 ? "gift" : "gifts"}. A gift counts on the day
        it was received and a refund lowers the year of the gift or order it pays back, so every
        table below adds up to the same totals. Fundraisers&apos; raised amounts also include their
        starting amounts, which are not gifts.
      </p>
      <ReportSection
        id="giving-by-fund"
        title="Giving by fund"
        note="Each fundraiser, and the General Fund for gifts given to no fundraiser."
        year={year}
        table="funds"
        headers={["Fund", ...GIFT_HEADERS]}
        rows={byFund.rows.map((r) => ({
          key: r.fundraiserId ?? "general",
          cells: [r.fund, ...giftCells(r)],
        }))}
        total={["Total", ...giftCells(byFund.total)]}
      />
      <ReportSection
        id="giving-by-month"
        title="Giving by month"
        note={`Months of the calendar in ${timeZone}.`}
        year={year}
        table="months"
        headers={["Month", ...GIFT_HEADERS]}
        rows={byMonth.rows.map((r) => ({
          key: String(r.month),
          cells: [r.label, ...giftCells(r)],
        }))}
        total={["Total", ...giftCells(byMonth.total)]}
      />
      <ReportSection
        id="giving-by-method"
        title="Giving by method"
        note="Online gifts (one-time and recurring) and gifts received offline. In-kind gifts are counted, never valued."
        year={year}
        table="methods"
        headers={["Method", ...GIFT_HEADERS]}
        rows={byMethod.rows.map((r) => ({ key: r.method, cells: [r.label, ...giftCells(r)] }))}
        total={["Total", ...giftCells(byMethod.total)]}
      />
      <ReportSection
        id="ticket-revenue"
        title="Ticket revenue by event"
        note="Orders placed in the year, paid or free and confirmed. Gross is before discounts; net is what was kept."
        year={year}
        table="events"
        headers={["Event", "Orders", "Tickets", "Gross", "Discounts", "Refunded", "Net"]}
        rows={tickets.rows.map((e) => ({
          key: e.eventId,
          cells: [
            <>
              {e.event}
              <span className="block text-xs text-muted-foreground">{formatDate(e.startsAt)}</span>
            </>,
            e.orders,
            e.tickets,
            formatCents(e.grossCents),
            formatCents(e.discountCents),
            formatCents(e.refundedCents),
            formatCents(e.netCents),
          ],
        }))}
        total={[
          "Total",
          tickets.total.orders,
          tickets.total.tickets,
          formatCents(tickets.total.grossCents),
          formatCents(tickets.total.discountCents),
          formatCents(tickets.total.refundedCents),
          formatCents(tickets.total.netCents),
        ]}
      />
      <ReportSection
        id="refunds"
        title="Refunds"
        note={`Refunds of the year's gifts and ticket orders, pending or made: ${refunds.gifts.refunds} of gifts (${formatCents(refunds.gifts.cents)}), ${refunds.tickets.refunds} of tickets (${formatCents(refunds.tickets.cents)}).${refunds.total.refunds > refunds.rows.length ? ` The latest ${refunds.rows.length} are shown; the CSV has them all.` : ""}`}
        year={year}
        table="refunds"
        headers={["Refunded on", "For", "Name", "Fund or event", "Amount"]}
        rows={refunds.rows.map((x) => ({
          key: x.id,
          cells: [
            formatDate(x.refundedAt),
            x.kind === "gift" ? "Gift" : "Tickets",
            x.name,
            x.what,
            <>
              {formatCents(x.amountCents)}
              {x.status === "pending" ? (
                <span className="block text-xs text-muted-foreground">pending</span>
              ) : null}
            </>,
          ],
        }))}
        total={["Total", "", "", "", formatCents(refunds.total.cents)]}
      />
    </div>
  );
}
