// The back office's list of supporters (docs/supporters.md,
// docs/decisions/020-supporters-and-receipts.md): records still in use, searched
// by name or address, a page at a time with each person's giving. It first links
// rows that are not linked yet (link.ts), so the list is current.
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { SupporterFilter } from "../../../shared/schemas/supporter";
import { amongIds, containsPattern } from "../../db/search";
import { linkUnlinkedSupporters } from "./link";
import { many, type Services } from "./supporter-record-admin";
import {
  pageColumns,
  timeZoneOf,
  toSummary,
  withFigures,
  type FigureRow,
} from "./supporter-figures-admin";

export const SUPPORTERS_PAGE_SIZE = 50;

/** Records still in use (a merged record is history) matching the search: name or any of their addresses. */
export function supporterSearch(filter: SupporterFilter): SQL {
  const q = filter.q?.trim();
  if (!q) return sql`s.merged_into_id is null`;
  const pattern = containsPattern(q);
  // supporter_emails holds the contact address too (link.ts, ensureSupporter and edits add it).
  return sql`s.merged_into_id is null and (s.name ilike ${pattern}
    or ${amongIds(sql`s.id`, sql`select se.supporter_id from supporter_emails se where se.email ilike ${pattern}`)})`;
}

async function countMatching(db: DbOrTx, where: SQL) {
  const [row] = await many<{ n: number }>(
    db,
    sql`select count(*)::int as n from supporters s where ${where}`,
  );
  return Number(row?.n ?? 0);
}

/** One page of supporters (by name), with their giving; `total` counts every match. */
export async function listSupporters(services: Services, filter: SupporterFilter) {
  await linkUnlinkedSupporters(services.db);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const timeZone = await timeZoneOf(services);
  const where = supporterSearch(filter);
  const offset = (page - 1) * SUPPORTERS_PAGE_SIZE;
  let rows: FigureRow[];
  let total: number;
  if (filter.q) {
    // A search scans every record once: the count rides along (a window over the matches).
    const pageRows = sql`select ${pageColumns}, count(*) over () as total from supporters s where ${where}
      order by lower(s.name), s.id limit ${SUPPORTERS_PAGE_SIZE} offset ${offset}`;
    rows = await many<FigureRow & { total: number | string }>(
      services.db,
      withFigures(pageRows, timeZone, sql`, p.total`),
    );
    total = rows.length
      ? Number((rows[0] as FigureRow & { total: number | string }).total)
      : await countMatching(services.db, where);
  } else {
    // No search: the page walks the name index and stops at 50; the count needs no text match.
    const pageRows = sql`select ${pageColumns} from supporters s where ${where}
      order by lower(s.name), s.id limit ${SUPPORTERS_PAGE_SIZE} offset ${offset}`;
    rows = await many<FigureRow>(services.db, withFigures(pageRows, timeZone));
    total = await countMatching(services.db, where);
  }
  return {
    supporters: rows.map(toSummary),
    total,
    page,
    pageSize: SUPPORTERS_PAGE_SIZE,
  };
}
