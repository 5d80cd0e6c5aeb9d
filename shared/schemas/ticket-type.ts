// SPEC §5 "Ticket type form", shared by the dialog and its action. Price is in
// dollars here (the input); the service stores whole cents (DESIGN "Data").
import { z } from "zod";
import { centsToDollars } from "../domain/money";
import { moneyCents } from "./money-field";
import { numericInput } from "./numeric-input";

/** SPEC §8: shown when an update touched no row (here: gone, or of another event). */
export const TICKET_TYPE_NOT_UPDATED =
  "Permission denied: Unable to update ticket type. You may not have admin access.";

export const MAX_SEATS_PER_UNIT = 10; // registration guests cap at 100 orders × 10 seats
export const MAX_TICKET_QUANTITY = 100_000;
/** $100,000, in cents (DESIGN "Data"). */
export const MAX_PRICE_CENTS = 10_000_000;

export const FAIR_MARKET_VALUE_MESSAGES = {
  min: "Fair market value must be 0 or greater",
  max: "Fair market value cannot be more than the price",
} as const;

export const ticketTypeFormSchema = z
  .object({
    name: z
      .string({ message: "Name is required" })
      .trim()
      .min(1, { message: "Name is required" })
      .max(100, { message: "Name must be less than 100 characters" }),
    description: z
      .string()
      .trim()
      .max(1000, { message: "Description must be less than 1000 characters" })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    /** Dollars as typed ("$12.50", 12.5), read by the one money parser; kept in dollars here. */
    price: z.pipe(
      moneyCents({
        blank: 0,
        max: MAX_PRICE_CENTS,
        messages: {
          invalid: "Price must be 0 or greater",
          max: "Price must be $100,000 or less",
        },
      }),
      z.transform(centsToDollars),
    ),
    quantityAvailable: numericInput("Quantity must be at least 1").pipe(
      z
        .number()
        .int({ message: "Quantity must be a whole number" })
        .min(1, { message: "Quantity must be at least 1" })
        .max(MAX_TICKET_QUANTITY, { message: "Quantity must be 100,000 or less" }),
    ),
    seatsPerUnit: numericInput("Seats per unit must be at least 1").pipe(
      z
        .number()
        .int({ message: "Seats per unit must be a whole number" })
        .min(1, { message: "Seats per unit must be at least 1" })
        .max(MAX_SEATS_PER_UNIT, {
          message: `Seats per unit must be ${MAX_SEATS_PER_UNIT} or less`,
        }),
    ),
    isActive: z.boolean({ message: "Invalid input" }).default(true),
    /** Decision 018: sold only with a promo code that unlocks it (military, comp tickets). */
    isHidden: z.boolean({ message: "Invalid input" }).default(false),
    /**
     * Decision 020: the good-faith value of what one ticket buys (a $40 dinner in a
     * $75 ticket), for the quid pro quo disclosure on receipts; blank is none.
     */
    fairMarketValue: z.pipe(
      moneyCents({
        blank: null,
        max: MAX_PRICE_CENTS,
        messages: {
          invalid: FAIR_MARKET_VALUE_MESSAGES.min,
          max: FAIR_MARKET_VALUE_MESSAGES.max,
        },
      }),
      z.transform((cents) => (cents === null ? null : centsToDollars(cents))),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.fairMarketValue !== null && input.fairMarketValue > input.price) {
      ctx.addIssue({
        code: "custom",
        path: ["fairMarketValue"],
        message: FAIR_MARKET_VALUE_MESSAGES.max,
      });
    }
  });

/** SPEC §5 defaults: price 0, quantity 1, seats 1, active. */
export const ticketTypeDefaults = {
  name: "",
  description: "",
  price: 0,
  quantityAvailable: 1,
  seatsPerUnit: 1,
  isActive: true,
  isHidden: false,
  fairMarketValue: "" as string | number | null,
};

export const reorderSchema = z.object({
  ids: z
    .array(z.uuid({ message: "Invalid input" }), { message: "Invalid input" })
    .min(1, { message: "Invalid input" })
    .max(500, { message: "Invalid input" }),
});

export type TicketTypeFormValues = z.input<typeof ticketTypeFormSchema>;
export type TicketTypeInput = z.output<typeof ticketTypeFormSchema>;
