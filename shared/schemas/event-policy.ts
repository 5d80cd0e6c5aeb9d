// The event form's self-service and waitlist policy (docs/decisions/017-self-service-and-waitlist.md),
// spread into shared/schemas/event.ts eventFormSchema: whether and until when buyers
// may cancel online, whether a cancelled paid ticket is refunded, the guest-edit
// cutoff, the waitlist and how long its offers hold seats.
import { z } from "zod";
import { numericInput } from "./numeric-input";

const hours = (label: string, min: number, max: number, fallback: number) =>
  numericInput(`${label} must be a whole number of hours`, fallback)
    .pipe(
      z
        .number()
        .int({ message: `${label} must be a whole number of hours` })
        .min(min, { message: `${label} must be ${min} hours or more` })
        .max(max, { message: `${label} must be ${max} hours or less` }),
    )
    .default(fallback);

export const DEFAULT_OFFER_HOURS = 12;

export const eventPolicyFields = {
  selfCancel: z.boolean({ message: "Invalid input" }).default(false),
  selfCancelHours: hours("Cancellation cutoff", 0, 8760, 48),
  selfCancelRefund: z.boolean({ message: "Invalid input" }).default(false),
  guestEditHours: hours("Guest details cutoff", 0, 8760, 24),
  waitlistEnabled: z.boolean({ message: "Invalid input" }).default(false),
  waitlistOfferHours: hours("Offer hold", 1, 168, DEFAULT_OFFER_HOURS),
};

export const EVENT_POLICY_FIELDS = [
  "selfCancelHours",
  "guestEditHours",
  "waitlistOfferHours",
] as const;

type PolicyInput = {
  [K in keyof typeof eventPolicyFields]: z.output<(typeof eventPolicyFields)[K]>;
};

/** The form's policy as the events row's columns (server/db/schema/events.ts). */
export function eventPolicyColumns(input: PolicyInput) {
  return {
    selfCancelHours: input.selfCancel ? input.selfCancelHours : null,
    selfCancelRefund: input.selfCancel && input.selfCancelRefund,
    guestEditHours: input.guestEditHours,
    waitlistEnabled: input.waitlistEnabled,
    waitlistOfferHours: input.waitlistOfferHours,
  };
}

/** An events row's policy as the form's values. */
export function eventPolicyValues(event: {
  selfCancelHours: number | null;
  selfCancelRefund: boolean;
  guestEditHours: number;
  waitlistEnabled: boolean;
  waitlistOfferHours: number;
}) {
  return {
    selfCancel: event.selfCancelHours !== null,
    selfCancelHours: String(event.selfCancelHours ?? 48),
    selfCancelRefund: event.selfCancelRefund,
    guestEditHours: String(event.guestEditHours),
    waitlistEnabled: event.waitlistEnabled,
    waitlistOfferHours: String(event.waitlistOfferHours),
  };
}
