// The organisation's settings (DESIGN "Runtime contract": identity, public texts,
// figures and receipt wording are edited at /admin/settings, never in code).
// One schema for the form (zodResolver) and for the service that stores them;
// every field keeps its own message, so the form shows it beside the field.
// SPEC's values are the defaults (shared/site.ts).
import { z } from "zod";
import { isLocalImageUrl } from "./admin-fields";
import { isTimeZone } from "../domain/time-zone";

/** A trimmed text between `min` and `max` characters; `label` names it in the messages. */
function text(label: string, max: number, { required = true } = {}) {
  const base = z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` });
  return required ? base.min(1, { message: `${label} is required` }) : base;
}

/** An address anyone can open safely: https only (no http:, javascript:, data:). */
export function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

export const EIN_PATTERN = /^\d{2}-\d{7}$/;

const figure = z.object({
  value: text("Figure", 24),
  label: text("Label", 60),
});

export const settingsShape = {
  // ---- Organisation
  name: text("Organization name", 80),
  legalName: text("Legal name", 150),
  ein: z
    .string({ error: "EIN is required" })
    .trim()
    .regex(EIN_PATTERN, { message: "EIN must look like 12-3456789" }),
  /** An upload from /api/admin/uploads (folder `site-logo`); "" (or null from the uploader) for none. */
  logoUrl: z
    .union([z.string(), z.null()])
    .transform((v) => (v ?? "").trim())
    .refine((v) => v === "" || (v.length <= 300 && isLocalImageUrl(v)), {
      message: "Invalid image URL",
    }),
  timeZone: z
    .string({ error: "Time zone is required" })
    .trim()
    .refine(isTimeZone, { message: "Choose a time zone such as America/Chicago" }),
  // ---- Contact & hours
  email: z
    .string({ error: "E-mail is required" })
    .trim()
    .max(255, { message: "E-mail must be at most 255 characters" })
    .pipe(z.email({ message: "Enter a valid e-mail address" })),
  phone: text("Phone", 30),
  address: z.object({
    street: text("Street", 120),
    city: text("City", 80),
    region: text("State", 40),
    postalCode: text("ZIP code", 20),
  }),
  social: z
    .array(
      z.object({
        label: text("Link label", 40),
        url: z
          .string({ error: "Address is required" })
          .trim()
          .max(500, { message: "Address must be at most 500 characters" })
          .refine(isHttpsUrl, { message: "Use a full https:// address" }),
      }),
    )
    .max(5, { message: "At most 5 social links" }),
  officeHours: z
    .array(z.object({ days: text("Days", 30), hours: text("Hours", 30) }))
    .max(7, { message: "At most 7 rows of office hours" }),
  // ---- Public texts
  tagline: text("Tagline", 100),
  blurb: text("About the organization", 400),
  heroHeadline: text("Hero headline", 120),
  heroText: text("Hero text", 400),
  missionIntro: text("Home page mission", 600),
  mission: text("Mission", 600),
  vision: text("Vision", 600),
  aboutIntro: text("About page introduction", 600),
  programs: z
    .array(z.object({ title: text("Program name", 60), text: text("Program description", 300) }))
    .min(1, { message: "List at least one program" })
    .max(8, { message: "At most 8 programs" }),
  copyright: text("Copyright line", 150),
  // ---- Impact figures (SPEC §1, §9)
  impact: z
    .array(figure)
    .min(1, { message: "Show at least one figure" })
    .max(8, { message: "At most 8 figures" }),
  donateImpact: z
    .array(figure)
    .min(1, { message: "Show at least one figure" })
    .max(8, { message: "At most 8 figures" }),
  // ---- Receipts (DESIGN "Receipts")
  receiptThanks: text("Receipt thank-you", 1000),
};

export const siteSettingsSchema = z.object(settingsShape);

export type SiteSettings = z.output<typeof siteSettingsSchema>;
/** What the form holds (the logo may be null while none is chosen). */
export type SiteSettingsFormValues = z.input<typeof siteSettingsSchema>;
export type SettingKey = keyof SiteSettings;
