import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, outbox, statementRuns, statementSends } from "../../db/schema";
import { adminUser } from "../../test/admin-context";
import { createTestServices, type TestServices } from "../../test/harness";
import { ensureSupporter, linkUnlinkedSupporters } from "../supporters/index.server";
import { pdfText } from "../../test/pdf-text";
import { advanceStatementRuns, startStatementRun, stepStatementRun } from "./runs-admin";
import { sendStatement } from "./statement-email-admin";
import { statementCounts, statementsOverview } from "./statement-supporters-admin";
import { insertReceipt, supporterIdFor } from "../../test/test-receipts";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

async function tally() {
  const n = async (
    table: typeof outbox | typeof statementRuns | typeof statementSends | typeof auditLog,
  ) => (await services.db.select({ n: count() }).from(table))[0]!.n;
  return {
    outbox: await n(outbox),
    runs: await n(statementRuns),
    sends: await n(statementSends),
    audit: await n(auditLog),
  };
}

/** Five supporters with 2025 receipts (one known only by name), one with only a voided receipt. */
async function seedYear(year: number) {
  for (let i = 1; i <= 4; i++) {
    await insertReceipt(services.db, {
      email: `run${year}-${i}@example.org`,
      name: `Giver ${i}`,
      year,
      amountCents: 1_000 * i,
    });
  }
  const byName = await ensureSupporter(services.db, { name: "Cash At The Door", email: null });
  await insertReceipt(services.db, {
    email: null,
    name: "Cash At The Door",
    year,
    amountCents: 2_000,
    supporterId: byName,
  });
  await insertReceipt(services.db, {
    email: `run${year}-gone@example.org`,
    name: "Refunded",
    year,
    amountCents: 500,
    voided: true,
  });
}

describe("refusals write nothing", () => {
  test("a future year", async () => {
    const before = await tally();
    await expect(startStatementRun(services, adminUser, 2999)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/2999 cannot be made yet/),
    });
    expect(await tally()).toEqual(before);
  });

  test("a year with no receipts, and a year that is not a year", async () => {
    const before = await tally();
    await expect(startStatementRun(services, adminUser, 1999)).rejects.toMatchObject({
      status: 400,
      message: "There are no receipts for 1999, so there are no statements to send.",
    });
    await expect(startStatementRun(services, adminUser, "next")).rejects.toMatchObject({
      status: 400,
    });
    expect(await tally()).toEqual(before);
  });
});

describe("a run", () => {
  test("counts, sends each supporter with an address once across concurrent steps, and finishes", async () => {
    await seedYear(2025);
    // A page load reads only: the minute job (server/jobs/link-supporters.ts) links new
    // receipts to their supporters.
    expect((await statementsOverview(services, 2025)).counts).toMatchObject({ withEmail: 0 });
    await linkUnlinkedSupporters(services.db);
    const overview = await statementsOverview(services, 2025);
    expect(overview.counts).toEqual({ supporters: 5, withEmail: 4, withoutEmail: 1 });
    expect(overview.years).toContain(2025);

    const before = await tally();
    const run = await startStatementRun(services, adminUser, 2025);
    expect(run).toMatchObject({
      year: 2025,
      status: "running",
      total: 4,
      sent: 0,
      createdBy: adminUser.email,
    });
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.entityId, run.id));
    expect(audit).toMatchObject({ entity: "statement_runs", action: "create" });

    // A second start while it runs is refused.
    await expect(startStatementRun(services, adminUser, 2025)).rejects.toMatchObject({
      status: 409,
    });

    // Two steps at once (two tabs polling): they wait for each other and never overlap.
    const [a, b] = await Promise.all([
      stepStatementRun(services, run.id, 2),
      stepStatementRun(services, run.id, 2),
    ]);
    expect([a.sent, b.sent].sort()).toEqual([2, 4]);
    const last = await stepStatementRun(services, run.id, 2);
    expect(last).toMatchObject({ status: "done", sent: 4, total: 4 });
    expect(last.finishedAt).not.toBeNull();

    const after = await tally();
    expect(after.outbox - before.outbox).toBe(4);
    expect(after.sends - before.sends).toBe(4);
    const mails = await services.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "Your 2025 giving statement from Homefront"));
    expect(new Set(mails.map((m) => m.to))).toEqual(
      new Set([1, 2, 3, 4].map((i) => `run2025-${i}@example.org`)),
    );
    const giver3 = mails.find((m) => m.to === "run2025-3@example.org")!;
    expect(giver3.text).toContain("$30.00 deductible");
    const [attachment] = giver3.attachments!;
    expect(attachment).toMatchObject({
      contentType: "application/pdf",
      encoding: "base64",
      filename: "statement-2025-giver-3.pdf",
    });
    const { text } = await pdfText(Buffer.from(attachment!.content, "base64"));
    expect(text).toContain("Giver 3");
    expect(text).toContain("Total deductible for 2025: $30.00");

    // Done: a step more sends nothing; a new run may start.
    await stepStatementRun(services, run.id);
    expect((await tally()).outbox).toBe(after.outbox);
  });

  test("resumes after the process stopped mid-run, sending only to those not yet sent to", async () => {
    await seedYear(2024);
    const run = await startStatementRun(services, adminUser, 2024);
    await stepStatementRun(services, run.id, 1);
    // A step cut short by a crash: its transaction rolls back, so its sends and e-mails never existed.
    await expect(
      services.db.transaction(async (tx) => {
        await tx.insert(statementSends).values({
          runId: run.id,
          supporterId: await ensureSupporter(tx, { name: "x", email: null }),
        });
        throw new Error("process killed");
      }),
    ).rejects.toThrow("process killed");
    // After the restart the minute job (server/jobs/advance-statement-runs.ts) finds the
    // run still running and finishes it.
    expect(await advanceStatementRuns(services)).toBeGreaterThan(0);
    const [done] = await services.db
      .select()
      .from(statementRuns)
      .where(eq(statementRuns.id, run.id));
    expect(done).toMatchObject({ status: "done", sent: 4, total: 4 });
    const mails = await services.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "Your 2024 giving statement from Homefront"));
    expect(mails.map((m) => m.to).sort()).toEqual(
      [1, 2, 3, 4].map((i) => `run2024-${i}@example.org`),
    );
    expect(await advanceStatementRuns(services)).toBe(0);
  });
});

describe("one statement", () => {
  test("is sent on its own and audited; someone without an address is told to download", async () => {
    await insertReceipt(services.db, {
      email: "one@example.org",
      name: "Only One",
      year: 2023,
      amountCents: 4_200,
    });
    await linkUnlinkedSupporters(services.db);
    const overview = await statementsOverview(services, 2023);
    expect(overview.counts).toEqual(await statementCounts(services.db, 2023));
    const row = { id: await supporterIdFor(services.db, "one@example.org") };
    const result = await sendStatement(services, adminUser, row.id, 2023);
    expect(result).toEqual({ to: "one@example.org" });
    const [audit] = await services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "statement_emails"));
    expect(audit).toMatchObject({ entityId: row.id });

    const byName = await ensureSupporter(services.db, { name: "No Address", email: null });
    await insertReceipt(services.db, {
      email: null,
      name: "No Address",
      year: 2023,
      amountCents: 100,
      supporterId: byName,
    });
    const before = await tally();
    await expect(sendStatement(services, adminUser, byName, 2023)).rejects.toMatchObject({
      status: 400,
      message: "No Address has no e-mail address: download the statement and send it by post.",
    });
    await expect(sendStatement(services, adminUser, byName, 2022)).rejects.toMatchObject({
      status: 404,
    });
    expect(await tally()).toEqual(before);
  });
});
