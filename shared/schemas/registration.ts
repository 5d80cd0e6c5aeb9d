// SPEC §5 "Registration form" and §3's create-event-payment payload; the same
// schema checks the dialog in the browser and the request on the server.
import { z } from "zod";

export const MAX_TICKETS_PER_ORDER = 100;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { message })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const guestSchema = z.object({
  guest_name: z
    .string({ message: "Guest name is required" })
    .trim()
    .min(1, { message: "Guest name is required" })
    .max(100, { message: "Guest name must be less than 100 characters" }),
  guest_email: z
    .union([
      z.literal(""),
      z.string().trim().max(255, { message: "Valid email required" }).pipe(z.email({ message: "Valid email required" })),
    ])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  dietary_restrictions: optionalText(500, "Dietary restrictions must be less than 500 characters"),
  accessibility_needs: optionalText(500, "Accessibility needs must be less than 500 characters"),
});

/** SPEC §8: the ticket type is missing, of another event or not one at all. */
export const INVALID_TICKET_TYPE = "Please select a valid ticket type";

export const registrationRequestSchema = z.object({
  eventId: z.uuid({ message: "Event not found" }),
  ticketTypeId: z.uuid({ message: INVALID_TICKET_TYPE }),
  quantity: z.coerce
    .number({ message: "Quantity must be at least 1" })
    .int({ message: "Quantity must be at least 1" })
    .min(1, { message: "Quantity must be at least 1" })
    .max(MAX_TICKETS_PER_ORDER, { message: "Maximum 100 tickets per order" }),
  customerName: z
    .string({ message: "Name is required" })
    .trim()
    .min(1, { message: "Name is required" })
    .max(100, { message: "Name must be less than 100 characters" }),
  customerEmail: z
    .string({ message: "Valid email is required" })
    .trim()
    .max(255, { message: "Email must be less than 255 characters" })
    .pipe(z.email({ message: "Valid email is required" })),
  customerPhone: optionalText(20, "Phone number must be less than 20 characters"),
  specialRequests: optionalText(1000, "Special requests must be less than 1000 characters"),
  guests: z.array(guestSchema).max(MAX_TICKETS_PER_ORDER * 10).default([]),
  // Decision 017: the signed token of a waitlist offer, whose held seats this registration takes.
  offerToken: z.string().max(200).optional().nullable(),
});

export type RegistrationRequest = z.input<typeof registrationRequestSchema>;
export type RegistrationInput = z.output<typeof registrationRequestSchema>;
export type GuestInput = z.output<typeof guestSchema>;

/** SPEC §5: the quantity input caps at available stock and at 100 per order (never below 1). */
export function maxQuantityInput(stock: number) {
  return Math.max(1, Math.min(stock, MAX_TICKETS_PER_ORDER));
}

/** SPEC §5: blank or invalid quantity input becomes 1; the input also caps at stock. */
export function normalizeQuantityInput(raw: string, stock: number) {
  const value = Math.floor(Number(raw));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, maxQuantityInput(stock));
}
