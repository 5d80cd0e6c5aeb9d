// A year-end statement (docs/statements.md, docs/decisions/020-supporters-and-receipts.md):
// a supporter's LIVE receipts of one year. A refund voids its receipt and what remains
// gets a replacement receipt, so "refunds removed" is simply "voided receipts left out";
// the total is the sum of the deductible amounts of the lines listed.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  donations,
  eventRegistrations,
  events,
  fundraisers,
  receipts,
  supporters,
} from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import type { SiteSettings } from "../../../shared/schemas/settings";
import { yearInZone } from "../../../shared/domain/zoned-time";

export type StatementLine = {
  receiptNumber: string;
  kind: "gift" | "ticket" | "in_kind";
  receivedAt: Date;
  description: string;
  amountCents: number;
  goodsValueCents: number;
  deductibleCents: number;
};

export type Statement = {
  year: number;
  supporter: {
    id: string;
    name: string;
    email: string | null;
    addressLines: string[];
  };
  lines: StatementLine[];
  totalDeductibleCents: number;
};

/** Σ deductible of the lines: the one definition of a statement's total. */
export function statementTotal(lines: Pick<StatementLine, "deductibleCents">[]): number {
  return lines.reduce((sum, line) => sum + line.deductibleCents, 0);
}

// The one rule for the year of a statement (docs/statements.md: "A year after the
// current one ... is refused with a clear message"), for the back office's runs,
// sends and downloads and for the public request alike. The year is a whole number
// (or its four digits as text, as a form or a URL sends it) from 1900 on, and not
// after the current year in the organisation's time zone.
export const STATEMENT_YEAR_MESSAGES = {
  invalid: "Please choose a year.",
  future: (year: number, current: number) =>
    `Statements for ${year} cannot be made yet: the year has not happened. Choose ${current} or earlier.`,
};

/** The year `value` names (a whole number, or four digits as text), or null; the calendar is not read. */
export function readStatementYear(value: unknown): number | null {
  const year = typeof value === "string" && /^\d{4}$/.test(value.trim()) ? Number(value) : value;
  if (typeof year !== "number" || !Number.isInteger(year) || year < 1900 || year > 9999) {
    return null;
  }
  return year;
}

/**
 * Refuses a year statements cannot be made for, before anything is read or written
 * (a 400 with STATEMENT_YEAR_MESSAGES): not a year, or after the current year in
 * the organisation's time zone.
 */
export function checkStatementYear(
  year: unknown,
  settings: Pick<SiteSettings, "timeZone">,
  now = new Date(),
): number {
  const value = readStatementYear(year);
  if (value === null) throw badRequest(STATEMENT_YEAR_MESSAGES.invalid);
  const current = yearInZone(now, settings.timeZone);
  if (value > current) throw badRequest(STATEMENT_YEAR_MESSAGES.future(value, current));
  return value;
}

/** Years that have at least one live receipt, newest first. */
export async function statementYears(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: receipts.year })
    .from(receipts)
    .where(isNull(receipts.voidedAt))
    .orderBy(sql`${receipts.year} desc`);
  return rows.map((r) => r.year);
}

function describe(row: {
  kind: "gift" | "ticket" | "in_kind";
  description: string | null;
  fundraiserTitle: string | null;
  eventTitle: string | null;
}): string {
  if (row.kind === "in_kind")
    return `Gift in kind: ${row.description ?? "described on the receipt"}`;
  if (row.kind === "ticket") {
    return `Tickets${row.eventTitle ? ` for ${row.eventTitle}` : ""} (deductible part)`;
  }
  const base = `Gift to ${row.fundraiserTitle ?? "the General Fund"}`;
  return row.description ? `${base}: ${row.description}` : base;
}

/** The statement's lines: live receipts of the year, oldest first (by date, then number). */
export async function statementLines(
  db: DbOrTx,
  supporterId: string,
  year: number,
): Promise<StatementLine[]> {
  const rows = await db
    .select({
      number: receipts.number,
      kind: receipts.kind,
      receivedAt: receipts.receivedAt,
      description: receipts.description,
      amountCents: receipts.amountCents,
      goodsValueCents: receipts.goodsValueCents,
      deductibleCents: receipts.deductibleCents,
      fundraiserTitle: fundraisers.title,
      eventTitle: events.title,
    })
    .from(receipts)
    .leftJoin(donations, eq(donations.id, receipts.donationId))
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .leftJoin(eventRegistrations, eq(eventRegistrations.id, receipts.registrationId))
    .leftJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(receipts.supporterId, supporterId),
        eq(receipts.year, year),
        isNull(receipts.voidedAt),
      ),
    )
    .orderBy(asc(receipts.receivedAt), asc(receipts.sequence));
  return rows.map((row) => ({
    receiptNumber: row.number,
    kind: row.kind,
    receivedAt: row.receivedAt,
    description: describe(row),
    amountCents: row.amountCents,
    goodsValueCents: row.goodsValueCents,
    deductibleCents: row.deductibleCents,
  }));
}

/**
 * One supporter's statement for `year`. A merged record has none (its receipts moved
 * to the surviving record); neither has a supporter without live receipts that year.
 * Call linkUnlinkedSupporters first (the callers in this folder do).
 */
export async function buildStatement(
  db: DbOrTx,
  supporterId: string,
  year: number,
): Promise<Statement> {
  const [supporter] = await db.select().from(supporters).where(eq(supporters.id, supporterId));
  if (!supporter || supporter.mergedIntoId) throw notFound("Supporter not found");
  const lines = await statementLines(db, supporterId, year);
  if (lines.length === 0) throw notFound(`${supporter.name} has no receipts for ${year}.`);
  const cityLine = [
    supporter.city,
    [supporter.region, supporter.postalCode].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");
  return {
    year,
    supporter: {
      id: supporter.id,
      name: supporter.name,
      email: supporter.email,
      addressLines: [
        supporter.addressLine1,
        supporter.addressLine2,
        cityLine,
        supporter.country,
      ].filter((line): line is string => Boolean(line && line.trim())),
    },
    lines,
    totalDeductibleCents: statementTotal(lines),
  };
}
