// docs/figures.md: the reports page and its CSV downloads, and the fundraiser
// form's raised amount read as starting amount + gifts (decision 021), with SPEC's messages.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fundraisers } from "../../../server/db/schema";
import {
  adminUser,
  contextFor,
  doorUser,
  getRequest,
  jsonRequest,
  unwrap,
} from "../../../server/test/admin-context";
import { createDonationRow } from "../../../server/test/back-office-factories";
import { createFundraiser } from "../../../server/test/factories";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import { yearInZone } from "../../../shared/domain/zoned-time";
import * as fundraisersRoute from "./fundraisers";
import * as reportsExport from "./reports-export";
import * as reportsRoute from "./reports";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const load = (path: string, user = adminUser) =>
  ({ request: getRequest(path), context: contextFor(services, user), params: {} }) as never;

async function status(run: () => Promise<unknown>) {
  try {
    const value = await run();
    return value instanceof Response ? value.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      return (thrown as { init?: { status?: number } }).init?.status ?? 500;
    }
    throw thrown;
  }
}

describe("/admin/reports", () => {
  test("shows the current year in the organization's time zone by default, another year when asked", async () => {
    await createDonationRow(services.db, {
      amountCents: 1_234,
      completedAt: new Date("2024-06-01T15:00:00Z"),
    });
    await createDonationRow(services.db, { amountCents: 4_321 });
    const now = await reportsRoute.loader(load("/admin/reports"));
    expect(now.report.year).toBe(yearInZone(new Date(), now.report.timeZone));
    expect(now.report.years).toContain(2024);
    expect(now.report.byFund.total.netCents).toBe(4_321);
    const before = await reportsRoute.loader(load("/admin/reports?year=2024"));
    expect(before.report.year).toBe(2024);
    expect(before.report.byFund.total.netCents).toBe(1_234);
    // A year that is not one falls back to the current year.
    expect((await reportsRoute.loader(load("/admin/reports?year=abc"))).report.year).toBe(
      now.report.year,
    );
  });

  test("door volunteers may not open the reports or their CSVs", async () => {
    expect(await status(() => reportsRoute.loader(load("/admin/reports", doorUser)))).toBe(403);
    expect(
      await status(() => reportsExport.loader(load("/admin/reports/export?table=funds", doorUser))),
    ).toBe(403);
  });
});

describe("/admin/reports/export", () => {
  test("a table of a year as a CSV download", async () => {
    const res = (await reportsExport.loader(
      load("/admin/reports/export?year=2024&table=funds"),
    )) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="giving-by-fund-2024.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, so Excel reads UTF-8
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("Fund,Gifts,Gross ($),Refunded ($),Net ($)\r\n")).toBe(true);
    expect(text).toContain("General Fund,1,12.34,0.00,12.34\r\n");
    expect(text).toContain("Total,1,12.34,0.00,12.34\r\n");
  });

  test("every table downloads; an unknown table is a 404", async () => {
    for (const table of ["funds", "months", "methods", "events", "refunds"]) {
      const res = (await reportsExport.loader(
        load(`/admin/reports/export?table=${table}`),
      )) as Response;
      expect(res.status, table).toBe(200);
    }
    expect(
      await status(() =>
        reportsExport.loader(load("/admin/reports/export?year=2024&table=secrets")),
      ),
    ).toBe(404);
    expect(await status(() => reportsExport.loader(load("/admin/reports/export")))).toBe(404);
  });
});

describe("the fundraiser form's raised amount (decision 021)", () => {
  const funds = async (body: unknown) =>
    unwrap(
      await fundraisersRoute.action({
        request: jsonRequest("/admin/fundraisers", body),
        context: contextFor(services, adminUser),
        params: {},
      } as never),
    );
  const row = async (id: string) =>
    (await services.db.select().from(fundraisers).where(eq(fundraisers.id, id)))[0]!;

  test("a new fundraiser's raised amount is its starting amount", async () => {
    const { status, body } = await funds({
      intent: "create",
      title: "Start",
      description: "d",
      goal: "1000",
      raised: "400",
    });
    expect(status).toBe(200);
    expect(await row(body.id as string)).toMatchObject({
      startingCents: 40_000,
      raisedCents: 40_000,
    });
  });

  test("an edit's raised amount is the total: the starting amount is what it holds beyond the gifts", async () => {
    const f = await createFundraiser(services.db, { raisedCents: 4_000_000 });
    await createDonationRow(services.db, { fundraiserId: f.id, amountCents: 412_000 });
    await createDonationRow(services.db, {
      fundraiserId: f.id,
      amountCents: 10_000,
      refundedCents: 10_000,
    });
    const edit = (raised: string, raisedBefore?: string) =>
      funds({
        intent: "update",
        id: f.id,
        title: f.title,
        description: f.description,
        goal: "50000",
        raised,
        raisedBefore,
      });
    expect((await edit("45000")).status).toBe(200);
    expect(await row(f.id)).toMatchObject({ startingCents: 4_088_000, raisedCents: 4_500_000 });
    // Below the gifts themselves: the starting amount stops at 0 and the total at the gifts.
    expect((await edit("100")).status).toBe(200);
    expect(await row(f.id)).toMatchObject({ startingCents: 0, raisedCents: 412_000 });
    // A gift that completed while the dialog was open is kept (the admin's difference is applied).
    expect((await edit("5000", "4120")).status).toBe(200);
    expect(await row(f.id)).toMatchObject({ startingCents: 88_000, raisedCents: 500_000 });
  });

  test("SPEC's messages are unchanged", async () => {
    const f = await createFundraiser(services.db);
    const { status, body } = await funds({
      intent: "update",
      id: f.id,
      title: "",
      description: "",
      goal: "-1",
      raised: "-5",
    });
    expect(status).toBe(422);
    const messages = (body.error as { issues: { message: string }[] }).issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Title is required",
        "Description is required",
        "Goal amount must be positive",
        "Raised amount must be positive",
      ]),
    );
    expect(await row(f.id)).toMatchObject({ startingCents: 0, raisedCents: 0 });
  });
});
