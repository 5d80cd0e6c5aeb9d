import { describe, expect, test } from "vitest";
import {
  planDonationRefund,
  planRegistrationRefund,
  unitsRefundCents,
  type RefundableOrder,
} from "./refunds";
import { donationRefundSchema, registrationRefundSchema } from "../schemas/refund";
import { MONEY_FORMAT_MESSAGE } from "./money-input";

const order = (over: Partial<RefundableOrder> = {}): RefundableOrder => ({
  totalCents: 6000,
  refundedCents: 0,
  quantity: 6,
  refundedUnits: 0,
  holdsTickets: true,
  ...over,
});

describe("unitsRefundCents", () => {
  test("an undiscounted order refunds the ticket price per ticket", () => {
    expect(unitsRefundCents(6000, 6, 0, 3)).toBe(3000);
  });

  test("a discount is spread over the tickets and rounded down, so the parts add up to exactly what was paid", () => {
    // 3 tickets for $10.00 after a discount: 333, 333, 334 in whichever order they come back.
    expect(unitsRefundCents(1000, 3, 0, 1)).toBe(333);
    expect(unitsRefundCents(1000, 3, 1, 1)).toBe(333);
    expect(unitsRefundCents(1000, 3, 2, 1)).toBe(334);
    expect(unitsRefundCents(1000, 3, 0, 2) + unitsRefundCents(1000, 3, 2, 1)).toBe(1000);
  });

  test("no split of any order ever refunds more than was paid", () => {
    for (const paid of [1, 99, 1000, 4999, 12345]) {
      for (const bought of [1, 2, 3, 7, 13]) {
        let refunded = 0;
        let total = 0;
        for (const step of [1, 2, 1, 5, 3]) {
          const units = Math.min(step, bought - refunded);
          if (units <= 0) break;
          total += unitsRefundCents(paid, bought, refunded, units);
          refunded += units;
          expect(total).toBeLessThanOrEqual(paid);
        }
        if (refunded === bought) expect(total).toBe(paid);
      }
    }
  });
});

describe("planRegistrationRefund", () => {
  test("a full refund gives back every ticket still held and all the money left", () => {
    expect(planRegistrationRefund(order({ refundedCents: 1000 }), { mode: "full" })).toEqual({
      amountCents: 5000,
      units: 6,
    });
  });

  test("half a table by tickets: 3 of 6 tickets at $10.00", () => {
    expect(planRegistrationRefund(order(), { mode: "units", units: 3 })).toEqual({
      amountCents: 3000,
      units: 3,
    });
  });

  test("tickets after an earlier amount-only refund are capped at what is left", () => {
    expect(
      planRegistrationRefund(order({ refundedCents: 5000 }), { mode: "units", units: 3 }),
    ).toEqual({
      amountCents: 1000,
      units: 3,
    });
  });

  test("more tickets than held, or none, is refused on the units field", () => {
    expect(planRegistrationRefund(order(), { mode: "units", units: 7 })).toEqual({
      path: "units",
      message: "Choose between 1 and 6 tickets.",
    });
    expect(planRegistrationRefund(order(), { mode: "units", units: 0 })).toMatchObject({
      path: "units",
    });
  });

  test("an amount above what was paid is refused with what can still be refunded", () => {
    expect(
      planRegistrationRefund(order({ refundedCents: 1500 }), { mode: "amount", amountCents: 5000 }),
    ).toEqual({
      path: "amount",
      message: "You can refund at most $45.00 ($60.00 paid, $15.00 already refunded).",
    });
    expect(planRegistrationRefund(order(), { mode: "amount", amountCents: 6000 })).toEqual({
      amountCents: 6000,
      units: 0,
    });
    expect(planRegistrationRefund(order(), { mode: "amount", amountCents: 0 })).toMatchObject({
      path: "amount",
    });
  });

  test("a registration holding no tickets (a late payment) is refunded in money only", () => {
    const late = order({ holdsTickets: false });
    expect(planRegistrationRefund(late, { mode: "full" })).toEqual({ amountCents: 6000, units: 0 });
    expect(planRegistrationRefund(late, { mode: "units", units: 1 })).toMatchObject({
      path: "units",
    });
  });

  test("nothing paid or nothing left is refused", () => {
    expect(planRegistrationRefund(order({ totalCents: 0 }), { mode: "full" })).toMatchObject({
      path: "mode",
    });
    expect(planRegistrationRefund(order({ refundedCents: 6000 }), { mode: "full" })).toMatchObject({
      message: "This registration has already been refunded in full.",
    });
  });
});

describe("planDonationRefund", () => {
  test("full and partial gifts, bounded by what is left", () => {
    expect(
      planDonationRefund({ amountCents: 5000, refundedCents: 1000 }, { mode: "full" }),
    ).toEqual({ amountCents: 4000, units: 0 });
    expect(
      planDonationRefund(
        { amountCents: 5000, refundedCents: 0 },
        { mode: "amount", amountCents: 5001 },
      ),
    ).toMatchObject({
      path: "amount",
    });
  });
});

describe("registrationRefundSchema", () => {
  test("reads dollars as whole cents and refuses anything else", () => {
    expect(registrationRefundSchema.parse({ mode: "amount", amount: "$12.5" })).toMatchObject({
      amount: 1250,
    });
    expect(registrationRefundSchema.safeParse({ mode: "amount", amount: "12.505" }).success).toBe(
      false,
    );
    expect(registrationRefundSchema.safeParse({ mode: "amount", amount: "abc" }).success).toBe(
      false,
    );
    expect(registrationRefundSchema.parse({ mode: "units", units: "3" })).toMatchObject({
      units: 3,
    });
    expect(registrationRefundSchema.safeParse({ mode: "everything" }).success).toBe(false);
  });

  test("reads an amount as every money field does: '1,50' and '12.505' are refused, not $150.00", () => {
    for (const schema of [registrationRefundSchema, donationRefundSchema]) {
      for (const amount of ["1,50", "12.505", "1,2345"]) {
        const result = schema.safeParse({ mode: "amount", amount });
        expect(
          result.error?.issues.map((i) => i.message),
          amount,
        ).toEqual([MONEY_FORMAT_MESSAGE]);
      }
      expect(schema.parse({ mode: "amount", amount: "$1,234.50" })).toMatchObject({
        amount: 123450,
      });
    }
  });
});
