// docs/statements.md: the statements screen's action and downloads, and the public
// request and link routes, in process.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, outbox, statementRuns } from "../../../server/db/schema";
import {
  adminUser,
  contextFor,
  getRequest,
  jsonRequest,
  settle,
} from "../../../server/test/admin-context";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import { statementToken } from "../../../server/modules/statements/index.server";
import { pdfText } from "../../../server/test/pdf-text";
import { insertReceipt, supporterIdFor } from "../../../server/test/test-receipts";
import { linkUnlinkedSupporters } from "../../../server/modules/supporters/index.server";
import { STATEMENT_REQUEST_ANSWER } from "../../../shared/schemas/statements";
import * as adminStatements from "./statements";
import * as adminPdf from "./statement-pdf";
import * as publicStatements from "../statements";
import * as link from "../statement-link";
import * as linkPdf from "../statement-link-pdf";

let services: TestServices;
let supporterId: string;
beforeAll(async () => {
  services = await createTestServices();
  await insertReceipt(services.db, {
    email: "rosa@example.org",
    name: "Rosa Parks",
    year: 2025,
    amountCents: 7_500,
  });
  await linkUnlinkedSupporters(services.db);
  supporterId = await supporterIdFor(services.db, "rosa@example.org");
});
afterAll(() => services.cleanup());

const call = (
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
) => settle(() => fn({ request, context: contextFor(services, adminUser), params } as never));
const tally = async () => ({
  runs: (await services.db.select({ n: count() }).from(statementRuns))[0]!.n,
  outbox: (await services.db.select({ n: count() }).from(outbox))[0]!.n,
  audit: (await services.db.select({ n: count() }).from(auditLog))[0]!.n,
});

describe("/admin/statements", () => {
  test("lists the year's supporters with their totals", async () => {
    const { body } = await call(adminStatements.loader, getRequest("/admin/statements?year=2025"));
    expect(body).toMatchObject({
      year: 2025,
      years: [2025],
      counts: { supporters: 1, withEmail: 1, withoutEmail: 0 },
    });
    expect((body.list as { supporters: unknown[] }).supporters).toEqual([
      {
        id: supporterId,
        name: "Rosa Parks",
        email: "rosa@example.org",
        receipts: 1,
        totalCents: 7_500,
      },
    ]);
  });

  test("a future year or a bad year is refused with a clear message, nothing written", async () => {
    const before = await tally();
    const future = await call(
      adminStatements.action,
      jsonRequest("/admin/statements", { intent: "start", year: 2999 }),
    );
    expect(future.status).toBe(400);
    expect((future.body.error as { message: string }).message).toMatch(/2999 cannot be made yet/);
    const junk = await call(
      adminStatements.action,
      jsonRequest("/admin/statements", { intent: "start", year: { x: 1 } }),
    );
    expect(junk.status).toBe(400);
    // The same rule and message for one supporter's send (checkStatementYear).
    const junkSend = await call(
      adminStatements.action,
      jsonRequest("/admin/statements", { intent: "send", id: crypto.randomUUID(), year: "20x5" }),
    );
    expect(junkSend.status).toBe(400);
    expect((junkSend.body.error as { message: string }).message).toBe("Please choose a year.");
    const unknownRun = await call(
      adminStatements.action,
      jsonRequest("/admin/statements", { intent: "step", id: crypto.randomUUID() }),
    );
    expect(unknownRun.status).toBe(404);
    expect(await tally()).toEqual(before);
  });

  test("a run starts and steps to done; one statement downloads as a PDF", async () => {
    const started = await call(
      adminStatements.action,
      jsonRequest("/admin/statements", { intent: "start", year: "2025" }),
    );
    expect(started.status).toBe(200);
    const run = started.body.run as { id: string; total: number };
    expect(run.total).toBe(1);
    const stepped = await call(
      adminStatements.action,
      jsonRequest("/admin/statements", { intent: "step", id: run.id }),
    );
    expect(stepped.body.run).toMatchObject({ status: "done", sent: 1, total: 1 });

    const response = (await adminPdf.loader({
      request: getRequest(`/admin/statements/2025/${supporterId}/pdf`),
      context: contextFor(services, adminUser),
      params: { year: "2025", supporterId },
    } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'inline; filename="statement-2025-rosa-parks.pdf"',
    );
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Rosa Parks");
    const missing = await call(adminPdf.loader, getRequest("/admin/statements/2025/x/pdf"), {
      year: "2025",
      supporterId: "x",
    });
    expect(missing.status).toBe(404);
  });
});

describe("the public request and link", () => {
  const form = (values: Record<string, string>) =>
    new Request("http://localhost:3000/statements", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost:3000",
      },
      body: new URLSearchParams(values),
    });
  const publicCall = (
    fn: (args: never) => unknown,
    request: Request,
    params: Record<string, string> = {},
    ip = "192.0.2.9",
  ) =>
    settle(() =>
      fn({ request, context: { ...contextFor(services, null), clientIp: ip }, params } as never),
    );

  test("known and unknown addresses get the same answer", async () => {
    const known = await publicCall(
      publicStatements.action,
      form({ email: "rosa@example.org", year: "2025" }),
      {},
      "192.0.2.10",
    );
    const unknown = await publicCall(
      publicStatements.action,
      form({ email: "who@example.org", year: "2025" }),
      {},
      "192.0.2.11",
    );
    expect(known).toEqual(unknown);
    expect(known.body).toEqual({ ok: true, message: STATEMENT_REQUEST_ANSWER });
    const future = await publicCall(
      publicStatements.action,
      form({ email: "rosa@example.org", year: "2999" }),
      {},
      "192.0.2.12",
    );
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ values: { email: "rosa@example.org", year: "2999" } });
  });

  test("a genuine link opens the page and the PDF; a tampered one is a 404 page, not JSON", async () => {
    const token = statementToken(services.secret, supporterId, 2025, new Date(Date.now() + 60_000));
    const page = await publicCall(link.loader, getRequest(`/statements/${token}`), { token });
    expect(page.body).toEqual({ year: 2025, href: `/statements/${token}/statement.pdf` });
    const pdf = (await linkPdf.loader({
      request: getRequest(""),
      context: contextFor(services, null),
      params: { token },
    } as never)) as Response;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("no-store");

    const tampered = `${token.slice(0, -3)}abc`;
    const refused = await publicCall(link.loader, getRequest(`/statements/${tampered}`), {
      token: tampered,
    });
    expect(refused.status).toBe(404);
    const refusedPdf = (await linkPdf.loader({
      request: getRequest(""),
      context: contextFor(services, null),
      params: { token: tampered },
    } as never)) as Response;
    expect(refusedPdf.status).toBe(404);
    expect(refusedPdf.headers.get("content-type")).toContain("text/plain");
  });
});
