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
      z
        .string()
        .trim()
        .max(255, { message: "Valid email required" })
        .pipe(z.email({ message: "Valid email required" })),
    ])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  dietary_restrictions: optionalText(500, "Dietary restrictions must be less than 500 characters"),
  accessibility_needs: optionalText(500, "Accessibility needs must be less than 500 characters"),
});

/** SPEC §8: the ticket type is missing, of another event or not one at all. */
export const INVALID_TICKET_TYPE = "Please select a valid ticket type";

/** Decision 018: further ticket type lines of one order, besides SPEC's ticketTypeId and quantity. */
export const MAX_EXTRA_LINES = 9;
export const DUPLICATE_LINE = "Each ticket type can be chosen once per order.";
export const ONE_CODE_PER_ORDER = "Only one code can be used per order.";
const TOO_MANY_TICKETS = "Maximum 100 tickets per order";

const quantityField = z.coerce
  .number({ message: "Quantity must be at least 1" })
  .int({ message: "Quantity must be at least 1" })
  .min(1, { message: "Quantity must be at least 1" })
  .max(MAX_TICKETS_PER_ORDER, { message: TOO_MANY_TICKETS });

export const orderLineSchema = z.object({
  ticketTypeId: z.uuid({ message: INVALID_TICKET_TYPE }),
  quantity: quantityField,
});

/** A promo or access code as typed; blank is none. One code per order (decision 018). */
export const promoCodeField = z
  .union([z.string(), z.array(z.string()).max(10)], { message: "Please enter a valid code." })
  .optional()
  .nullable()
  .transform((value, ctx) => {
    const codes = [
      ...new Set(
        (Array.isArray(value) ? value : [value ?? ""]).map((c) => c.trim()).filter(Boolean),
      ),
    ];
    if (codes.length > 1) {
      ctx.addIssue({ code: "custom", message: ONE_CODE_PER_ORDER });
      return z.NEVER;
    }
    const code = codes[0] ?? null;
    if (code && code.length > 50) {
      ctx.addIssue({ code: "custom", message: "Please enter a valid code." });
      return z.NEVER;
    }
    return code;
  });

const registrationObject = z.object({
  eventId: z.uuid({ message: "Event not found" }),
  ticketTypeId: z.uuid({ message: INVALID_TICKET_TYPE }),
  quantity: quantityField,
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
  guests: z
    .array(guestSchema)
    .max(MAX_TICKETS_PER_ORDER * 10)
    .default([]),
  // Decision 017: the signed token of a waitlist offer, whose held seats this registration takes.
  offerToken: z.string().max(200).optional().nullable(),
  items: z
    .array(orderLineSchema)
    .max(MAX_EXTRA_LINES, { message: `At most ${MAX_EXTRA_LINES + 1} ticket types per order.` })
    .default([]),
  promoCode: promoCodeField,
});

export const registrationRequestSchema = registrationObject.superRefine((value, ctx) => {
  const seen = new Set([value.ticketTypeId]);
  value.items.forEach((item, index) => {
    if (seen.has(item.ticketTypeId)) {
      ctx.addIssue({
        code: "custom",
        path: ["items", index, "ticketTypeId"],
        message: DUPLICATE_LINE,
      });
    }
    seen.add(item.ticketTypeId);
  });
  const total = value.quantity + value.items.reduce((sum, item) => sum + item.quantity, 0);
  if (value.items.length > 0 && total > MAX_TICKETS_PER_ORDER) {
    ctx.addIssue({ code: "custom", path: ["items"], message: TOO_MANY_TICKETS });
  }
});

export type RegistrationRequest = z.input<typeof registrationRequestSchema>;
export type RegistrationInput = z.output<typeof registrationRequestSchema>;
export type GuestInput = z.output<typeof guestSchema>;
export type OrderLine = z.output<typeof orderLineSchema>;

/** Every line of an order: SPEC's ticket type and quantity first, then the further lines. */
export function orderLines(
  input: Pick<RegistrationInput, "ticketTypeId" | "quantity" | "items">,
): OrderLine[] {
  return [{ ticketTypeId: input.ticketTypeId, quantity: input.quantity }, ...input.items];
}

/** The public code check (decision 018): the code as typed. */
export const promoCodeCheckSchema = z.object({
  code: z
    .string({ message: "Please enter a code." })
    .trim()
    .min(1, { message: "Please enter a code." })
    .max(50, { message: "Please enter a valid code." }),
});

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
