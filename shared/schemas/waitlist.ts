// The waitlist form of a sold-out event (docs/decisions/017-self-service-and-waitlist.md);
// the same schema checks the dialog in the browser and the request on the server.
import { z } from "zod";
import { MAX_TICKETS_PER_ORDER } from "./registration";

export const MAX_WAITLIST_SEATS = 20;

export const waitlistJoinSchema = z.object({
  ticketTypeId: z
    .union([z.literal(""), z.uuid({ message: "Please select a valid ticket type" })])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  name: z
    .string({ message: "Name is required" })
    .trim()
    .min(1, { message: "Name is required" })
    .max(100, { message: "Name must be less than 100 characters" }),
  email: z
    .string({ message: "Valid email is required" })
    .trim()
    .max(255, { message: "Email must be less than 255 characters" })
    .pipe(z.email({ message: "Valid email is required" })),
  quantity: z.coerce
    .number({ message: "Seats wanted must be at least 1" })
    .int({ message: "Seats wanted must be at least 1" })
    .min(1, { message: "Seats wanted must be at least 1" })
    .max(Math.min(MAX_WAITLIST_SEATS, MAX_TICKETS_PER_ORDER), {
      message: `Seats wanted must be ${MAX_WAITLIST_SEATS} or fewer`,
    }),
});

export type WaitlistJoinRequest = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoinInput = z.output<typeof waitlistJoinSchema>;
