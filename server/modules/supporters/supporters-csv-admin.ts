// The back office's CSV export of supporters (docs/supporters.md,
// docs/decisions/020-supporters-and-receipts.md): the list's matches with their
// giving, any number of them. It first links rows that are not linked yet (link.ts).
import { sql } from "drizzle-orm";
import { formatDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import type { CsvValue } from "../../../shared/domain/csv";
import type { SupporterFilter } from "../../../shared/schemas/supporter";
import { linkUnlinkedSupporters } from "./link";
import { many, type Services } from "./supporter-record-admin";
import { pageColumns, timeZoneOf, withFigures, type FigureRow } from "./supporter-figures-admin";
import { supporterSearch } from "./supporters-list-admin";

/** The export reads this many supporters at a time. */
export const SUPPORTERS_EXPORT_BATCH = 500;

export const SUPPORTER_CSV_COLUMNS = [
  "Name",
  "Email",
  "Other Emails",
  "Phone",
  "Address Line 1",
  "Address Line 2",
  "City",
  "State",
  "ZIP Code",
  "Country",
  "Lifetime Given",
  "Given This Year",
  "Gifts",
  "Last Gift",
  "Registrations",
] as const;

/**
 * The matching supporters as CSV rows (by name), in batches read by keyset (the
 * sort name and id), so the export streams any number of them and holds no
 * transaction open. Cells are escaped against formula injection by shared/domain/csv.ts.
 */
export async function* supporterCsvBatches(
  services: Services,
  filter: SupporterFilter,
  batchSize = SUPPORTERS_EXPORT_BATCH,
) {
  await linkUnlinkedSupporters(services.db);
  const timeZone = await timeZoneOf(services);
  let after: { name: string; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? sql` and (lower(s.name), s.id) > (${after.name}, ${after.id}::uuid)`
      : sql``;
    const pageRows = sql`select ${pageColumns} from supporters s where ${supporterSearch(filter)}${keyset}
      order by lower(s.name), s.id limit ${batchSize}`;
    const rows = await many<FigureRow>(services.db, withFigures(pageRows, timeZone));
    if (rows.length === 0) return;
    yield rows.map((r): CsvValue[] => [
      r.name,
      r.email,
      r.other_emails?.split(" ").join("; ") ?? "",
      r.phone,
      r.address_line1,
      r.address_line2,
      r.city,
      r.region,
      r.postal_code,
      r.country,
      formatCents(Number(r.lifetime_cents)),
      formatCents(Number(r.year_cents)),
      Number(r.gifts),
      r.last_gift_at ? formatDate(new Date(r.last_gift_at)) : "",
      Number(r.registrations),
    ]);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { name: last.sort_name, id: last.id };
  }
}
