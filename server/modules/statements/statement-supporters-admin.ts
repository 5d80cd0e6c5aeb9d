// Who has a year-end statement, as the back office's statements page shows them
// (docs/statements.md): supporters with live receipts of the year, counted, listed
// and searched, beside the year's latest run (runs-admin.ts).
import { eq, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { DbOrTx } from "../../db/client";
import { statementRuns } from "../../db/schema";
import { containsPattern } from "../../db/search";
import { statementYears } from "./statement";

export type Services = Pick<AppServices, "db" | "database">;

export const STATEMENT_PAGE_SIZE = 25;

/** Live receipts of the year, by supporter, for records that were not merged away. */
export const eligible = (year: number) => sql`
  select s.id, s.name, s.email, count(r.id)::int as receipts, coalesce(sum(r.deductible_cents), 0)::bigint as total
  from supporters s
  join receipts r on r.supporter_id = s.id and r.year = ${year} and r.voided_at is null
  where s.merged_into_id is null
  group by s.id`;

type Row = Record<string, unknown>;
export const rows = (result: unknown) => (result as { rows: Row[] }).rows;

export type StatementCounts = { supporters: number; withEmail: number; withoutEmail: number };

export async function statementCounts(db: DbOrTx, year: number): Promise<StatementCounts> {
  const [row] = rows(
    await db.execute(sql`
      select count(*)::int as supporters, count(e.email)::int as with_email
      from (${eligible(year)}) e`),
  );
  const supporters = Number(row?.supporters ?? 0);
  const withEmail = Number(row?.with_email ?? 0);
  return { supporters, withEmail, withoutEmail: supporters - withEmail };
}

/**
 * What the statements page shows for a year: years to choose, counts, the latest run.
 * A page load never writes (docs/security.md: the fuzzer holds every GET to that), so it
 * does not link supporters itself: the minute job (server/jobs/link-supporters.ts) does,
 * and starting a run links first, so a run never misses a receipt issued a moment ago.
 */
export async function statementsOverview(services: Services, year: number | null) {
  const years = await statementYears(services.db);
  const chosen = year !== null && years.includes(year) ? year : (years[0] ?? null);
  if (chosen === null) return { years, year: null, counts: null, run: null };
  const [run] = await services.db
    .select()
    .from(statementRuns)
    .where(eq(statementRuns.year, chosen))
    .orderBy(sql`${statementRuns.createdAt} desc`)
    .limit(1);
  return {
    years,
    year: chosen,
    counts: await statementCounts(services.db, chosen),
    run: run ?? null,
  };
}

export type StatementListItem = {
  id: string;
  name: string;
  email: string | null;
  receipts: number;
  totalCents: number;
};

/** Supporters with a statement for `year`, by name, paged, searchable by name or e-mail. */
export async function listStatementSupporters(
  db: DbOrTx,
  year: number,
  filter: { q?: string; page?: number },
) {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const q = filter.q?.trim();
  const match = q
    ? sql`where e.name ilike ${containsPattern(q)} or e.email ilike ${containsPattern(q)}`
    : sql``;
  const [list, [count]] = await Promise.all([
    db.execute(sql`
      select e.* from (${eligible(year)}) e ${match}
      order by lower(e.name), e.id
      limit ${STATEMENT_PAGE_SIZE} offset ${(page - 1) * STATEMENT_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as n from (${eligible(year)}) e ${match}`).then(rows),
  ]);
  return {
    supporters: rows(list).map((r): StatementListItem => ({
      id: String(r.id),
      name: String(r.name),
      email: (r.email as string | null) ?? null,
      receipts: Number(r.receipts),
      totalCents: Number(r.total),
    })),
    total: Number(count?.n ?? 0),
    page,
    pageSize: STATEMENT_PAGE_SIZE,
  };
}
