import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { fundraisers, teamMembers } from "../../db/schema";
import { createTestServices, type TestServices } from "../../test/harness";
import { listActiveFundraisers, listAllFundraisers, listTeamMembers } from "./public-content";
import { createFundraiser, createTeamMember, daysFrom } from "../../test/factories";

let services: TestServices;
const now = new Date();

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
beforeEach(async () => {
  await services.db.delete(fundraisers);
  await services.db.delete(teamMembers);
});

describe("fundraisers", () => {
  test("the home page gets at most 3 active fundraisers, newest first", async () => {
    for (const [title, days, isActive] of [
      ["Oldest", -40, true],
      ["Newest", -1, true],
      ["Done", 0, false],
      ["Middle", -10, true],
      ["Older", -20, true],
    ] as const) {
      await createFundraiser(services.db, { title, isActive, createdAt: daysFrom(now, days) });
    }
    const rows = await listActiveFundraisers(services.db, 3);
    expect(rows.map((r) => r.title)).toEqual(["Newest", "Middle", "Older"]);
    expect((await listActiveFundraisers(services.db)).map((r) => r.title)).toHaveLength(4);
  });

  test("the fundraisers page gets every fundraiser, active and completed, newest first", async () => {
    await createFundraiser(services.db, {
      title: "A",
      isActive: false,
      createdAt: daysFrom(now, -5),
    });
    await createFundraiser(services.db, {
      title: "B",
      createdAt: daysFrom(now, -1),
      raisedCents: 25_000,
    });
    const rows = await listAllFundraisers(services.db);
    expect(rows.map((r) => [r.title, r.isActive])).toEqual([
      ["B", true],
      ["A", false],
    ]);
    expect(rows[0]).toMatchObject({ goalCents: 100_000, raisedCents: 25_000 });
  });
});

describe("team", () => {
  test("members come ordered by order_index", async () => {
    await createTeamMember(services.db, { name: "Third", orderIndex: 3 });
    await createTeamMember(services.db, {
      name: "First",
      orderIndex: 1,
      bio: "Bio",
      photoUrl: "/uploads/p.webp",
    });
    await createTeamMember(services.db, { name: "Second", orderIndex: 2 });
    const rows = await listTeamMembers(services.db);
    expect(rows.map((r) => r.name)).toEqual(["First", "Second", "Third"]);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      name: "First",
      title: "Volunteer",
      bio: "Bio",
      photoUrl: "/uploads/p.webp",
    });
  });
});
