// The reports page's CSV downloads (/admin/reports/export; docs/figures.md,
// docs/decisions/021-figures.md): one table of a year, as the page shows it, with
// a total line, for spreadsheets.
import type { Db } from "../../db/client";
import { givingByMethod, type GiftTotals } from "../giving/index.server";
import { organisationTimeZone } from "../../../shared/domain/time-zone";
import { calendarDayInZone } from "../../../shared/domain/zoned-time";
import {
  givingByFund,
  givingByMonth,
  refundsOfYear,
  ticketRevenueByEvent,
} from "./report-tables-admin";

export const reportTables = ["funds", "months", "methods", "events", "refunds"] as const;
export type ReportTable = (typeof reportTables)[number];

/** Dollars with two decimals and no separators, for spreadsheets. */
const dollars = (cents: number) => (cents / 100).toFixed(2);
const giftCells = (t: GiftTotals) => [
  t.gifts,
  dollars(t.grossCents),
  dollars(t.refundedCents),
  dollars(t.netCents),
];
const GIFT_HEADER = ["Gifts", "Gross ($)", "Refunded ($)", "Net ($)"];

/** One table of the report as CSV cells (header, rows and a total line), for /admin/reports/export. */
export async function reportCsv(
  db: Db,
  year: number,
  table: ReportTable,
  timeZone = organisationTimeZone(),
) {
  const fileName = `${table === "events" ? "ticket-revenue" : table === "refunds" ? "refunds" : `giving-by-${table.replace(/s$/, "")}`}-${year}.csv`;
  switch (table) {
    case "funds": {
      const { rows, total } = await givingByFund(db, year, timeZone);
      return {
        fileName,
        header: ["Fund", ...GIFT_HEADER],
        rows: [...rows.map((r) => [r.fund, ...giftCells(r)]), ["Total", ...giftCells(total)]],
      };
    }
    case "months": {
      const { rows, total } = await givingByMonth(db, year, timeZone);
      return {
        fileName,
        header: ["Month", ...GIFT_HEADER],
        rows: [...rows.map((r) => [r.label, ...giftCells(r)]), ["Total", ...giftCells(total)]],
      };
    }
    case "methods": {
      const { rows, total } = await givingByMethod(db, year, timeZone);
      return {
        fileName,
        header: ["Method", ...GIFT_HEADER],
        rows: [...rows.map((r) => [r.label, ...giftCells(r)]), ["Total", ...giftCells(total)]],
      };
    }
    case "events": {
      const { rows, total } = await ticketRevenueByEvent(db, year, timeZone);
      const cells = (e: Omit<(typeof rows)[number], "eventId" | "event" | "startsAt">) => [
        e.orders,
        e.tickets,
        dollars(e.grossCents),
        dollars(e.discountCents),
        dollars(e.refundedCents),
        dollars(e.netCents),
      ];
      return {
        fileName,
        header: [
          "Event",
          "Event date",
          "Orders",
          "Tickets",
          "Gross ($)",
          "Discounts ($)",
          "Refunded ($)",
          "Net ($)",
        ],
        rows: [
          ...rows.map((e) => [e.event, calendarDayInZone(e.startsAt, timeZone), ...cells(e)]),
          ["Total", "", ...cells(total)],
        ],
      };
    }
    case "refunds": {
      const list = await refundsOfYear(db, year, timeZone, null);
      return {
        fileName,
        header: ["Refunded on", "For", "Name", "Fund or event", "Amount ($)", "Status", "Reason"],
        rows: list.rows.map((x) => [
          calendarDayInZone(x.refundedAt, timeZone),
          x.kind === "gift" ? "Gift" : "Tickets",
          x.name,
          x.what,
          dollars(x.amountCents),
          x.status,
          x.reason,
        ]),
      };
    }
  }
}
