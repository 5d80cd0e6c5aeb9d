// Decision 020: the ticket type's optional fair market value per ticket (quid pro quo receipts).
import { expect, test } from "vitest";
import { ticketTypeFormSchema } from "./ticket-type";

const base = { name: "Gala dinner", price: 75, quantityAvailable: 100, seatsPerUnit: 1 };
const issues = (extra: Record<string, unknown>) => {
  const result = ticketTypeFormSchema.safeParse({ ...base, ...extra });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

test("blank or missing is no value; a number up to the price is kept in dollars", () => {
  expect(ticketTypeFormSchema.parse(base).fairMarketValue).toBeNull();
  expect(ticketTypeFormSchema.parse({ ...base, fairMarketValue: "" }).fairMarketValue).toBeNull();
  expect(ticketTypeFormSchema.parse({ ...base, fairMarketValue: "40" }).fairMarketValue).toBe(40);
  expect(ticketTypeFormSchema.parse({ ...base, fairMarketValue: 0 }).fairMarketValue).toBe(0);
  expect(ticketTypeFormSchema.parse({ ...base, fairMarketValue: 75 }).fairMarketValue).toBe(75);
});

test("negative, above the price or not a number is refused with the field's message", () => {
  expect(issues({ fairMarketValue: -1 })).toEqual([
    "fairMarketValue: Fair market value must be 0 or greater",
  ]);
  expect(issues({ fairMarketValue: "-1" })).toEqual([
    "fairMarketValue: Fair market value must be 0 or greater",
  ]);
  expect(issues({ fairMarketValue: "abc" })).toEqual([
    "fairMarketValue: Fair market value must be 0 or greater",
  ]);
  expect(issues({ fairMarketValue: 75.01 })).toEqual([
    "fairMarketValue: Fair market value cannot be more than the price",
  ]);
});
