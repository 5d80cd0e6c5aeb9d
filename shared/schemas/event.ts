// SPEC §5 "Event form": the add/edit event dialog and its action share this
// schema. Dates are the datetime-local strings the admin typed, in the org time
// zone (shared/domain/zoned-time.ts turns them into instants on the server).
import { z } from "zod";
import { isLocalDateTimeInput, zonedInputToDate } from "../domain/zoned-time";
import { numericInput } from "./numeric-input";
import { eventPolicyFields } from "./event-policy";

export const INVALID_DATE = "Please enter a valid date and time";
/** SPEC §5 "Event form": the field message, and the toast when the form is sent without a date. */
export const EVENT_DATE_REQUIRED = "Event date is required";

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be less than ${max} characters` });

/** Our own upload paths or an http(s) address; blank means no image. */
export const imageUrlField = z
  .string({ message: "Invalid image URL" })
  .trim()
  .max(2048, { message: "Invalid image URL" })
  .refine(
    (v) => v === "" || (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\/\S+$/.test(v),
    {
      message: "Invalid image URL",
    },
  )
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const eventFormSchema = z
  .object({
    title: requiredText("Title", 200),
    description: requiredText("Description", 5000),
    startsAt: z
      .string({ message: EVENT_DATE_REQUIRED })
      .trim()
      .min(1, { message: EVENT_DATE_REQUIRED })
      .refine(isLocalDateTimeInput, { message: INVALID_DATE }),
    location: requiredText("Location", 300),
    imageUrl: imageUrlField,
    hasTickets: z.boolean({ message: "Invalid input" }).default(false),
    // SPEC §5: blank capacity sends 0 (no event-wide limit).
    maxCapacity: numericInput("Maximum capacity must be a whole number 0 or greater", 0)
      .pipe(
        z
          .number()
          .int({ message: "Maximum capacity must be a whole number 0 or greater" })
          .min(0, { message: "Maximum capacity must be a whole number 0 or greater" })
          .max(100_000, { message: "Maximum capacity must be 100,000 or less" }),
      )
      .default(0),
    // SPEC §2: empty means tickets are available immediately.
    ticketSalesStartAt: z
      .string({ message: INVALID_DATE })
      .trim()
      .refine((v) => v === "" || isLocalDateTimeInput(v), { message: INVALID_DATE })
      .nullable()
      .optional()
      .transform((v) => v ?? ""),
    // Decision 017: buyer self-service and the waitlist.
    ...eventPolicyFields,
  })
  .superRefine((values, ctx) => {
    if (!values.hasTickets || !values.ticketSalesStartAt) return;
    const salesStart = zonedInputToDate(values.ticketSalesStartAt);
    const startsAt = zonedInputToDate(values.startsAt);
    if (salesStart && startsAt && salesStart > startsAt) {
      ctx.addIssue({
        code: "custom",
        path: ["ticketSalesStartAt"],
        message: "Ticket sales must start before the event",
      });
    }
  });

export type EventFormValues = z.input<typeof eventFormSchema>;
export type EventInput = z.output<typeof eventFormSchema>;
