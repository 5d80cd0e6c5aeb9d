// In-process tests of the back-office actions and loaders (docs/security.md §3):
// the same request a form sends, the same context the server builds.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  contactMessages,
  fundraisers,
  outbox,
  teamMembers,
} from "../../../server/db/schema";
import {
  adminUser,
  contextFor,
  getRequest,
  jsonRequest,
  unwrap,
} from "../../../server/test/admin-context";
import {
  createDonationRow,
  createMessageRow,
  createOutboxRow,
} from "../../../server/test/back-office-factories";
import { createFundraiser as createFundraiserRow } from "../../../server/test/factories";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import * as donationsExport from "./donations-export";
import * as donationsRoute from "./donations";
import * as fundraisersRoute from "./fundraisers";
import * as messagesRoute from "./messages";
import * as outboxRoute from "./outbox";
import * as teamRoute from "./team";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const MISSING = "00000000-0000-4000-8000-000000000000";
type Args = Parameters<typeof teamRoute.action>[0];
const args = (request: Request) =>
  ({ request, context: contextFor(services, adminUser), params: {} }) as unknown as Args;

const team = async (body: unknown) =>
  unwrap(await teamRoute.action(args(jsonRequest("/admin/team", body))));
const funds = async (body: unknown) =>
  unwrap(await fundraisersRoute.action(args(jsonRequest("/admin/fundraisers", body)) as never));

describe("team actions", () => {
  test("create ignores id, role and created_at sent with the form; empty bio and photo are saved as null", async () => {
    const { status, body } = await team({
      intent: "create",
      name: "  Nell Newcomer ",
      title: "Greeter",
      bio: "",
      photoUrl: "",
      id: MISSING,
      role: "owner",
      created_at: "2001-01-01",
      orderIndex: 99,
    });
    expect(status).toBe(200);
    const [row] = await services.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, body.id as string));
    expect(row).toMatchObject({
      name: "Nell Newcomer",
      title: "Greeter",
      bio: null,
      photoUrl: null,
      orderIndex: 0,
    });
    expect(row!.id).not.toBe(MISSING);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2001);
  });

  test("missing name and title answer 422 with SPEC's messages", async () => {
    const { status, body } = await team({ intent: "create", name: "", bio: "x" });
    expect(status).toBe(422);
    expect((body.error as { issues: { path: string; message: string }[] }).issues).toEqual([
      { path: "name", message: "Name is required" },
      { path: "title", message: "Title is required" },
    ]);
  });

  test("a photo URL that is not one of our uploads is refused", async () => {
    for (const photoUrl of [
      "javascript:alert(1)",
      "https://tracker.example/pixel.gif",
      "/uploads/../auth-secret",
    ]) {
      const { status } = await team({ intent: "create", name: "A", title: "B", photoUrl });
      expect(status).toBe(422);
    }
  });

  test("editing or deleting a member that does not exist is a 404", async () => {
    for (const id of [MISSING, "nope"]) {
      expect((await team({ intent: "update", id, name: "A", title: "B" })).status).toBe(404);
      expect((await team({ intent: "delete", id })).status).toBe(404);
    }
  });

  test("an unknown intent or an unreadable body is a 400", async () => {
    expect((await team({ intent: "explode" })).status).toBe(400);
    const broken = new Request("http://localhost:3000/admin/team", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(unwrap(await teamRoute.action(args(broken))).status).toBe(400);
    expect((await team({ intent: "reorder", ids: ["a", "a"] })).status).toBe(422);
    expect((await team({ intent: "reorder", ids: "everything" })).status).toBe(422);
  });
});

describe("fundraiser actions", () => {
  test("empty amounts become 0 and dollars become cents; active defaults to on", async () => {
    const { status, body } = await funds({
      intent: "create",
      title: "Boots",
      description: "New boots.",
      goal: "",
      raised: "",
    });
    expect(status).toBe(200);
    const [row] = await services.db
      .select()
      .from(fundraisers)
      .where(eq(fundraisers.id, body.id as string));
    expect(row).toMatchObject({ goalCents: 0, raisedCents: 0, isActive: true });
    const second = await funds({
      intent: "create",
      title: "Socks",
      description: "Warm.",
      goal: "$1,234.57",
      raised: 10,
      isActive: false,
    });
    const [socks] = await services.db
      .select()
      .from(fundraisers)
      .where(eq(fundraisers.id, second.body.id as string));
    expect(socks).toMatchObject({ goalCents: 123457, raisedCents: 1000, isActive: false });
  });

  test.each([
    [{ goal: "-1" }, "Goal amount must be positive"],
    [{ goal: "abc" }, "Goal amount must be positive"],
    [{ raised: "-0.01" }, "Raised amount must be positive"],
    [{ raised: "1e400" }, "Raised amount must be positive"],
    // Read by the one money parser (shared/domain/money.ts): three decimals are not rounded away.
    [{ goal: "1234.565" }, "Enter an amount in dollars, like 12.50."],
    [{ raised: "1,50" }, "Enter an amount in dollars, like 12.50."],
  ])("%j is refused with %j", async (amounts, message) => {
    const { status, body } = await funds({
      intent: "create",
      title: "T",
      description: "D",
      ...amounts,
    });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ message });
  });

  test("missing title and description answer SPEC's messages", async () => {
    const { body } = await funds({ intent: "create" });
    const messages = (body.error as { issues: { message: string }[] }).issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(["Title is required", "Description is required"]),
    );
  });

  test("an edit keeps gifts that completed while the dialog was open", async () => {
    const row = await createFundraiserRow(services.db, { raisedCents: 10_000 });
    // A $50 gift completes after the admin opened the dialog showing $100.
    await services.db
      .update(fundraisers)
      .set({ raisedCents: 15_000 })
      .where(eq(fundraisers.id, row.id));
    const { status } = await funds({
      intent: "update",
      id: row.id,
      title: row.title,
      description: row.description,
      goal: "1000",
      raised: "120",
      raisedBefore: "100",
    });
    expect(status).toBe(200);
    const [after] = await services.db.select().from(fundraisers).where(eq(fundraisers.id, row.id));
    expect(after!.raisedCents).toBe(17_000);
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit!.before).toMatchObject({ raisedCents: 15_000 });
    expect(audit!.after).toMatchObject({ raisedCents: 17_000 });
  });

  test("deleting keeps its gifts, now counted to the General Fund; a missing one is a 404", async () => {
    const row = await createFundraiserRow(services.db);
    const gift = await createDonationRow(services.db, { fundraiserId: row.id });
    expect((await funds({ intent: "delete", id: row.id })).status).toBe(200);
    const list = await donationsRoute.loader({
      request: getRequest("/admin/donations"),
      context: contextFor(services, adminUser),
      params: {},
    } as never);
    expect(list.donations.find((d) => d.id === gift.id)).toMatchObject({ fundraiserTitle: null });
    expect((await funds({ intent: "delete", id: row.id })).status).toBe(404);
  });

  test("the loader lists completed online gifts per fundraiser, not pending or failed ones", async () => {
    const row = await createFundraiserRow(services.db, { title: "Gift Test" });
    await createDonationRow(services.db, {
      fundraiserId: row.id,
      donorName: "Done",
      amountCents: 700,
    });
    await createDonationRow(services.db, {
      fundraiserId: row.id,
      donorName: "Waiting",
      status: "pending",
      completedAt: null,
    });
    const data = await fundraisersRoute.loader({
      request: getRequest("/admin/fundraisers"),
      context: contextFor(services, adminUser),
      params: {},
    } as never);
    const listed = data.fundraisers.find((f) => f.id === row.id)!;
    expect(listed.gifts.map((g) => g.donorName)).toEqual(["Done"]);
    expect(listed.giftCount).toBe(1);
    expect(listed.giftTotalCents).toBe(700);
  });
});

describe("messages", () => {
  test("the loader lists newest first and a delete is audited", async () => {
    await createMessageRow(services.db, {
      name: "Older",
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createMessageRow(services.db, { name: "Newer" });
    const ctx = { context: contextFor(services, adminUser), params: {} };
    const data = await messagesRoute.loader({
      request: getRequest("/admin/messages"),
      ...ctx,
    } as never);
    expect(data.messages.map((m) => m.name).slice(0, 2)).toEqual(["Newer", "Older"]);
    const result = unwrap(
      await messagesRoute.action({
        request: jsonRequest("/admin/messages", { intent: "delete", id: newer.id }),
        ...ctx,
      } as never),
    );
    expect(result.status).toBe(200);
    expect(
      await services.db.select().from(contactMessages).where(eq(contactMessages.id, newer.id)),
    ).toEqual([]);
    const [audit] = await services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, newer.id));
    expect(audit).toMatchObject({
      action: "delete",
      entity: "contact_messages",
      actorEmail: adminUser.email,
    });
    const again = unwrap(
      await messagesRoute.action({
        request: jsonRequest("/admin/messages", { intent: "delete", id: newer.id }),
        ...ctx,
      } as never),
    );
    expect(again.status).toBe(404);
  });
});

describe("outbox", () => {
  test("a failed e-mail goes back to pending, due now", async () => {
    const mail = await createOutboxRow(services.db, {
      status: "failed",
      attempts: 5,
      lastError: "refused",
    });
    const ctx = { context: contextFor(services, adminUser), params: {} };
    const result = unwrap(
      await outboxRoute.action({
        request: jsonRequest("/admin/outbox", { intent: "retry", id: mail.id }),
        ...ctx,
      } as never),
    );
    expect(result.status).toBe(200);
    const [row] = await services.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    const failedOnly = await outboxRoute.loader({
      request: getRequest("/admin/outbox?status=failed&page=abc"),
      ...ctx,
    } as never);
    expect(failedOnly.filter).toEqual({ status: "failed", page: 1 });
    expect(failedOnly.messages.find((m) => m.id === mail.id)).toBeUndefined();
  });
});

describe("donations", () => {
  test("search matches donor name, e-mail or fundraiser, case-insensitively; % and _ are literal", async () => {
    await createDonationRow(services.db, { donorName: "Zed Zebra", donorEmail: "zz@example.org" });
    await createDonationRow(services.db, {
      donorName: "Percent 100%",
      donorEmail: "p@example.org",
    });
    const list = async (query: string) =>
      (
        await donationsRoute.loader({
          request: getRequest(`/admin/donations?${query}`),
          context: contextFor(services, adminUser),
          params: {},
        } as never)
      ).donations.map((d) => d.donorName);
    expect(await list("q=ZEBRA")).toEqual(["Zed Zebra"]);
    expect(await list("q=zz%40example")).toEqual(["Zed Zebra"]);
    expect(await list("q=%25")).toEqual(["Percent 100%"]);
    expect(await list("status=bogus&q=zebra")).toEqual(["Zed Zebra"]);
  });

  test("the CSV export escapes formulas and quotes every risky cell", async () => {
    await createDonationRow(services.db, {
      donorName: '=HYPERLINK("http://evil.example","click")',
      donorEmail: "evil@example.org",
      message: '+1, said "them"\nnext line',
      amountCents: 1234,
    });
    const res = (await donationsExport.loader({
      request: getRequest("/admin/donations/export?q=evil"),
      context: contextFor(services, adminUser),
      params: {},
    } as never)) as Response;
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await res.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'+1, said ""them""\nnext line"`);
    expect(text).toContain("$12.34");
    expect(text.split("\r\n")).toHaveLength(3); // header, one row, final line end
  });
});
