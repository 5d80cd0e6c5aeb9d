// Golden receipts (DESIGN "Receipts (IRS Publication 1771)"): the exact words for each case.
import { expect, test } from "vitest";
import { receiptText, type ReceiptForText } from "./receipt-text";

const org = { legalName: "Homefront Ministries, Inc.", ein: "12-3456789" };
const base: ReceiptForText = {
  number: "2026-000123",
  kind: "gift",
  donorName: "Ada Lovelace",
  amountCents: 5000,
  goodsValueCents: 0,
  deductibleCents: 5000,
  description: null,
  receivedAt: new Date("2026-03-14T18:00:00Z"),
  designation: null,
};

test("a plain gift says that nothing was given in return", () => {
  expect(receiptText(base, org)).toBe(
    [
      "Organization: Homefront Ministries, Inc. (EIN 12-3456789)",
      "Receipt number: 2026-000123",
      "Donor: Ada Lovelace",
      "Date received: March 14, 2026",
      "Amount: $50.00",
      "Designation: General Fund",
      "",
      "No goods or services were provided in exchange for this contribution.",
    ].join("\n"),
  );
});

test("a cheque gift of $250 or more carries the written acknowledgment", () => {
  const text = receiptText(
    {
      ...base,
      amountCents: 25_000,
      deductibleCents: 25_000,
      method: "cheque",
      chequeNumber: "1042",
      designation: "Winter Coats",
    },
    org,
  );
  expect(text).toBe(
    [
      "Organization: Homefront Ministries, Inc. (EIN 12-3456789)",
      "Receipt number: 2026-000123",
      "Donor: Ada Lovelace",
      "Date received: March 14, 2026",
      "Amount: $250.00",
      "Method: Check no. 1042",
      "Designation: Winter Coats",
      "",
      "No goods or services were provided in exchange for this contribution.",
      "This receipt is the written acknowledgment of your contribution that the IRS asks for gifts of $250 or more. Please keep it with your tax records.",
    ].join("\n"),
  );
});

test("a gift just under $250 carries no acknowledgment", () => {
  const text = receiptText({ ...base, amountCents: 24_999, deductibleCents: 24_999 }, org);
  expect(text).not.toContain("written acknowledgment");
});

test("a $75 ticket with a $40 dinner, bought with a $100 payment, gives the quid pro quo disclosure", () => {
  const text = receiptText(
    {
      ...base,
      kind: "ticket",
      amountCents: 10_000,
      goodsValueCents: 4_000,
      deductibleCents: 6_000,
      designation: "Spring Gala",
    },
    org,
  );
  expect(text).toBe(
    [
      "Organization: Homefront Ministries, Inc. (EIN 12-3456789)",
      "Receipt number: 2026-000123",
      "Donor: Ada Lovelace",
      "Date received: March 14, 2026",
      "Amount paid: $100.00",
      "Value of goods or services provided: $40.00",
      "Deductible amount: $60.00",
      "Event: Spring Gala",
      "",
      "The amount of your contribution that is deductible for federal income tax purposes is limited to the excess of the amount paid ($100.00) over the value of goods and services provided ($40.00): $60.00. The value of the goods and services is our good-faith estimate of their fair market value.",
    ].join("\n"),
  );
  expect(text).not.toContain("No goods or services");
});

test("an in-kind gift is described, never valued, and acknowledged", () => {
  const text = receiptText(
    {
      ...base,
      kind: "in_kind",
      amountCents: 0,
      deductibleCents: 0,
      description: "40 winter coats",
      method: "in_kind",
    },
    org,
  );
  expect(text).toBe(
    [
      "Organization: Homefront Ministries, Inc. (EIN 12-3456789)",
      "Receipt number: 2026-000123",
      "Donor: Ada Lovelace",
      "Date received: March 14, 2026",
      "Gift: 40 winter coats",
      "Value: No value is assigned by the organization: the donor determines the value of an in-kind gift for tax purposes.",
      "Designation: General Fund",
      "",
      "No goods or services were provided in exchange for this contribution.",
      "This receipt is the written acknowledgment of your contribution that the IRS asks for gifts of $250 or more. Please keep it with your tax records.",
    ].join("\n"),
  );
  // No amount anywhere (the acknowledgment's "$250 or more" is the rule, not a value).
  expect(text.replace("$250 or more", "")).not.toMatch(/\$\d/);
});

test("a voided receipt says so first, with the date and the reason", () => {
  const text = receiptText({ ...base, voidedAt: new Date("2026-04-02T15:00:00Z") }, org);
  expect(text).toBe(
    [
      "VOID — this receipt was voided on April 2, 2026 because the gift was refunded.",
      "",
      "Organization: Homefront Ministries, Inc. (EIN 12-3456789)",
      "Receipt number: 2026-000123",
      "Donor: Ada Lovelace",
      "Date received: March 14, 2026",
      "Amount: $50.00",
      "Designation: General Fund",
      "",
      "No goods or services were provided in exchange for this contribution.",
    ].join("\n"),
  );
});

test("a replacement names the receipt it replaces; a recurring gift names its cadence", () => {
  const text = receiptText({ ...base, interval: "month", replacesNumber: "2026-000100" }, org);
  expect(text).toContain("Amount: $50.00 (monthly recurring gift)");
  expect(text).toContain("Replaces receipt: 2026-000100");
});
