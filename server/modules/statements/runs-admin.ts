// Sending year-end statements from the back office (docs/statements.md). A run is a
// row (statement_runs) and a list of who it has sent to (statement_sends, unique per
// run and supporter). Each step is one transaction that locks the run row, sends the
// next chunk through the outbox with the PDF attached and records each send, so:
// two steps at once wait for each other and never send twice; a process that stops
// mid-run loses nothing, and the next step (the page polling, or the minute job
// server/jobs/advance-statement-runs.ts for a run nobody is watching) carries on from
// what the rows say.
import { and, eq, sql } from "drizzle-orm";
import { advisoryLock } from "../../db/advisory-lock";
import type { DbOrTx } from "../../db/client";
import { statementRuns, statementSends } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { enqueueEmail } from "../../mail/outbox";
import { recordAudit, type Actor, getSiteSettings, siteSettingsIn } from "../../core/index.server";
import { linkUnlinkedSupporters } from "../supporters/index.server";
import { buildStatement, checkStatementYear } from "./statement";
import { statementEmail } from "./statement-email-admin";
import { eligible, rows, statementCounts, type Services } from "./statement-supporters-admin";

/** Supporters per step: each PDF takes a few milliseconds, so a step stays well under a second or two. */
export const STATEMENT_CHUNK = 25;

export type StatementRun = typeof statementRuns.$inferSelect;

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

/**
 * Finishes every running run, chunk by chunk (the minute job
 * server/jobs/advance-statement-runs.ts: a run nobody is watching, or left by a restart).
 */
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
