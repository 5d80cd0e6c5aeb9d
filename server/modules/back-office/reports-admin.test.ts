import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { donations, eventRegistrations, fundraisers, refunds } from "../../db/schema";
import { createDonationRow } from "../../test/back-office-factories";
import {
  createEvent,
  createFundraiser,
  createRegistration,
  createTicketType,
} from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { listFundraisersForAdmin, syncFundraiserRaised } from "../content/index.server";
import { getRaisedTotals } from "./dashboard";
import { getDonatePageData, givingByMethod } from "../giving/index.server";
import { yearInZone } from "../../../shared/domain/zoned-time";
import { reportCsv } from "./report-csv-admin";
import {
  givingByFund,
  givingByMonth,
  refundsOfYear,
  reportYears,
  ticketRevenueByEvent,
} from "./report-tables-admin";
import { getReport } from "./reports-admin";

const TZ = "America/New_York";
let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const at = (iso: string) => new Date(iso);
const offline = (method: "cash" | "cheque" | "bank_transfer" | "stock" | "in_kind") =>
  ({ provider: "offline", method }) as const;

async function clear() {
  await services.db.delete(refunds);
  await services.db.delete(eventRegistrations);
  await services.db.delete(donations);
  await services.db.delete(fundraisers);
}

/**
 * 2025 in New York: online one-time, online recurring, offline cheque, cash, stock
 * (partly refunded) and in-kind gifts, a fully refunded online gift, a pending one,
 * and gifts either side of the year's edges.
 */
async function seedYear() {
  await clear();
  const a = await createFundraiser(services.db, { title: "Alpha Drive", raisedCents: 4_000_000 });
  const b = await createFundraiser(services.db, { title: "Bravo Fund", raisedCents: 0 });
  const gift = (
    amountCents: number,
    completedAt: string,
    extra: Partial<typeof donations.$inferInsert> = {},
  ) =>
    createDonationRow(services.db, {
      amountCents,
      completedAt: at(completedAt),
      createdAt: at(completedAt),
      ...extra,
    });
  await gift(10_000, "2025-03-10T15:00:00Z", { fundraiserId: a.id });
  await gift(5_000, "2025-03-15T15:00:00Z", {
    fundraiserId: a.id,
    interval: "month",
    subscriptionId: "sub_1",
  });
  const refundedInFull = await gift(8_000, "2025-05-01T15:00:00Z", {
    fundraiserId: a.id,
    refundedCents: 8_000,
  });
  await gift(20_000, "2025-06-01T15:00:00Z", { fundraiserId: b.id, ...offline("cheque") });
  await gift(0, "2025-07-01T15:00:00Z", {
    fundraiserId: b.id,
    ...offline("in_kind"),
    description: "Socks",
  });
  const partlyRefunded = await gift(100_000, "2025-11-01T15:00:00Z", {
    ...offline("stock"),
    refundedCents: 25_000,
  });
  // 03:00 UTC on New Year's Day is still December 31st in New York.
  await gift(3_000, "2026-01-01T03:00:00Z", offline("cash"));
  await gift(7_000, "2026-01-01T05:30:00Z", { fundraiserId: a.id });
  await gift(9_900, "2025-01-01T04:59:00Z", { fundraiserId: a.id }); // Dec 31, 2024 in New York
  await gift(50_000, "2025-08-01T15:00:00Z", { status: "pending", completedAt: null });
  await services.db.insert(refunds).values([
    {
      donationId: refundedInFull.id,
      amountCents: 8_000,
      provider: "demo",
      status: "succeeded",
      createdAt: at("2025-05-02T15:00:00Z"),
    },
    {
      donationId: partlyRefunded.id,
      amountCents: 25_000,
      provider: "demo",
      status: "succeeded",
      createdAt: at("2026-02-01T15:00:00Z"),
    },
    // A failed refund paid nothing back.
    {
      donationId: partlyRefunded.id,
      amountCents: 1_000,
      provider: "demo",
      status: "failed",
      createdAt: at("2025-11-05T15:00:00Z"),
    },
  ]);
  return { a, b };
}

describe("giving figures of a year", () => {
  test("by method: online one-time and recurring, each offline method; in-kind counted at 0; net of refunds", async () => {
    await seedYear();
    const { rows, total } = await givingByMethod(services.db, 2025, TZ);
    const by = Object.fromEntries(rows.map((r) => [r.method, r]));
    expect(by.online_one_time).toMatchObject({
      gifts: 2,
      grossCents: 18_000,
      refundedCents: 8_000,
      netCents: 10_000,
    });
    expect(by.online_recurring).toMatchObject({ gifts: 1, netCents: 5_000 });
    expect(by.cheque).toMatchObject({ gifts: 1, netCents: 20_000 });
    expect(by.cash).toMatchObject({ gifts: 1, netCents: 3_000 });
    expect(by.stock).toMatchObject({
      gifts: 1,
      grossCents: 100_000,
      refundedCents: 25_000,
      netCents: 75_000,
    });
    expect(by.in_kind).toMatchObject({ gifts: 1, netCents: 0 });
    expect(by.bank_transfer).toMatchObject({ gifts: 0, netCents: 0 });
    expect(total).toEqual({
      gifts: 7,
      grossCents: 146_000,
      refundedCents: 33_000,
      netCents: 113_000,
    });
  });

  test("by month: twelve months of the organization's calendar; the New Year's Eve gift stays in December", async () => {
    await seedYear();
    const { rows, total } = await givingByMonth(services.db, 2025, TZ);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r.netCents)).toEqual([
      0, 0, 15_000, 0, 0, 20_000, 0, 0, 0, 0, 75_000, 3_000,
    ]);
    expect(rows[4]).toMatchObject({
      label: "May 2025",
      gifts: 1,
      grossCents: 8_000,
      refundedCents: 8_000,
    });
    expect(total.netCents).toBe(113_000);
    // In UTC the same gift would be January's, of the next year.
    expect((await givingByMonth(services.db, 2025, "UTC")).rows[11]!.netCents).toBe(0);
  });

  test("by fund: each fundraiser (with or without gifts) and the General Fund", async () => {
    await seedYear();
    await createFundraiser(services.db, { title: "Charlie Quiet" });
    const { rows, total } = await givingByFund(services.db, 2025, TZ);
    const by = Object.fromEntries(rows.map((r) => [r.fund, r]));
    expect(by["Alpha Drive"]).toMatchObject({
      gifts: 3,
      grossCents: 23_000,
      refundedCents: 8_000,
      netCents: 15_000,
    });
    expect(by["Bravo Fund"]).toMatchObject({ gifts: 2, netCents: 20_000 });
    expect(by["General Fund"]).toMatchObject({ gifts: 2, netCents: 78_000 });
    expect(by["Charlie Quiet"]).toMatchObject({ gifts: 0, netCents: 0 });
    expect(rows.at(-1)!.fund).toBe("General Fund");
    expect(total).toMatchObject({ gifts: 7, netCents: 113_000 });
  });

  test("other years keep their own gifts; the years with data are offered, the current one always", async () => {
    await seedYear();
    expect((await givingByFund(services.db, 2026, TZ)).total).toMatchObject({
      gifts: 1,
      netCents: 7_000,
    });
    expect((await givingByFund(services.db, 2024, TZ)).total).toMatchObject({
      gifts: 1,
      netCents: 9_900,
    });
    expect(await reportYears(services.db, TZ, at("2026-11-25T12:00:00Z"))).toEqual([
      2026, 2025, 2024,
    ]);
    expect(yearInZone(at("2026-01-01T03:00:00Z"), TZ)).toBe(2025);
  });

  test("refunds of the year's gifts, pending or made, whenever they were made; failed ones are left out", async () => {
    await seedYear();
    const list = await refundsOfYear(services.db, 2025, TZ);
    expect(list.gifts).toEqual({ refunds: 2, cents: 33_000 });
    expect(list.tickets).toEqual({ refunds: 0, cents: 0 });
    expect(list.rows.map((r) => [r.what, r.amountCents])).toEqual([
      ["General Fund", 25_000],
      ["Alpha Drive", 8_000],
    ]);
    // They add up to the refunded column of the giving tables.
    expect(list.gifts.cents).toBe((await givingByFund(services.db, 2025, TZ)).total.refundedCents);
  });
});

describe("ticket revenue by event", () => {
  test("orders, tickets bought, gross before discounts, discounts, refunds and net; unpaid holds left out", async () => {
    await clear();
    const gala = await createEvent(services.db, {
      title: "Gala",
      startsAt: at("2025-10-10T23:00:00Z"),
    });
    const adult = await createTicketType(services.db, gala.id, { priceCents: 5_000 });
    const when = at("2025-09-01T15:00:00Z");
    const orderId = (
      await createRegistration(services.db, adult, {
        quantity: 2,
        registeredAt: when,
        paymentIntentId: "pi_1",
      })
    ).id;
    // The same order's second line, with a $10 discount on it.
    await createRegistration(services.db, adult, {
      quantity: 1,
      totalCents: 4_000,
      discountCents: 1_000,
      orderId,
      registeredAt: when,
      paymentIntentId: "pi_1",
    });
    // One ticket of two refunded: quantity dropped to 1, refunded_units 1.
    await createRegistration(services.db, adult, {
      quantity: 1,
      totalCents: 10_000,
      refundedUnits: 1,
      refundedCents: 5_000,
      registeredAt: when,
      paymentIntentId: "pi_2",
    });
    // Cancelled and refunded in full: still a paid order.
    const cancelled = await createRegistration(services.db, adult, {
      status: "cancelled",
      quantity: 0,
      totalCents: 5_000,
      refundedUnits: 1,
      refundedCents: 5_000,
      registeredAt: when,
      paymentIntentId: "pi_3",
    });
    await createRegistration(services.db, adult, {
      status: "pending",
      quantity: 4,
      registeredAt: when,
    });
    await createRegistration(services.db, adult, {
      status: "expired",
      quantity: 4,
      registeredAt: when,
    });
    await createRegistration(services.db, adult, {
      quantity: 1,
      registeredAt: at("2026-02-01T15:00:00Z"),
      paymentIntentId: "pi_4",
    });
    const { rows, total } = await ticketRevenueByEvent(services.db, 2025, TZ);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: "Gala",
      orders: 3,
      tickets: 6,
      grossCents: 30_000,
      discountCents: 1_000,
      refundedCents: 10_000,
      netCents: 19_000,
    });
    expect(total.netCents).toBe(19_000);
    expect((await ticketRevenueByEvent(services.db, 2026, TZ)).total).toMatchObject({
      orders: 1,
      netCents: 5_000,
    });
    await services.db.insert(refunds).values({
      registrationId: cancelled.id,
      amountCents: 5_000,
      units: 1,
      provider: "demo",
      status: "pending",
      createdAt: at("2025-09-02T15:00:00Z"),
    });
    const list = await refundsOfYear(services.db, 2025, TZ);
    expect(list.tickets).toEqual({ refunds: 1, cents: 5_000 });
    expect(list.rows[0]).toMatchObject({
      kind: "tickets",
      name: "Jordan Lee",
      what: "Gala",
      status: "pending",
    });
  });
});

describe("the figures agree", () => {
  test("dashboard year = reports year = Σ fundraisers' gifts parts + the General Fund; raised = starting + gifts", async () => {
    await clear();
    const now = new Date();
    const year = yearInZone(now, TZ);
    const a = await createFundraiser(services.db, { title: "Alpha", raisedCents: 4_000_000 });
    const b = await createFundraiser(services.db, { title: "Bravo" });
    const gifts = [
      { fundraiserId: a.id, amountCents: 250_000 },
      {
        fundraiserId: a.id,
        amountCents: 162_000,
        interval: "month" as const,
        subscriptionId: "sub_a",
      },
      { fundraiserId: b.id, amountCents: 30_000, ...offline("cheque") },
      { fundraiserId: b.id, amountCents: 10_000, refundedCents: 4_000 },
      {
        fundraiserId: null,
        amountCents: 2_500,
        ...offline("cash"),
        donorEmail: " Sam@Example.org ",
      },
    ];
    for (const g of gifts)
      await createDonationRow(services.db, { ...g, completedAt: now, createdAt: now });
    await services.db.transaction((tx) => syncFundraiserRaised(tx, [a.id, b.id]));

    const dashboard = await getRaisedTotals(services.db, TZ, now);
    const report = await getReport(services.db, year, TZ, now);
    const admin = await listFundraisersForAdmin(services.db);
    const general = report.byFund.rows.find((r) => r.fund === "General Fund")!;
    const sumOfParts = admin.reduce((sum, f) => sum + f.giftTotalCents, 0) + general.netCents;

    expect(dashboard.yearCents).toBe(450_500);
    expect(report.byFund.total.netCents).toBe(dashboard.yearCents);
    expect(report.byMonth.total.netCents).toBe(dashboard.yearCents);
    expect(report.byMethod.total.netCents).toBe(dashboard.yearCents);
    expect(sumOfParts).toBe(dashboard.yearCents);
    const { onlineOneTimeCents, recurringCents, offlineCents } = dashboard.yearParts;
    expect([onlineOneTimeCents, recurringCents, offlineCents]).toEqual([256_000, 162_000, 32_500]);
    expect(onlineOneTimeCents + recurringCents + offlineCents).toBe(dashboard.yearCents);
    for (const f of admin) expect(f.raisedCents).toBe(f.startingCents + f.giftTotalCents);
    // The donate page's 'Your Impact' (shared/site.ts donateFigures) reads the same year.
    const donate = await getDonatePageData(services.db);
    expect(donate.live).toEqual({
      raisedThisYearCents: dashboard.yearCents,
      donorsThisYear: 2,
      activeFundraisers: 2,
    });
    expect(donate.fundraisers).toHaveLength(2);
    expect(admin.find((f) => f.id === a.id)).toMatchObject({
      startingCents: 4_000_000,
      giftTotalCents: 412_000,
      raisedCents: 4_412_000,
    });
  });
});

describe("CSV of a table", () => {
  test("each table has a header, its rows and a total line, dollars with two decimals", async () => {
    await seedYear();
    const funds = await reportCsv(services.db, 2025, "funds", TZ);
    expect(funds.fileName).toBe("giving-by-fund-2025.csv");
    expect(funds.header).toEqual(["Fund", "Gifts", "Gross ($)", "Refunded ($)", "Net ($)"]);
    expect(funds.rows.at(-1)).toEqual(["Total", 7, "1460.00", "330.00", "1130.00"]);
    const months = await reportCsv(services.db, 2025, "months", TZ);
    expect(months.rows).toHaveLength(13);
    expect(months.rows[11]).toEqual(["December 2025", 1, "30.00", "0.00", "30.00"]);
    const refundRows = await reportCsv(services.db, 2025, "refunds", TZ);
    expect(refundRows.rows.map((r) => r[0])).toEqual(["2026-02-01", "2025-05-02"]);
    expect((await reportCsv(services.db, 2025, "methods", TZ)).rows).toHaveLength(8);
    expect((await reportCsv(services.db, 2025, "events", TZ)).fileName).toBe(
      "ticket-revenue-2025.csv",
    );
  });
});
