// A supporter's contact details as staff edit them at /admin/supporters/:id
// (docs/supporters.md; decision 020), and the merge of one record into another.
// The form's zodResolver and the action use the same schema.
import { z } from "zod";
import { idField, optionalText, requiredText } from "./admin-fields";

export const supporterContactSchema = z.object({
  name: requiredText("Name is required", 200, "Name must be less than 200 characters"),
  // Blank keeps a record with no address (someone known only by name, decision 020).
  email: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(
      z
        .string()
        .max(255, { message: "Email must be less than 255 characters" })
        .refine((v) => v === "" || z.email().safeParse(v).success, {
          message: "Invalid email address",
        }),
    )
    .transform((v) => (v === "" ? null : v)),
  phone: optionalText(40, "Phone must be less than 40 characters"),
  addressLine1: optionalText(200, "Address must be less than 200 characters"),
  addressLine2: optionalText(200, "Address must be less than 200 characters"),
  city: optionalText(100, "City must be less than 100 characters"),
  region: optionalText(100, "State must be less than 100 characters"),
  postalCode: optionalText(20, "ZIP code must be less than 20 characters"),
  country: optionalText(100, "Country must be less than 100 characters"),
  notes: optionalText(5000, "Notes must be less than 5000 characters"),
});

export type SupporterContactFormValues = z.input<typeof supporterContactSchema>;
export type SupporterContact = z.output<typeof supporterContactSchema>;

/** Merge the record `fromId` into the page's record. */
export const supporterMergeSchema = z.object({ fromId: idField });

/** The list's and the export's query string; anything odd falls back (as shared/schemas/admin-lists.ts). */
export const supporterFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});
export type SupporterFilter = { q?: string; page?: number };
