// Year-end statements (docs/statements.md, docs/decisions/020-supporters-and-receipts.md):
// a run sends one statement per supporter for a year, in chunks driven from the
// server. The run row is the whole state, so a restarted process picks up where it
// left off; statement_sends records each supporter sent to, unique per run, so a
// run never sends anyone two statements whatever happens to the process.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { supporters } from "./supporters";

export const statementRunStatuses = ["running", "done"] as const;

export const statementRuns = pgTable(
  "statement_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    year: integer("year").notNull(),
    status: text("status", { enum: statementRunStatuses }).notNull().default("running"),
    /** Supporters with an e-mail address and live receipts that year (recounted at each step). */
    total: integer("total").notNull().default(0),
    sent: integer("sent").notNull().default(0),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    // One running run per year: a second "Send statements" is refused, not doubled.
    uniqueIndex("statement_runs_running_year_idx")
      .on(t.year)
      .where(sql`${t.status} = 'running'`),
    index("statement_runs_year_idx").on(t.year, t.createdAt),
    check("statement_runs_counts", sql`${t.total} >= 0 and ${t.sent} >= 0`),
  ],
);

export const statementSends = pgTable(
  "statement_sends",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => statementRuns.id, { onDelete: "cascade" }),
    supporterId: uuid("supporter_id")
      .notNull()
      .references(() => supporters.id, { onDelete: "cascade" }),
    /** The outbox row that carries the statement. */
    outboxId: uuid("outbox_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.supporterId] })],
);
