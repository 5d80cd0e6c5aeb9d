// Sending year-end statements from the back office (docs/statements.md). A run is a
// row (statement_runs) and a list of who it has sent to (statement_sends, unique per
// run and supporter). Each step is one transaction that locks the run row, sends the
// next chunk through the outbox with the PDF attached and records each send, so:
// two steps at once wait for each other and never send twice; a process that stops
// mid-run loses nothing, and the next step (the page polling, or the minute sweeper
// for a run nobody is watching) carries on from what the rows say.
import { and, eq, sql } from "drizzle-orm";
import { advisoryLock } from "../../db/advisory-lock";
import type { AppServices } from "../../context";
import type { DbOrTx } from "../../db/client";
import { statementRuns, statementSends, type OutboxAttachment } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { enqueueEmail } from "../../mail/outbox";
import { formatCents } from "../../../shared/domain/money";
import type { SiteSettings } from "../../../shared/schemas/settings";
import { recordAudit, type Actor, getSiteSettings, siteSettingsIn } from "../../core/index.server";
import { linkUnlinkedSupporters } from "../supporters/index.server";
import { renderStatementPdf, statementFileName } from "./pdf";
import { buildStatement, checkStatementYear, statementYears, type Statement } from "./statement";
import { containsPattern } from "../../db/search";

type Services = Pick<AppServices, "db" | "database">;

/** Supporters per step: each PDF takes a few milliseconds, so a step stays well under a second or two. */
export const STATEMENT_CHUNK = 25;
export const STATEMENT_PAGE_SIZE = 25;

/** Live receipts of the year, by supporter, for records that were not merged away. */
const eligible = (year: number) => sql`
  select s.id, s.name, s.email, count(r.id)::int as receipts, coalesce(sum(r.deductible_cents), 0)::bigint as total
  from supporters s
  join receipts r on r.supporter_id = s.id and r.year = ${year} and r.voided_at is null
  where s.merged_into_id is null
  group by s.id`;

type Row = Record<string, unknown>;
const rows = (result: unknown) => (result as { rows: Row[] }).rows;

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

export type StatementRun = typeof statementRuns.$inferSelect;

/**
 * What the statements page shows for a year: years to choose, counts, the latest run.
 * A page load never writes (docs/security.md: the fuzzer holds every GET to that), so it
 * does not link supporters itself: the minute sweeper does, and starting a run links
 * first, so a run never misses a receipt issued a moment ago.
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

/** The statement and its PDF, for a download (`/admin/statements/:year/:supporterId/pdf`; reads only). */
export async function statementPdf(services: Services, supporterId: string, year: number) {
  const settings = await getSiteSettings(services);
  checkStatementYear(year, settings);
  const statement = await buildStatement(services.db, supporterId, year);
  return {
    statement,
    pdf: await renderStatementPdf(statement, settings),
    fileName: statementFileName(statement),
  };
}

/** The e-mail that carries a statement (the PDF attached, base64 as the outbox keeps binary files). */
export async function statementEmail(statement: Statement, settings: SiteSettings, to: string) {
  const pdf = await renderStatementPdf(statement, settings);
  const attachment: OutboxAttachment = {
    filename: statementFileName(statement),
    contentType: "application/pdf",
    content: pdf.toString("base64"),
    encoding: "base64",
  };
  const receipts = statement.lines.length;
  return {
    to,
    subject: `Your ${statement.year} giving statement from ${settings.name}`,
    text: [
      `Dear ${statement.supporter.name},`,
      "",
      `Thank you for standing with ${settings.name} in ${statement.year}. Attached is your year-end giving statement: ${receipts} ${receipts === 1 ? "receipt" : "receipts"}, ${formatCents(statement.totalDeductibleCents)} deductible in all.`,
      "",
      "Please keep this statement for your tax records. If anything looks wrong, just reply to this e-mail and we will put it right.",
      "",
      "With gratitude,",
      settings.name,
    ].join("\n"),
    attachments: [attachment],
  };
}

/** Sends one supporter's statement now (the list's "Send"), outside any run. */
export async function sendStatement(
  services: Services,
  actor: Actor,
  supporterId: string,
  year: number,
) {
  const settings = await getSiteSettings(services);
  checkStatementYear(year, settings);
  return services.db.transaction(async (tx) => {
    // In the transaction: a refusal below rolls the linking back too, so a refused request writes nothing.
    await linkUnlinkedSupporters(tx);
    const statement = await buildStatement(tx, supporterId, year);
    if (!statement.supporter.email) {
      throw badRequest(
        `${statement.supporter.name} has no e-mail address: download the statement and send it by post.`,
      );
    }
    const outboxId = await enqueueEmail(
      tx,
      await statementEmail(
        statement,
        await siteSettingsIn(tx, services),
        statement.supporter.email,
      ),
    );
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "statement_emails",
      entityId: supporterId,
      after: {
        year,
        to: statement.supporter.email,
        outboxId,
        totalDeductibleCents: statement.totalDeductibleCents,
      },
    });
    return { to: statement.supporter.email };
  });
}

/**
 * Starts sending `year`'s statements to every supporter with an e-mail address.
 * Refused, with nothing written: a future year, a year without receipts, a year
 * whose run is still going, a year where nobody has an address.
 */
export async function startStatementRun(
  services: Services,
  actor: Actor,
  yearInput: unknown,
): Promise<StatementRun> {
  const settings = await getSiteSettings(services);
  const year = checkStatementYear(yearInput, settings);
  return services.db.transaction(async (tx) => {
    // One start at a time per year, so two clicks cannot both pass the checks below.
    await advisoryLock(tx, `statement-run:${year}`);
    // Every receipt issued until now counts; a refusal below rolls this back with the rest.
    await linkUnlinkedSupporters(tx);
    const counts = await statementCounts(tx, year);
    if (counts.supporters === 0)
      throw badRequest(`There are no receipts for ${year}, so there are no statements to send.`);
    const [running] = await tx
      .select({ id: statementRuns.id })
      .from(statementRuns)
      .where(and(eq(statementRuns.year, year), eq(statementRuns.status, "running")));
    if (running) throw conflict(`Statements for ${year} are already being sent.`);
    if (counts.withEmail === 0) {
      throw badRequest(
        `No one with receipts for ${year} has an e-mail address: download their statements instead.`,
      );
    }
    const [run] = await tx
      .insert(statementRuns)
      .values({ year, total: counts.withEmail, createdBy: actor.email })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "statement_runs",
      entityId: run!.id,
      after: run!,
    });
    return run!;
  });
}

export async function getStatementRun(db: DbOrTx, runId: string): Promise<StatementRun> {
  const [run] = await db.select().from(statementRuns).where(eq(statementRuns.id, runId));
  if (!run) throw notFound("Statement run not found");
  return run;
}

/**
 * Sends the next chunk of a run in one transaction and returns the run's counts.
 * The run row is locked first, so a second step waits and then sees these sends;
 * the primary key of statement_sends is the last word on "never twice".
 */
export async function stepStatementRun(
  services: Services,
  runId: string,
  chunk = STATEMENT_CHUNK,
): Promise<StatementRun> {
  return services.db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(statementRuns)
      .where(eq(statementRuns.id, runId))
      .for("update");
    if (!run) throw notFound("Statement run not found");
    if (run.status !== "running") return run;
    const settings = await siteSettingsIn(tx, services);
    const next = rows(
      await tx.execute(sql`
        select e.id from (${eligible(run.year)}) e
        where e.email is not null
          and not exists (select 1 from statement_sends ss where ss.run_id = ${run.id} and ss.supporter_id = e.id)
        order by e.id
        limit ${chunk}`),
    );
    for (const { id } of next) {
      const statement = await buildStatement(tx, String(id), run.year);
      const outboxId = await enqueueEmail(
        tx,
        await statementEmail(statement, settings, statement.supporter.email!),
      );
      await tx
        .insert(statementSends)
        .values({ runId: run.id, supporterId: statement.supporter.id, outboxId });
    }
    const [left] = rows(
      await tx.execute(sql`
        select count(*)::int as n from (${eligible(run.year)}) e
        where e.email is not null
          and not exists (select 1 from statement_sends ss where ss.run_id = ${run.id} and ss.supporter_id = e.id)`),
    );
    const [sent] = rows(
      await tx.execute(
        sql`select count(*)::int as n from statement_sends where run_id = ${run.id}`,
      ),
    );
    const remaining = Number(left?.n ?? 0);
    const sentCount = Number(sent?.n ?? 0);
    const [updated] = await tx
      .update(statementRuns)
      .set({
        sent: sentCount,
        total: sentCount + remaining,
        ...(remaining === 0 ? { status: "done" as const, finishedAt: new Date() } : {}),
      })
      .where(eq(statementRuns.id, run.id))
      .returning();
    return updated!;
  });
}

/** Finishes every running run, chunk by chunk (the minute sweeper: a run nobody is watching, or left by a restart). */
export async function advanceStatementRuns(services: Services): Promise<number> {
  const running = await services.db
    .select({ id: statementRuns.id })
    .from(statementRuns)
    .where(eq(statementRuns.status, "running"));
  let steps = 0;
  for (const { id } of running) {
    for (;;) {
      const run = await stepStatementRun(services, id);
      steps++;
      if (run.status !== "running") break;
    }
  }
  return steps;
}
