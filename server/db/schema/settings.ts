// Organisation settings and e-mail wording, edited at /admin/settings (DESIGN
// "Departures": nothing a staff member would change needs code or SQL).
// Settings are one JSON document checked by shared/schemas/settings.ts; an
// empty table means SPEC's defaults (shared/site.ts). An e-mail template row
// exists only once staff have changed the default wording.
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const siteSettings = pgTable("site_settings", {
  id: integer("id").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});

export const emailTemplates = pgTable("email_template", {
  key: text("key").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});
