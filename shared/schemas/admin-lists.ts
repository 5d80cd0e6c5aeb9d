// Query strings of the back-office lists. Anything odd falls back to the
// default instead of failing: a bad link still shows the list.
import { z } from "zod";
import { ACTIVITY_AREAS, type ActivityArea } from "../domain/activity-entities";

const page = z.coerce.number().int().min(1).max(1_000_000).catch(1);
const text = z
  .string()
  .trim()
  .max(200)
  .optional()
  .catch(undefined)
  .transform((v) => v || undefined);

export const donationStatusValues = ["pending", "completed", "failed", "cancelled"] as const;
export const outboxStatusValues = ["pending", "sent", "failed", "unsent"] as const;

export const donationFilterSchema = z.object({
  q: text,
  status: z.enum(donationStatusValues).optional().catch(undefined),
  page,
});

/** An event's registrations (SPEC "Registrations panel") and its door list. */
export const registrationFilterSchema = z.object({ q: text, page });

export const outboxFilterSchema = z.object({
  status: z.enum(outboxStatusValues).optional().catch(undefined),
  page,
});

export const auditFilterSchema = z.object({
  entity: z
    .string()
    .regex(/^[a-z_]{1,50}$/)
    .optional()
    .catch(undefined),
  // The Activity page's filters: an area of the back office, one staff member.
  area: z
    .enum(Object.keys(ACTIVITY_AREAS) as [ActivityArea, ...ActivityArea[]])
    .optional()
    .catch(undefined),
  person: z.string().trim().min(1).max(100).optional().catch(undefined),
  page,
});

export function searchParamsObject(url: string) {
  return Object.fromEntries(new URL(url).searchParams);
}
