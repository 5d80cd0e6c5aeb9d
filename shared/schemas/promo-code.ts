// The back office's promo code form (docs/decisions/018-codes-and-orders.md),
// shared by the dialog and its action. Windows are datetime-local strings in the
// organisation's time zone (shared/domain/zoned-time.ts), like the event form's.
import { z } from "zod";
import { isLocalDateTimeInput, zonedInputToDate } from "../domain/zoned-time";
import { discountTypes } from "../domain/discount-types";
import { centsToDollars } from "../domain/money";
import { checkMoney } from "./money-field";
import { numericInput } from "./numeric-input";

export const INVALID_WINDOW_DATE = "Please enter a valid date and time";
/** $100,000, in cents (DESIGN "Data"). */
export const MAX_PROMO_DISCOUNT_CENTS = 10_000_000;

const optionalDateTime = z
  .string({ message: INVALID_WINDOW_DATE })
  .trim()
  .refine((v) => v === "" || isLocalDateTimeInput(v), { message: INVALID_WINDOW_DATE })
  .nullable()
  .optional()
  .transform((v) => v ?? "");

const idList = z
  .array(z.string().max(100), { message: "Invalid input" })
  .max(200, { message: "Invalid input" })
  .default([]);

const percentAmount = numericInput("Please enter a number", 0).pipe(
  z.number().min(0, { message: "Please enter a number 0 or greater" }),
);
const FIXED_RANGE = "Amount off must be more than $0 and at most $100,000";

/**
 * The amount by what the code does: a whole percent from 1 to 100, or dollars off read
 * by the one money parser (./money-field.ts), kept in dollars; an access code's is unused.
 */
function readAmount(v: {
  discountType: (typeof discountTypes)[number];
  amount?: string | number | null;
}): { ok: true; value: number } | { ok: false; message: string } {
  if (v.discountType === "fixed") {
    const checked = checkMoney(v.amount, {
      blank: 0,
      max: MAX_PROMO_DISCOUNT_CENTS,
      messages: {
        invalid: "Please enter a number",
        negative: "Please enter a number 0 or greater",
        zero: FIXED_RANGE,
        max: FIXED_RANGE,
      },
    });
    return checked.ok ? { ok: true, value: centsToDollars(checked.cents ?? 0) } : checked;
  }
  const parsed = percentAmount.safeParse(v.amount);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const percent = parsed.data;
  if (v.discountType === "percent" && (!Number.isInteger(percent) || percent < 1 || percent > 100))
    return { ok: false, message: "Percent off must be a whole number from 1 to 100" };
  return { ok: true, value: percent };
}

export const promoCodeFormSchema = z
  .object({
    code: z
      .string({ message: "Code is required" })
      .trim()
      .min(1, { message: "Code is required" })
      .max(50, { message: "Code must be less than 50 characters" })
      .regex(/^[A-Za-z0-9_-]+$/, { message: "Use letters, digits, - and _ only" }),
    description: z
      .string()
      .trim()
      .max(200, { message: "Description must be less than 200 characters" })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    discountType: z.enum(discountTypes, { message: "Please choose what the code does" }),
    /** Percent off (percent) or dollars off (fixed); ignored for an access code. Read by `readAmount`. */
    amount: z.union([z.string(), z.number(), z.null()]).optional(),
    maxUses: z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .transform((v, ctx) => {
        const text = v === null || v === undefined ? "" : String(v).trim();
        if (text === "") return null;
        const n = Number(text);
        if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
          ctx.addIssue({
            code: "custom",
            message: "Maximum uses must be a whole number of at least 1",
          });
          return z.NEVER;
        }
        return n;
      }),
    startsAt: optionalDateTime,
    endsAt: optionalDateTime,
    appliesToTicketTypeIds: idList,
    unlocksTicketTypeIds: idList,
    isActive: z.boolean({ message: "Invalid input" }).default(true),
  })
  .superRefine((v, ctx) => {
    const amount = readAmount(v);
    if (!amount.ok) ctx.addIssue({ code: "custom", path: ["amount"], message: amount.message });
    if (v.discountType === "none" && v.unlocksTicketTypeIds.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["unlocksTicketTypeIds"],
        message: "An access code must unlock at least one hidden ticket type",
      });
    }
    if (
      v.startsAt &&
      v.endsAt &&
      isLocalDateTimeInput(v.startsAt) &&
      isLocalDateTimeInput(v.endsAt)
    ) {
      const starts = zonedInputToDate(v.startsAt);
      const ends = zonedInputToDate(v.endsAt);
      if (starts && ends && ends <= starts) {
        ctx.addIssue({
          code: "custom",
          path: ["endsAt"],
          message: "The end must be after the start",
        });
      }
    }
  })
  // Only reached once the checks above passed, so the amount reads.
  .transform((v) => ({ ...v, amount: (readAmount(v) as { value: number }).value }));

export type PromoCodeFormValues = z.input<typeof promoCodeFormSchema>;
export type PromoCodeInput = z.output<typeof promoCodeFormSchema>;

export const promoCodeDefaults: PromoCodeFormValues = {
  code: "",
  description: "",
  discountType: "percent",
  amount: 10,
  maxUses: "",
  startsAt: "",
  endsAt: "",
  appliesToTicketTypeIds: [],
  unlocksTicketTypeIds: [],
  isActive: true,
};
