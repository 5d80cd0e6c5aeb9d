// The buyer's own registration page (docs/decisions/017-self-service-and-waitlist.md):
// guests' names and needs, checked as the registration form checks them
// (shared/schemas/registration.ts guestSchema).
import { z } from "zod";
import { guestSchema, MAX_TICKETS_PER_ORDER } from "./registration";

export const ownGuestsSchema = z.object({
  specialRequests: z
    .string()
    .trim()
    .max(1000, { message: "Special requests must be less than 1000 characters" })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  guests: z
    .array(guestSchema.extend({ id: z.uuid({ message: "Invalid input" }) }))
    .max(MAX_TICKETS_PER_ORDER * 10)
    .default([]),
});

export type OwnGuestsRequest = z.input<typeof ownGuestsSchema>;
export type OwnGuestsInput = z.output<typeof ownGuestsSchema>;
