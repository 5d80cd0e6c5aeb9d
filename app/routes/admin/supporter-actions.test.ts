// In-process tests of /admin/supporters/:id's actions and the export (docs/supporters.md):
// the same JSON a form sends, the same context the server builds.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, supporterEmails, supporterMerges, supporters } from "../../../server/db/schema";
import { linkUnlinkedSupporters } from "../../../server/modules/supporters/index.server";
import {
  adminUser,
  contextFor,
  getRequest,
  jsonRequest,
  unwrap,
} from "../../../server/test/admin-context";
import { createDonationRow } from "../../../server/test/back-office-factories";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import * as detailRoute from "./supporter-detail";
import * as exportRoute from "./supporters-export";
import * as listRoute from "./supporters";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const MISSING = "00000000-0000-4000-8000-000000000000";
type Args = Parameters<typeof detailRoute.action>[0];
const post = async (id: string, body: unknown) =>
  unwrap(
    await detailRoute.action({
      request: jsonRequest(`/admin/supporters/${id}`, body),
      context: contextFor(services, adminUser),
      params: { id },
    } as unknown as Args),
  );

async function supporterFor(name: string, email: string, amountCents = 5_000) {
  await createDonationRow(services.db, { donorName: name, donorEmail: email, amountCents });
  await linkUnlinkedSupporters(services.db);
  const [row] = await services.db
    .select()
    .from(supporterEmails)
    .where(eq(supporterEmails.email, email));
  return row!.supporterId;
}

describe("supporter actions", () => {
  test("update: field messages for bad input, nothing written; then saved and audited", async () => {
    const id = await supporterFor("Pia Phone", "pia@example.org");
    const bad = await post(id, {
      intent: "update",
      values: { name: " ", email: "not-an-address" },
    });
    expect(bad.status).toBe(422);
    const issues = (bad.body.error as { issues: { path: string; message: string }[] }).issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Name is required" },
        { path: "email", message: "Invalid email address" },
      ]),
    );
    const ok = await post(id, {
      intent: "update",
      values: { name: "Pia Phone", email: "pia@example.org", phone: "555-0142" },
    });
    expect(ok.status).toBe(200);
    const [row] = await services.db.select().from(supporters).where(eq(supporters.id, id));
    expect(row!.phone).toBe("555-0142");
    const audit = await services.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toHaveLength(1);
  });

  test("update: an address of another record is refused on the e-mail field, suggesting a merge", async () => {
    const id = await supporterFor("Quinn One", "quinn1@example.org");
    await supporterFor("Quinn Two", "quinn2@example.org");
    const { status, body } = await post(id, {
      intent: "update",
      values: { name: "Quinn", email: "Quinn2@Example.org" },
    });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      issues: [{ path: "email", message: expect.stringContaining("merge") }],
    });
  });

  test("merge: into itself, a tampered id, an unknown id and a bad URL id are refused, nothing written", async () => {
    const id = await supporterFor("Ray Self", "ray@example.org");
    expect((await post(id, { intent: "merge", fromId: id })).body).toMatchObject({
      error: { message: "A record cannot be merged into itself. Please choose another record." },
    });
    expect((await post(id, { intent: "merge", fromId: "1; drop table supporters" })).status).toBe(
      404,
    );
    expect((await post(id, { intent: "merge", fromId: MISSING })).status).toBe(404);
    expect((await post(id, { intent: "merge" })).status).toBe(422);
    expect((await post("not-an-id", { intent: "merge", fromId: id })).status).toBe(404);
    expect(await services.db.select().from(supporterMerges)).toEqual([]);
  });

  test("merge: moves the other record's gifts here", async () => {
    const into = await supporterFor("Sue Into", "sue@example.org", 1_000);
    const from = await supporterFor("Sue From", "sue.work@example.org", 2_000);
    const { status, body } = await post(into, { intent: "merge", fromId: from });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, moved: { donations: 1, supporter_emails: 1 } });
    const detail = (await detailRoute.loader({
      request: getRequest(`/admin/supporters/${into}`),
      context: contextFor(services, adminUser),
      params: { id: into },
    } as never)) as { figures: { lifetimeCents: number } };
    expect(detail.figures.lifetimeCents).toBe(3_000);
  });

  test("the list hides merged records; the export is a formula-safe CSV of the same search", async () => {
    await supporterFor("=HYPERLINK(1)", "formula@example.org", 1_234);
    const list = (await listRoute.loader({
      request: getRequest("/admin/supporters?q=formula"),
      context: contextFor(services, adminUser),
      params: {},
    } as never)) as { supporters: { name: string }[] };
    expect(list.supporters.map((s) => s.name)).toEqual(["=HYPERLINK(1)"]);
    const response = (await exportRoute.loader({
      request: getRequest("/admin/supporters/export?q=formula"),
      context: contextFor(services, adminUser),
      params: {},
    } as never)) as Response;
    const text = await response.text();
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(text).toContain("Name,Email,Other Emails");
    expect(text).toContain("'=HYPERLINK(1),formula@example.org");
    expect(text).toContain("$12.34");
    expect(text.trim().split("\r\n")).toHaveLength(2);
  });
});
