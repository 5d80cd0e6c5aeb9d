// /admin/reports?year= and /admin/reports/export?year=&table= (docs/figures.md).
// A year that is missing or not a sensible year falls back to the current one
// (the page's default); an export names one of the page's tables.
import { z } from "zod";

export const reportTableValues = ["funds", "months", "methods", "events", "refunds"] as const;

const year = z.coerce.number().int().min(2000).max(2100).optional().catch(undefined);

export const reportQuerySchema = z.object({ year });

export const reportExportSchema = z.object({
  year,
  table: z.enum(reportTableValues, { message: "Unknown report table." }),
});
