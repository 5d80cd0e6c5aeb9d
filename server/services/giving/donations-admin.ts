// Beyond SPEC (README "Using Homefront"): the back office's list of every gift, searchable,
// and its CSV export. Reads only; donations are written by payments.
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AppServices } from "../../context";
import { donations, donationStatuses, fundraisers } from "../../db/schema";
import { formatCents } from "../../../shared/domain/money";
import { formatDateTime } from "../../../shared/domain/dates";
import { toCsv } from "../../../shared/domain/csv";

type Db = AppServices["db"];
export type DonationStatus = (typeof donationStatuses)[number];
export type DonationFilter = { q?: string; status?: DonationStatus; page?: number };

export const DONATIONS_PAGE_SIZE = 50;
/** The export stops here; narrow the search for older gifts. */
export const DONATIONS_EXPORT_LIMIT = 20_000;

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function where(filter: DonationFilter): SQL | undefined {
  const parts: SQL[] = [];
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    parts.push(
      or(
        ilike(donations.donorName, pattern),
        ilike(donations.donorEmail, pattern),
        ilike(fundraisers.title, pattern),
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
  interval: donations.interval,
  status: donations.status,
  provider: donations.provider,
  fundraiserId: donations.fundraiserId,
  fundraiserTitle: fundraisers.title,
};

export async function listDonations(db: Db, filter: DonationFilter) {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const condition = where(filter);
  const [rows, [total], [sum]] = await Promise.all([
    db
      .select(columns)
      .from(donations)
      .leftJoin(fundraisers, eq(donations.fundraiserId, fundraisers.id))
      .where(condition)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(DONATIONS_PAGE_SIZE)
      .offset((page - 1) * DONATIONS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(donations)
      .leftJoin(fundraisers, eq(donations.fundraiserId, fundraisers.id))
      .where(condition),
    db
      .select({
        cents: sql<number>`coalesce(sum(${donations.amountCents}), 0)::bigint`.mapWith(Number),
      })
      .from(donations)
      .leftJoin(fundraisers, eq(donations.fundraiserId, fundraisers.id))
      .where(and(condition, eq(donations.status, "completed"))),
  ]);
  return {
    donations: rows,
    total: total?.n ?? 0,
    completedCents: sum?.cents ?? 0,
    page,
    pageSize: DONATIONS_PAGE_SIZE,
  };
}

export const frequencyLabel = (interval: "month" | "year" | null) =>
  interval === "month" ? "Monthly" : interval === "year" ? "Yearly" : "One-time";

/** The matching gifts as CSV (newest first); every cell escaped against formula injection. */
export async function donationsCsv(db: Db, filter: DonationFilter) {
  const rows = await db
    .select(columns)
    .from(donations)
    .leftJoin(fundraisers, eq(donations.fundraiserId, fundraisers.id))
    .where(where(filter))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(DONATIONS_EXPORT_LIMIT);
  return toCsv(
    [
      "Date",
      "Donor Name",
      "Email",
      "Anonymous",
      "Amount",
      "Fundraiser",
      "Frequency",
      "Status",
      "Message",
    ],
    rows.map((d) => [
      formatDateTime(d.createdAt),
      d.donorName,
      d.donorEmail,
      d.isAnonymous ? "Yes" : "No",
      formatCents(d.amountCents),
      d.fundraiserTitle ?? "General Fund",
      frequencyLabel(d.interval),
      d.status,
      d.message,
    ]),
  );
}
