import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestServices, type TestServices } from "../../test/harness";
import { createDonationRow } from "../../test/back-office-factories";
import {
  createEvent,
  createRegistration,
  createTicketType,
  daysFromNow,
} from "../../test/factories";
import {
  getDashboardStats,
  getGiftsPerWeek,
  getRaisedTotals,
  getUpcomingEventSeats,
} from "./dashboard";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("dashboard statistics", () => {
  test("an empty database gives zeros and twelve empty weeks", async () => {
    const stats = await getDashboardStats(services.db);
    expect(stats.counts).toEqual({ teamMembers: 0, fundraisers: 0, events: 0, messages: 0 });
    expect(stats.raised).toMatchObject({
      monthCents: 0,
      monthGifts: 0,
      yearCents: 0,
      yearGifts: 0,
    });
    expect(stats.raised.yearParts).toEqual({
      onlineOneTimeCents: 0,
      recurringCents: 0,
      offlineCents: 0,
      refundedCents: 0,
    });
    expect(stats.weekly).toHaveLength(12);
    expect(stats.weekly.every((w) => w.gifts === 0 && w.cents === 0)).toBe(true);
    expect(stats.seats).toEqual([]);
  });

  test("raised this month and year count completed gifts only", async () => {
    await createDonationRow(services.db, { amountCents: 2_500 });
    await createDonationRow(services.db, {
      amountCents: 10_000,
      status: "pending",
      completedAt: null,
    });
    await createDonationRow(services.db, {
      amountCents: 7_000,
      status: "failed",
      completedAt: null,
    });
    await createDonationRow(services.db, { amountCents: 99_900, completedAt: daysFromNow(-400) });
    const totals = await getRaisedTotals(services.db);
    expect(totals.monthCents).toBe(2_500);
    expect(totals.monthGifts).toBe(1);
    expect(totals.yearCents).toBe(2_500);
  });

  test("gifts per week puts each gift in its week, the current week last", async () => {
    await createDonationRow(services.db, { amountCents: 1_000, completedAt: daysFromNow(-7) });
    await createDonationRow(services.db, { amountCents: 500, completedAt: daysFromNow(-200) });
    const weeks = await getGiftsPerWeek(services.db);
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w) => w.weekStart)).toEqual([...weeks.map((w) => w.weekStart)].sort());
    expect(weeks.at(-1)!.cents).toBe(2_500);
    expect(weeks.at(-2)!.cents + weeks.at(-1)!.cents).toBe(3_500);
    expect(weeks.reduce((sum, w) => sum + w.gifts, 0)).toBe(2);
  });

  test("seats sold per upcoming event count seats per unit; capacity falls back to the ticket types", async () => {
    const gala = await createEvent(services.db, {
      title: "Gala",
      hasTickets: true,
      maxCapacity: 100,
    });
    const run = await createEvent(services.db, {
      title: "Run",
      hasTickets: true,
      startsAt: daysFromNow(20),
    });
    await createEvent(services.db, {
      title: "Past",
      hasTickets: true,
      startsAt: daysFromNow(-3),
    });
    await createEvent(services.db, { title: "Free", hasTickets: false });
    const table = await createTicketType(services.db, gala.id, {
      seatsPerUnit: 2,
      quantityAvailable: 10,
    });
    const runner = await createTicketType(services.db, run.id, {
      seatsPerUnit: 1,
      quantityAvailable: 30,
    });
    await createRegistration(services.db, table, { quantity: 3 });
    await createRegistration(services.db, table, {
      quantity: 5,
      status: "cancelled",
    });
    await createRegistration(services.db, table, {
      quantity: 1,
      status: "pending",
      holdExpiresAt: daysFromNow(1),
    });
    await createRegistration(services.db, runner, { quantity: 4 });
    const seats = await getUpcomingEventSeats(services.db);
    expect(seats.map((s) => [s.title, s.sold, s.held, s.capacity])).toEqual([
      ["Gala", 6, 2, 100],
      ["Run", 4, 0, 30],
    ]);
  });
});
