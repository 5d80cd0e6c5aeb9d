// docs/decisions/011-page-cache.md: the anonymous page cache is invalidated by the
// database itself, not by the code that writes. Every table is watched unless it
// is listed below as one no public page reads; a statement-level trigger on each
// watched table sends a NOTIFY, which PostgreSQL (and PGlite) deliver only when
// the writing transaction commits, to every listening connection of every
// instance. A table added later is watched by default: forgetting costs a cache
// flush, never a stale page.
import { sql } from "drizzle-orm";
import { advisoryLock } from "./advisory-lock";
import { CONTENT_CHANNEL, type Db, type DbOrTx } from "./client";

/**
 * Tables no public page (nor its `.data`) reads: sign-in state, limits, staff
 * inboxes and logs, payment plumbing. Writing to them leaves the page cache alone,
 * which matters, because some are written by every sign-in or form post.
 * server/db/content-changes.test.ts checks each exists and no public loader reads it.
 */
export const UNWATCHED_TABLES = [
  "user",
  "session",
  "account",
  "verification",
  "rate_limit",
  "rate_limit_hits",
  "contact_messages",
  "outbox",
  "audit_log",
  "app_meta",
  "demo_checkout_sessions",
  "donation_subscriptions",
  "payment_events",
  "staff_invitation",
  "email_template",
  // Check-ins at the door (docs/decisions/014-check-in-sync.md): read only by the door and the back office.
  "check_ins",
  // Refunds (docs/decisions/016-refunds.md): back office only; what they change on registrations and gifts is watched.
  "refunds",
  // Promo codes (docs/decisions/018-codes-and-orders.md): read by the dialog's POST and the back office only.
  "promo_codes",
  // Supporters and receipts (docs/decisions/020-supporters-and-receipts.md): back office, receipts and statements only.
  "supporters",
  "supporter_emails",
  "supporter_merges",
  "receipts",
  "receipt_sequences",
  // Year-end statement runs (docs/statements.md): back office only.
  "statement_runs",
  "statement_sends",
] as const;

const TRIGGER = "homefront_content_changed";
const FUNCTION = "homefront_notify_content_changed";

/** Tables in the public schema apart from the migrations' own bookkeeping. */
export async function listTables(db: DbOrTx): Promise<string[]> {
  const result = (await db.execute(sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE '\\_\\_drizzle%'
    ORDER BY table_name`)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

/**
 * Puts the trigger on every watched table (and takes it off unwatched ones).
 * Runs after the migrations at every start (server/boot.ts), so it follows the schema as it
 * grows; idempotent, and cheap (a handful of catalogue statements).
 */
export async function installContentTriggers(db: Db) {
  // Instances starting together take turns (concurrent CREATE OR REPLACE on one catalogue row fails).
  await db.transaction(async (tx) => {
    await advisoryLock(tx, FUNCTION);
    await tx.execute(
      sql.raw(`
    CREATE OR REPLACE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${CONTENT_CHANNEL}', '');
      RETURN NULL;
    END $$`),
    );
    const unwatched = new Set<string>(UNWATCHED_TABLES);
    for (const table of await listTables(tx)) {
      const name = `"${table.replace(/"/g, '""')}"`;
      await tx.execute(
        sql.raw(
          unwatched.has(table)
            ? `DROP TRIGGER IF EXISTS ${TRIGGER} ON ${name}`
            : `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${name}
             FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}()`,
        ),
      );
    }
  });
}
