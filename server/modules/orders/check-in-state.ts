// The check-in state of an event's guests in SQL: the fold of
// shared/domain/check-in-fold.ts for a whole event at once
// (docs/decisions/014-check-in-sync.md). A guest is checked in when a check-in
// comes after their last undo in (occurred_at, recorded_at, seq) order; the time
// shown is the earliest such check-in. Refused operations change nothing.
import { is, SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { checkIns } from "../../db/schema";
import { inUuids } from "../../db/search";

/**
 * Rows (registration_id, attendee_key, checked_in_at) of every guest of the
 * event checked in now; only of `registrationIds` when given (a page, a batch:
 * the ids, or a subquery that selects them).
 */
export function checkedInOf(eventId: string, registrationIds?: readonly string[] | SQL) {
  const only =
    registrationIds === undefined
      ? sql``
      : is(registrationIds, SQL)
        ? sql`AND c.registration_id IN (${registrationIds})`
        : sql`AND ${inUuids(sql`c.registration_id`, registrationIds)}`;
  // The fold without sorting the event's operations: a check-in counts unless an
  // undo of the same guest comes after it in (occurred_at, recorded_at, seq) order
  // (looked up on check_ins_guest_idx); the earliest that counts is the time shown.
  return sql`
    SELECT c.registration_id, c.attendee_key, min(c.occurred_at) AS checked_in_at
    FROM ${checkIns} c
    WHERE c.event_id = ${eventId} AND c.op = 'check-in' AND c.outcome <> 'refused' ${only}
      AND NOT EXISTS (
        SELECT 1 FROM ${checkIns} u
        WHERE u.registration_id = c.registration_id AND u.attendee_key = c.attendee_key
          AND u.event_id = c.event_id AND u.op = 'undo' AND u.outcome <> 'refused'
          AND (u.occurred_at, u.recorded_at, u.seq) > (c.occurred_at, c.recorded_at, c.seq)
      )
    GROUP BY c.registration_id, c.attendee_key`;
}

/** A timestamp column as read by either driver (Date from pg, string or Date from PGlite). */
export function isoOrNull(value: string | Date | null | undefined) {
  return value == null ? null : new Date(value).toISOString();
}

type Rows<T> = { rows: T[] };

/** Who of these registrations is checked in: registration id → attendee key → ISO time. */
export async function checkedInByRegistration(
  db: DbOrTx,
  eventId: string,
  registrationIds: readonly string[],
) {
  const byRegistration = new Map<string, Map<string, string>>();
  if (registrationIds.length === 0) return byRegistration;
  const result = (await db.execute(checkedInOf(eventId, registrationIds))) as unknown as Rows<{
    registration_id: string;
    attendee_key: string;
    checked_in_at: string | Date;
  }>;
  for (const row of result.rows) {
    const keys = byRegistration.get(row.registration_id) ?? new Map<string, string>();
    keys.set(row.attendee_key, isoOrNull(row.checked_in_at)!);
    byRegistration.set(row.registration_id, keys);
  }
  return byRegistration;
}
