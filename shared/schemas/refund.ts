// The Refund dialogs (registration card, gifts screen) and their actions
// (docs/decisions/016-refunds.md): full, by tickets, or by a dollar amount.
import { z } from "zod";
import type { RefundRequest } from "../domain/refunds";
import { moneyCents } from "./money-field";
import { MONEY_FORMAT_MESSAGE } from "../domain/money-input";

const reason = z
  .string({ message: "Invalid input" })
  .trim()
  .max(500, { message: "Reason must be less than 500 characters" })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/**
 * "12.50", "$1,234.5", 12.5 → cents; a comma as the decimal mark, three decimals or
 * letters fail with the one money message. The most is what was paid, which the
 * refund arithmetic checks (shared/domain/refunds.ts).
 */
const dollars = moneyCents({
  max: Number.MAX_SAFE_INTEGER,
  messages: { invalid: MONEY_FORMAT_MESSAGE },
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
