import { describe, expect, test } from "vitest";
import { fundraiserSchema, fundraiserUpdateSchema } from "./fundraiser";
import { teamMemberSchema } from "./team";

describe("fundraiserSchema", () => {
  test("missing or blank amounts are 0; dollars become whole cents", () => {
    expect(fundraiserSchema.parse({ title: "a", description: "b" })).toMatchObject({
      goalCents: 0,
      raisedCents: 0,
      isActive: true,
    });
    expect(
      fundraiserSchema.parse({ title: "a", description: "b", goal: " ", raised: null }),
    ).toMatchObject({ goalCents: 0, raisedCents: 0 });
    expect(
      fundraiserSchema.parse({ title: "a", description: "b", goal: "19.99", raised: 0.1 }),
    ).toMatchObject({ goalCents: 1999, raisedCents: 10 });
  });

  test("an edit without raisedBefore leaves it unset (no gift correction)", () => {
    expect(
      fundraiserUpdateSchema.parse({ id: "x", title: "a", description: "b" }).raisedBeforeCents,
    ).toBeUndefined();
    expect(
      fundraiserUpdateSchema.parse({ id: "x", title: "a", description: "b", raisedBefore: "5" })
        .raisedBeforeCents,
    ).toBe(500);
  });

  test("the switch accepts booleans and form strings", () => {
    for (const [isActive, expected] of [
      [false, false],
      ["false", false],
      ["on", true],
      [true, true],
    ] as const) {
      expect(fundraiserSchema.parse({ title: "a", description: "b", isActive }).isActive).toBe(
        expected,
      );
    }
  });
});

describe("teamMemberSchema", () => {
  test("trims, and saves an empty bio and photo as null", () => {
    expect(
      teamMemberSchema.parse({ name: " Ann ", title: " Chair ", bio: "  ", photoUrl: "" }),
    ).toEqual({
      name: "Ann",
      title: "Chair",
      bio: null,
      photoUrl: null,
    });
  });

  test("a missing name says 'Name is required', not a type error", () => {
    const result = teamMemberSchema.safeParse({ title: "x" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe("Name is required");
  });
});
