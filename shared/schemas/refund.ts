// The Refund dialogs (registration card, gifts screen) and their actions
// (docs/decisions/016-refunds.md): full, by tickets, or by a dollar amount.
import { z } from "zod";
import { dollarsToCents } from "../domain/money";
import type { RefundRequest } from "../domain/refunds";

const reason = z
  .string({ message: "Invalid input" })
  .trim()
  .max(500, { message: "Reason must be less than 500 characters" })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const DOLLARS = /^\$?\s*(\d{1,7}(\.\d{0,2})?|\.\d{1,2})$/;

/** "12.50", "$12.5", 12.5 → 1250; anything else (three decimals, letters) fails with the field's message. */
const dollars = z
  .union([z.string(), z.number()], { message: "Enter an amount in dollars, like 12.50." })
  .transform((value, ctx) => {
    const text = String(value).trim().replaceAll(",", "");
    const cents = DOLLARS.test(text) ? dollarsToCents(text.replace(/^\$\s*/, "")) : null;
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "Enter an amount in dollars, like 12.50." });
      return z.NEVER;
    }
    return cents;
  });

const units = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ message: "Enter a number of tickets." })
    .int({ message: "Enter a whole number of tickets." }),
);

export const registrationRefundSchema = z.discriminatedUnion(
  "mode",
  [
    z.object({ mode: z.literal("full"), reason }),
    z.object({ mode: z.literal("units"), units, reason }),
    z.object({ mode: z.literal("amount"), amount: dollars, reason }),
  ],
  { message: "Choose how much to refund." },
);
export type RegistrationRefundInput = z.input<typeof registrationRefundSchema>;

export const donationRefundSchema = z.discriminatedUnion(
  "mode",
  [
    z.object({ mode: z.literal("full"), reason }),
    z.object({ mode: z.literal("amount"), amount: dollars, reason }),
  ],
  { message: "Choose how much to refund." },
);
export type DonationRefundInput = z.input<typeof donationRefundSchema>;

/** The parsed form as the arithmetic reads it (shared/domain/refunds.ts). */
export function refundRequestOf(
  input: z.output<typeof registrationRefundSchema> | z.output<typeof donationRefundSchema>,
): RefundRequest {
  if (input.mode === "units") return { mode: "units", units: input.units };
  if (input.mode === "amount") return { mode: "amount", amountCents: input.amount };
  return { mode: "full" };
}
