// SPEC §5 "Registration edit form (admin)": customer fields, status and the
// guest list, shared by the Edit Registration dialog and its action.
import { z } from "zod";

const optionalText = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(max, { message })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const optionalEmail = z
  .union([
    z.literal(""),
    z
      .string({ message: "Invalid email address" })
      .trim()
      .max(255, { message: "Email must be less than 255 characters" })
      .pipe(z.email({ message: "Invalid email address" })),
  ])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const guestEditSchema = z.object({
  /** Present for a guest already saved; absent for one added in the dialog. */
  id: z.uuid({ message: "Invalid input" }).optional(),
  guestName: z
    .string({ message: "Guest name is required" })
    .trim()
    .min(1, { message: "Guest name is required" })
    .max(100, { message: "Guest name must be less than 100 characters" }),
  guestEmail: optionalEmail,
  dietaryRestrictions: optionalText(500, "Dietary restrictions must be less than 500 characters"),
  accessibilityNeeds: optionalText(500, "Accessibility needs must be less than 500 characters"),
  isPrimaryContact: z.boolean({ message: "Invalid input" }).default(false),
});

/** SPEC §4: an admin switches freely between active and cancelled. */
export const editableStatuses = ["active", "cancelled"] as const;
/** A pending (checkout under way) or expired registration may keep its status while edited. */
export const registrationStatusValues = ["pending", "active", "cancelled", "expired"] as const;

export const registrationEditSchema = z.object({
  customerName: z
    .string({ message: "Customer name is required" })
    .trim()
    .min(1, { message: "Customer name is required" })
    .max(100, { message: "Name must be less than 100 characters" }),
  customerEmail: z
    .string({ message: "Invalid email address" })
    .trim()
    .max(255, { message: "Email must be less than 255 characters" })
    .pipe(z.email({ message: "Invalid email address" })),
  customerPhone: optionalText(20, "Phone number must be less than 20 characters"),
  specialRequests: optionalText(1000, "Special requests must be less than 1000 characters"),
  status: z.enum(registrationStatusValues, { message: "Invalid input" }),
  guests: z
    .array(guestEditSchema, { message: "Invalid input" })
    .max(1000, { message: "Too many guests" })
    .default([]),
});

export type RegistrationEditValues = z.input<typeof registrationEditSchema>;
export type RegistrationEditInput = z.output<typeof registrationEditSchema>;
export type GuestEditInput = z.output<typeof guestEditSchema>;
