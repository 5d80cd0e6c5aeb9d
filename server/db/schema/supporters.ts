// Supporters (docs/decisions/020-supporters-and-receipts.md): one record per person,
// matched on the normalised e-mail (shared/domain/supporters.ts). Gifts, registrations,
// guests and messages carry supporter_id, filled by server/modules/supporters/link.ts;
// supporter_emails maps every address a person has used to their record, so a merge
// moves the addresses and future rows with either address land on the surviving record.
import { sql } from "drizzle-orm";
import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

export const supporters = pgTable(
  "supporters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The contact address (normalised); null for someone known only by name (a cash gift at the door). */
    email: text("email"),
    phone: text("phone"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    city: text("city"),
    region: text("region"),
    postalCode: text("postal_code"),
    country: text("country"),
    notes: text("notes"),
    /** Set when this record was merged into another; the row is kept as history. */
    mergedIntoId: uuid("merged_into_id").references((): AnyPgColumn => supporters.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("supporters_name_idx").on(sql`lower(${t.name})`),
    index("supporters_merged_idx").on(t.mergedIntoId),
    // Back-office search ("contains", any case) through pg_trgm (docs/decisions/025-search-indexes.md).
    index("supporters_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

export const supporterEmails = pgTable(
  "supporter_emails",
  {
    /** Normalised (shared/domain/supporters.ts normaliseEmail). */
    email: text("email").primaryKey(),
    supporterId: uuid("supporter_id")
      .notNull()
      .references(() => supporters.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("supporter_emails_supporter_idx").on(t.supporterId),
    // Back-office search ("contains", any case) through pg_trgm (docs/decisions/025-search-indexes.md).
    index("supporter_emails_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

/** What a merge moved, so it can be read back (and audited) later. */
export const supporterMerges = pgTable("supporter_merges", {
  id: uuid("id").primaryKey().defaultRandom(),
  fromId: uuid("from_id")
    .notNull()
    .references(() => supporters.id, { onDelete: "cascade" }),
  intoId: uuid("into_id")
    .notNull()
    .references(() => supporters.id, { onDelete: "cascade" }),
  /** Ids of the rows moved, by table, and the e-mail addresses moved. */
  moved: jsonb("moved").$type<Record<string, string[]>>().notNull(),
  mergedBy: text("merged_by"),
  mergedAt: timestamp("merged_at", { withTimezone: true }).notNull().defaultNow(),
});
