// The back office's promo code form (docs/decisions/018-codes-and-orders.md),
// shared by the dialog and its action. Windows are datetime-local strings in the
// organisation's time zone (shared/domain/zoned-time.ts), like the event form's.
import { z } from "zod";
import { isLocalDateTimeInput, zonedInputToDate } from "../domain/zoned-time";
import { discountTypes } from "../domain/discount-types";
import { numericInput } from "./numeric-input";

export const INVALID_WINDOW_DATE = "Please enter a valid date and time";
export const MAX_PROMO_DISCOUNT_DOLLARS = 100_000;

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
    /** Percent off (percent) or dollars off (fixed); ignored for an access code. */
    amount: numericInput("Please enter a number", 0).pipe(
      z.number().min(0, { message: "Please enter a number 0 or greater" }),
    ),
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
    if (
      v.discountType === "percent" &&
      (!Number.isInteger(v.amount) || v.amount < 1 || v.amount > 100)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: "Percent off must be a whole number from 1 to 100",
      });
    }
    if (v.discountType === "fixed" && (v.amount <= 0 || v.amount > MAX_PROMO_DISCOUNT_DOLLARS)) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: "Amount off must be more than $0 and at most $100,000",
      });
    }
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
  });

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
