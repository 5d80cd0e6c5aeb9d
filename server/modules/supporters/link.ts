// Decision 020: rows that name a person (gifts, registrations, guests, messages, receipts) are
// linked to a supporter here, not at each place that inserts them, so a feature added
// later cannot forget to: the minute job (server/jobs/link-supporters.ts) and every
// supporter read call linkUnlinkedSupporters. A new address becomes a new supporter
// only from rows that mean something (a completed gift, a registration that was not
// abandoned at checkout, its guests, a message); any row whose address is known is linked.
import { eq, sql } from "drizzle-orm";
import { advisoryLock } from "../../db/advisory-lock";
import type { DbOrTx } from "../../db/client";
import { supporterEmails, supporters } from "../../db/schema";
import { normaliseEmail } from "../../../shared/domain/supporters";

/** [table, e-mail column, name column, date column, which rows may create a supporter] */
const SOURCES = [
  [
    "donations",
    "donor_email",
    "donor_name",
    "coalesce(completed_at, created_at)",
    "status = 'completed'",
  ],
  [
    "event_registrations",
    "customer_email",
    "customer_name",
    "registration_date",
    "status in ('active', 'cancelled')",
  ],
  [
    "event_guests",
    "guest_email",
    "guest_name",
    "created_at",
    "exists (select 1 from event_registrations r where r.id = registration_id and r.status in ('active', 'cancelled'))",
  ],
  ["contact_messages", "email", "name", "created_at", "true"],
  // Statements add up a supporter's live receipts (decision 020).
  ["receipts", "donor_email", "donor_name", "received_at", "true"],
] as const;

/**
 * One linking at a time (a transaction-scoped advisory lock): two page loads
 * linking the same new address at once would otherwise each create a record for
 * it, and one of them would be left with no address. A merge takes it too, so a
 * sweep never links a row to the record being merged away.
 */
export const LINK_LOCK = "supporter-link";

export async function lockSupporterLinks(tx: DbOrTx) {
  await advisoryLock(tx, LINK_LOCK);
}

/** Creates supporters for new addresses and links every unlinked row whose address is known. Returns rows linked. */
export async function linkUnlinkedSupporters(db: DbOrTx): Promise<number> {
  // Inside a caller's transaction this is a savepoint; the lock lasts until the outer transaction ends.
  return db.transaction(async (tx) => {
    await lockSupporterLinks(tx);
    return linkWithin(tx);
  });
}

async function linkWithin(db: DbOrTx): Promise<number> {
  const candidates = SOURCES.map(
    ([table, email, name, date, creates]) =>
      `select lower(trim(${email})) as email, ${name} as name, ${date} as at from ${table}
       where supporter_id is null and ${email} is not null and trim(${email}) <> '' and ${creates}`,
  ).join(" union all ");
  await db.execute(
    sql.raw(`
      with candidates as (${candidates}),
      fresh as (
        select distinct on (c.email) c.email, c.name from candidates c
        where not exists (select 1 from supporter_emails se where se.email = c.email)
        order by c.email, c.at desc
      ),
      created as (
        insert into supporters (name, email) select name, email from fresh returning id, email
      )
      insert into supporter_emails (email, supporter_id) select email, id from created
      on conflict (email) do nothing`),
  );
  let linked = 0;
  for (const [table, email] of SOURCES) {
    const where = `t.supporter_id is null and t.${email} is not null and se.email = lower(trim(t.${email}))`;
    // The page cache's statement-level triggers fire even for an UPDATE of no rows
    // (docs/decisions/011-page-cache.md), so only update when there is something to link.
    const pending = (await db.execute(
      sql.raw(`select 1 from ${table} t, supporter_emails se where ${where} limit 1`),
    )) as unknown as { rows: unknown[] };
    if (pending.rows.length === 0) continue;
    const result = await db.execute(
      sql.raw(
        `update ${table} t set supporter_id = se.supporter_id from supporter_emails se where ${where}`,
      ),
    );
    linked += rowCount(result);
  }
  return linked;
}

function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/**
 * The supporter for a person staff record by hand (an offline gift): the record of
 * their address if known, else a new one; with no address, always a new record.
 */
export async function ensureSupporter(
  tx: DbOrTx,
  person: { name: string; email: string | null },
): Promise<string> {
  const email = person.email ? normaliseEmail(person.email) : "";
  if (email) {
    const [known] = await tx
      .select({ id: supporterEmails.supporterId })
      .from(supporterEmails)
      .where(eq(supporterEmails.email, email));
    if (known) return known.id;
  }
  const [created] = await tx
    .insert(supporters)
    .values({ name: person.name.trim(), email: email || null })
    .returning({ id: supporters.id });
  if (email)
    await tx
      .insert(supporterEmails)
      .values({ email, supporterId: created!.id })
      .onConflictDoNothing();
  return created!.id;
}
