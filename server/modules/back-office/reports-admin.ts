// The reports page (/admin/reports): every table of one year, side by side
// (docs/figures.md, docs/decisions/021-figures.md; each table's definition is
// report-tables-admin.ts).
import type { Db } from "../../db/client";
import { givingByMethod } from "../giving/index.server";
import { organisationTimeZone } from "../../../shared/domain/time-zone";
import {
  givingByFund,
  givingByMonth,
  refundsOfYear,
  reportYears,
  ticketRevenueByEvent,
} from "./report-tables-admin";

/** Everything the reports page shows for one year, the queries run side by side. */
export async function getReport(
  db: Db,
  year: number,
  timeZone = organisationTimeZone(),
  now = new Date(),
) {
  const [years, byFund, byMonth, byMethod, tickets, refundList] = await Promise.all([
    reportYears(db, timeZone, now),
    givingByFund(db, year, timeZone),
    givingByMonth(db, year, timeZone),
    givingByMethod(db, year, timeZone),
    ticketRevenueByEvent(db, year, timeZone),
    refundsOfYear(db, year, timeZone),
  ]);
  return { year, timeZone, years, byFund, byMonth, byMethod, tickets, refunds: refundList };
}
export type Report = Awaited<ReturnType<typeof getReport>>;
