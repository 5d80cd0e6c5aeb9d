import { describe, expect, test } from "vitest";
import { donationSchema, toastForField } from "./donations";
import { dollarsToCents } from "../domain/money-input";

const base = { amount: "50", donorName: "Ada", donorEmail: "ada@example.org" };

describe("donation schema", () => {
  test("accepts what the form sends and normalizes it", () => {
    expect(
      donationSchema.parse({
        ...base,
        fundraiserId: "",
        message: "  ",
        isAnonymous: "on",
        interval: "",
      }),
    ).toEqual({
      amount: 50,
      fundraiserId: null,
      donorName: "Ada",
      donorEmail: "ada@example.org",
      message: null,
      isAnonymous: true,
      interval: null,
    });
  });

  test("accepts numbers and the boundaries of 1.00 and 100,000.00", () => {
    expect(donationSchema.parse({ ...base, amount: 1 }).amount).toBe(1);
    expect(donationSchema.parse({ ...base, amount: "100000.00" }).amount).toBe(100000);
    expect(donationSchema.safeParse({ ...base, amount: "100000.01" }).success).toBe(false);
    expect(donationSchema.parse({ ...base, amount: "19.99", interval: "year" })).toMatchObject({
      amount: 19.99,
      interval: "year",
    });
  });

  test("whole cents survive floating point", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  test("refuses numbers written as hex or exponents, or with a comma as the decimal mark", () => {
    for (const amount of ["0x10", "1e2", " 5 5", "5,00", "1,50"]) {
      expect(donationSchema.safeParse({ ...base, amount }).success, amount).toBe(false);
    }
  });

  test("reads amounts as the other money fields do: a $ and thousands commas are fine", () => {
    expect(donationSchema.parse({ ...base, amount: "5,000" }).amount).toBe(5000);
    expect(donationSchema.parse({ ...base, amount: "$1,234.50" }).amount).toBe(1234.5);
  });

  test("failed fields map to SPEC's toasts", () => {
    expect(toastForField("amount")?.title).toBe("Invalid Amount");
    expect(toastForField("donorEmail")?.title).toBe("Missing Information");
    expect(toastForField("message")).toBeNull();
  });
});
