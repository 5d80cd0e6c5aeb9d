// Field rules shared by the back-office forms (SPEC §5). Each accepts what a
// form or a JSON body sends and yields the stored value; messages are SPEC's.
import { z } from "zod";
import { UPLOADS_URL_PREFIX } from "../domain/images";
import { moneyCents } from "./money-field";

/** A required, trimmed text: `message` when missing or blank. */
export function requiredText(message: string, max: number, maxMessage: string) {
  return z.string({ error: message }).trim().min(1, { message }).max(max, { message: maxMessage });
}

/** An optional text: blank or missing is saved as null (SPEC §5 "empty saved as null"). */
export function optionalText(max: number, maxMessage: string) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, { message: maxMessage }))
    .transform((v) => (v === "" ? null : v));
}

// Images are only ever our own uploads (or the demo art beside them), never a
// URL someone typed: no tracking pixels, no javascript: or data: URLs.
const LOCAL_IMAGE = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9_./-]+$/;

export function isLocalImageUrl(value: string) {
  return value.startsWith(UPLOADS_URL_PREFIX) && LOCAL_IMAGE.test(value);
}

/** An optional image URL from the upload API; blank is null. */
export const optionalImageUrl = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ?? "").trim() || null)
  .refine((v) => v === null || isLocalImageUrl(v), { message: "Invalid image URL" });

/** Largest amount a form accepts, $100,000,000 in cents: far inside a safe integer. */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

/**
 * Dollars typed in a form → whole cents, read by the one money parser
 * (shared/schemas/money-field.ts). Blank or missing is 0 (SPEC §5 "Empty numeric
 * inputs become 0"); negative or not a number gives `message`.
 */
export function dollarsToCentsField(message: string) {
  return moneyCents({
    blank: 0,
    max: MAX_AMOUNT_CENTS,
    messages: { invalid: message, max: "Amount must be at most $100,000,000" },
  });
}

/** A switch: a boolean, or "true"/"false"/"on" from a form; missing is `fallback`. */
export function booleanField(fallback: boolean) {
  return z
    .union([z.boolean(), z.enum(["true", "false", "on", "off"])])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === true || v === "true" || v === "on"));
}

/** Ids arrive as strings; the services answer 404 for anything that is not a row. */
export const idField = z
  .string({ error: "Required" })
  .trim()
  .min(1, { message: "Required" })
  .max(100);

/** An action on one row by id (e.g. deleting a message). */
export const byIdSchema = z.object({ id: idField });
