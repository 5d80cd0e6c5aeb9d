// docs/recurring-gifts.md: the donor's change of a recurring gift, checked like the donate form
// (same amount rules and messages: shared/schemas/donations.ts).
import { z } from "zod";
import { DONATION_INTERVALS, donationAmount } from "./donations";

export const recurringChangeSchema = z.object({
  amount: donationAmount,
  interval: z.enum(DONATION_INTERVALS, { message: "Please choose monthly or yearly." }),
});
export type RecurringChangeInput = z.output<typeof recurringChangeSchema>;

/** The donor's four actions on the gift's page; each is confirmed first. */
export const RECURRING_ACTIONS = ["change", "pause", "resume", "cancel"] as const;
export type RecurringAction = (typeof RECURRING_ACTIONS)[number];

/** docs/recurring-gifts.md "Staff view": /admin/donations/recurring?status=…; anything odd shows the whole list. */
export const RECURRING_STATUSES = ["active", "past_due", "paused", "cancelled"] as const;
export const recurringFilterSchema = z.object({
  status: z.enum(RECURRING_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export const RECURRING_STATUS_LABELS = {
  active: "Active",
  past_due: "Past due",
  paused: "Paused",
  cancelled: "Cancelled",
} as const satisfies Record<(typeof RECURRING_STATUSES)[number], string>;
