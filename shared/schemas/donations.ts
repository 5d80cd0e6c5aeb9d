// SPEC §5 "Donation", §8 and docs/payments.md "Donations": one schema for the donate form
// (zodResolver) and the server (the action re-checks everything). Written with zod's
// tree-shakable "mini" API: it is the only schema /donate's first load carries, and
// the chained API brought all of zod along (docs/decisions/012-first-load-on-a-phone.md).
import * as z from "zod/mini";
import { centsToDollars } from "../domain/money";
import { moneyCents } from "./money-field";

/** SPEC §9 preset amounts, in dollars. */
export const DONATION_PRESETS = [25, 50, 100, 250, 500, 1000] as const;
export const DONATION_INTERVALS = ["month", "year"] as const;
export type DonationInterval = (typeof DONATION_INTERVALS)[number];
/** docs/payments.md "Donations": 1.00 to 100,000.00 USD, whole cents. */
export const MIN_DONATION_CENTS = 100;
export const MAX_DONATION_CENTS = 10_000_000;

/** SPEC §8 toasts, word for word. */
export const donationToasts = {
  invalidAmount: { title: "Invalid Amount", description: "Please enter a valid donation amount." },
  missingInformation: {
    title: "Missing Information",
    description: "Please provide your name and email address.",
  },
  failed: {
    title: "Donation Failed",
    description: "There was an error processing your donation. Please try again.",
  },
  verificationError: {
    title: "Verification Error",
    description: "Could not verify payment status. Please contact support if needed.",
  },
  verified: { title: "Payment Successful!", description: "Thank you for your generous donation." },
} as const;

const INVALID_AMOUNT = donationToasts.invalidAmount.description;
const MISSING = donationToasts.missingInformation.description;

/**
 * Dollars as typed ("50", "$1,234.50") or sent as a number, read by the one money
 * parser (./money-field.ts); never "1e9", "-5" or "0x10". Yields dollars, as SPEC §3's
 * payload names them; the services take cents with `dollarsToCents`.
 */
export const donationAmount = z.pipe(
  moneyCents({
    min: MIN_DONATION_CENTS,
    max: MAX_DONATION_CENTS,
    messages: {
      invalid: INVALID_AMOUNT,
      negative: INVALID_AMOUNT,
      zero: INVALID_AMOUNT,
      grouping: INVALID_AMOUNT,
      min: "The minimum donation is $1.00.",
      max: "The maximum online donation is $100,000.00.",
      decimals: "Please enter an amount in whole cents.",
    },
  }),
  z.transform(centsToDollars),
);

const optionalText = (max: number, message: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, { message }))),
    z.transform((v) => v || null),
  );

/** A required text of at most `max` characters, trimmed; blank reads as missing (SPEC §8). */
const requiredText = (max: number, message: string) =>
  z
    .string({ message: MISSING })
    .check(z.trim(), z.minLength(1, { message: MISSING }), z.maxLength(max, { message }));

export const donationSchema = z.object({
  amount: donationAmount,
  fundraiserId: z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((v) => v?.trim() || null),
    ),
    z.nullable(z.uuid({ message: "Please choose a valid fundraiser." })),
  ),
  donorName: requiredText(100, "Name must be less than 100 characters"),
  donorEmail: z.pipe(
    requiredText(255, "Email must be less than 255 characters"),
    z.email({ message: "Please enter a valid email address." }),
  ),
  message: optionalText(1000, "Message must be less than 1000 characters"),
  isAnonymous: z.pipe(
    z.optional(z.union([z.boolean(), z.enum(["true", "false", "on", ""])])),
    z.transform((v) => v === true || v === "true" || v === "on"),
  ),
  /** Recurring only (SPEC §3 donation payload); empty or absent = one-time. */
  interval: z.pipe(
    z.nullish(
      z.union([z.literal(""), z.enum(DONATION_INTERVALS)], {
        message: "Please choose monthly or yearly.",
      }),
    ),
    z.transform((v) => v || null),
  ),
});

export type DonationFormInput = z.input<typeof donationSchema>;
export type DonationRequest = z.output<typeof donationSchema>;

/** Which SPEC toast a failed field belongs to. */
export function toastForField(field: string) {
  if (field === "amount") return donationToasts.invalidAmount;
  if (field === "donorName" || field === "donorEmail") return donationToasts.missingInformation;
  return null;
}

/** The answer of the create-donation action (SPEC §7: `url`). */
export type DonationCheckoutResult = { url: string; sessionId: string };
