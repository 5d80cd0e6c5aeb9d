// Beyond SPEC (README "Using Homefront"): the back office's list of every gift, searchable,
// and its CSV export. Reads only; donations are written by payments.
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AppServices } from "../../context";
import { donations, donationStatuses, fundraisers } from "../../db/schema";
import { formatCents } from "../../../shared/domain/money";
import { formatDateTime } from "../../../shared/domain/dates";
import type { CsvValue } from "../../../shared/domain/csv";
import { referencePrefix } from "../../../shared/domain/reference";
import { containsPattern, idStartsWith } from "../../db/search";

type Db = AppServices["db"];
export type DonationStatus = (typeof donationStatuses)[number];
export type DonationFilter = { q?: string; status?: DonationStatus; page?: number };

export const DONATIONS_PAGE_SIZE = 50;
/** The export reads this many gifts at a time (docs/benchmarks.md "Back office at scale"). */
export const DONATIONS_EXPORT_BATCH = 500;

function referenceMatch(q: string): SQL[] {
  const prefix = referencePrefix(q);
  return prefix ? [idStartsWith(donations.id, prefix)] : [];
}

/**
 * The list's and the export's filter: the search (name, e-mail, fundraiser
 * title or short reference) and the status. The few fundraisers whose title
 * matches are looked up first and named: a subquery would leave the planner
 * guessing, and where most gifts share one fundraiser it guesses that every
 * gift matches and reads them all (docs/decisions/025-search-indexes.md).
 */
export async function donationSearch(db: Db, filter: DonationFilter): Promise<SQL | undefined> {
  const parts: SQL[] = [];
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const titled = await db
      .select({ id: fundraisers.id })
      .from(fundraisers)
      .where(ilike(fundraisers.title, pattern));
    parts.push(
      or(
        ilike(donations.donorName, pattern),
        ilike(donations.donorEmail, pattern),
        inArray(
          donations.fundraiserId,
          titled.map((f) => f.id),
        ),
        // The short reference the success page shows (shared/domain/reference.ts).
        ...referenceMatch(q),
      )!,
    );
  }
  if (filter.status) parts.push(eq(donations.status, filter.status));
  return parts.length ? and(...parts) : undefined;
}

const columns = {
  id: donations.id,
  createdAt: donations.createdAt,
  completedAt: donations.completedAt,
  donorName: donations.donorName,
  donorEmail: donations.donorEmail,
  isAnonymous: donations.isAnonymous,
  message: donations.message,
  amountCents: donations.amountCents,
  refundedCents: donations.refundedCents,
  /** Decision 016: a payment is on record, so the gift can be refunded through the provider. */
  refundable: sql<boolean>`${donations.paymentIntentId} is not null`.mapWith(Boolean),
  interval: donations.interval,
  status: donations.status,
  provider: donations.provider,
  /** Decision 020: how an offline gift came in ("online" for the rest). */
  method: donations.method,
  chequeNumber: donations.chequeNumber,
  fundraiserId: donations.fundraiserId,
  fundraiserTitle: fundraisers.title,
};

export async function listDonations(db: Db, filter: DonationFilter) {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const condition = await donationSearch(db, filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(donations)
      .leftJoin(fundraisers, eq(donations.fundraiserId, fundraisers.id))
      .where(condition)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(DONATIONS_PAGE_SIZE)
      .offset((page - 1) * DONATIONS_PAGE_SIZE),
    // The count and the completed sum in one pass over the matches.
    db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        cents:
          sql<number>`coalesce(sum(${donations.amountCents} - ${donations.refundedCents}) filter (where ${donations.status} = 'completed'), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(donations)
      .leftJoin(fundraisers, eq(donations.fundraiserId, fundraisers.id))
      .where(condition),
  ]);
  return {
    donations: rows,
    total: totals?.n ?? 0,
    completedCents: totals?.cents ?? 0,
    page,
    pageSize: DONATIONS_PAGE_SIZE,
  };
}

export const frequencyLabel = (interval: "month" | "year" | null) =>
  interval === "month" ? "Monthly" : interval === "year" ? "Yearly" : "One-time";

export const DONATION_CSV_COLUMNS = [
  "Date",
  "Donor Name",
  "Email",
  "Anonymous",
  "Amount",
  "Fundraiser",
  "Frequency",
  "Status",
  "Message",
] as const;

/**
 * The matching gifts as CSV rows (newest first), in batches read by keyset (the
 * last gift's date and id; the database's microseconds kept), so the export
 * streams gifts of any number and holds no transaction open. Cells are escaped
 * against formula injection by shared/domain/csv.ts.
 */
export async function* donationCsvBatches(
  db: Db,
  filter: DonationFilter,
  batchSize = DONATIONS_EXPORT_BATCH,
) {
  const condition = await donationSearch(db, filter);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...columns, at: sql<string>`${donations.createdAt}::text` })
      .from(donations)
      .leftJoin(fundraisers, eq(donations.fundraiserId, fundraisers.id))
      .where(
        and(
          condition,
          after
            ? sql`(${donations.createdAt}, ${donations.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((d): CsvValue[] => [
      formatDateTime(d.createdAt),
      d.donorName,
      d.donorEmail,
      d.isAnonymous ? "Yes" : "No",
      formatCents(d.amountCents),
      d.fundraiserTitle ?? "General Fund",
      frequencyLabel(d.interval),
      d.status,
      d.message,
    ]);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}
