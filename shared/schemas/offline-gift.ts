// The "Record a gift" form (/admin/donations/new, decision 020, docs/receipts.md):
// a gift that came in by cash, check, bank transfer, stock or in kind. The form's
// resolver and the action use this schema, so the messages are the same in both.
import { z } from "zod";
import { dateToZonedInput } from "../domain/zoned-time";
import { booleanField, MAX_AMOUNT_CENTS, optionalText, requiredText } from "./admin-fields";
import { checkMoney, type MoneyRules } from "./money-field";

export const offlineGiftMethods = ["cash", "cheque", "bank_transfer", "stock", "in_kind"] as const;
export type OfflineGiftMethod = (typeof offlineGiftMethods)[number];

export const OFFLINE_METHOD_LABELS: Record<OfflineGiftMethod, string> = {
  cash: "Cash",
  cheque: "Check",
  bank_transfer: "Bank transfer",
  stock: "Stock",
  in_kind: "In-kind (goods or services)",
};

export const OFFLINE_GIFT_MESSAGES = {
  chequeNumber: "Enter the check number",
  amount: "Enter an amount greater than $0, like 50.00",
  inKindDescription: "Describe the in-kind gift",
  stockDescription: "Describe the shares given (for example, 10 shares of ACME)",
  date: "Enter the date the gift was received",
  future: "The date received cannot be in the future",
  emailForReceipt:
    'Enter the donor\'s e-mail address to e-mail the receipt, or untick "E-mail a receipt now"',
} as const;

/** The amount's rules; checked only for gifts that take one (not in-kind), so in the object's transform. */
const amountRules: MoneyRules = {
  min: 1,
  max: MAX_AMOUNT_CENTS,
  messages: { invalid: OFFLINE_GIFT_MESSAGES.amount, zero: OFFLINE_GIFT_MESSAGES.amount },
};

/** Today's date (YYYY-MM-DD) in the organization's time zone. */
export const todayInOrganisation = (now = new Date()) => dateToZonedInput(now).slice(0, 10);

const optionalEmail = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ?? "").trim())
  .pipe(
    z.union([
      z.literal(""),
      z
        .email({ message: "Enter a valid e-mail address" })
        .max(255, { message: "E-mail must be at most 255 characters" }),
    ]),
  )
  .transform((v) => (v === "" ? null : v));

export const offlineGiftSchema = z
  .object({
    supporterId: z
      .union([z.uuid({ message: "Invalid input" }), z.literal(""), z.null()])
      .optional()
      .transform((v) => v || null),
    donorName: requiredText(
      "Donor name is required",
      200,
      "Donor name must be less than 200 characters",
    ),
    donorEmail: optionalEmail,
    method: z.enum(offlineGiftMethods, { message: "Choose how the gift came in" }),
    chequeNumber: optionalText(40, "Check number must be less than 40 characters"),
    /** Dollars as typed; checked against the method below. */
    amount: z.union([z.string(), z.number(), z.null()]).optional(),
    description: optionalText(500, "Description must be less than 500 characters"),
    receivedOn: z
      .string({ message: OFFLINE_GIFT_MESSAGES.date })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, {
        message: OFFLINE_GIFT_MESSAGES.date,
      }),
    /** A fundraiser's id, or "" for the General Fund. */
    fundraiserId: z
      .union([z.uuid({ message: "Choose a fund or fundraiser" }), z.literal(""), z.null()])
      .optional()
      .transform((v) => v || null),
    note: optionalText(1000, "Note must be less than 1000 characters"),
    sendReceipt: booleanField(false),
  })
  .transform((input, ctx) => {
    const { amount, ...rest } = input;
    let amountCents = 0;
    if (input.method !== "in_kind") {
      const checked = checkMoney(amount, amountRules);
      if (!checked.ok) ctx.addIssue({ code: "custom", path: ["amount"], message: checked.message });
      else amountCents = checked.cents ?? 0;
    }
    if (input.method === "cheque" && !input.chequeNumber) {
      ctx.addIssue({
        code: "custom",
        path: ["chequeNumber"],
        message: OFFLINE_GIFT_MESSAGES.chequeNumber,
      });
    }
    if (input.method === "in_kind" && !input.description) {
      ctx.addIssue({
        code: "custom",
        path: ["description"],
        message: OFFLINE_GIFT_MESSAGES.inKindDescription,
      });
    }
    if (input.method === "stock" && !input.description) {
      ctx.addIssue({
        code: "custom",
        path: ["description"],
        message: OFFLINE_GIFT_MESSAGES.stockDescription,
      });
    }
    if (input.sendReceipt && !input.donorEmail) {
      ctx.addIssue({
        code: "custom",
        path: ["donorEmail"],
        message: OFFLINE_GIFT_MESSAGES.emailForReceipt,
      });
    }
    if (Number.isNaN(Date.parse(`${input.receivedOn}T00:00:00Z`))) {
      ctx.addIssue({ code: "custom", path: ["receivedOn"], message: OFFLINE_GIFT_MESSAGES.date });
    } else if (input.receivedOn > todayInOrganisation()) {
      ctx.addIssue({ code: "custom", path: ["receivedOn"], message: OFFLINE_GIFT_MESSAGES.future });
    }
    return {
      ...rest,
      amountCents,
      // Only cheques keep a number; cash and in-kind gifts keep no amount typed by mistake.
      chequeNumber: input.method === "cheque" ? input.chequeNumber : null,
      description:
        input.method === "in_kind" || input.method === "stock" ? input.description : null,
    };
  });

export type OfflineGiftValues = z.input<typeof offlineGiftSchema>;
export type OfflineGiftInput = z.output<typeof offlineGiftSchema>;

export const offlineGiftDefaults = (
  prefill: { supporterId?: string; donorName?: string; donorEmail?: string } = {},
) => ({
  supporterId: prefill.supporterId ?? "",
  donorName: prefill.donorName ?? "",
  donorEmail: prefill.donorEmail ?? "",
  method: "cheque" as OfflineGiftMethod,
  chequeNumber: "",
  amount: "",
  description: "",
  receivedOn: todayInOrganisation(),
  fundraiserId: "",
  note: "",
  sendReceipt: true,
});
