// Back office: the CSV export of an event's registrations (SPEC §7), read in
// keyset batches so an export of any size streams (docs/benchmarks.md "Back
// office at scale"), with each registration's guests and who of them is checked
// in at the door (docs/decisions/014-check-in-sync.md).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { eventGuests, eventRegistrations, eventTicketTypes } from "../../db/schema";
import { orderIdOf, orderReference } from "../../../shared/domain/orders";
import type { CsvRegistration } from "../../../shared/domain/registration-csv";
import { checkedInOf, isoOrNull } from "./check-in-state";
import { amongIds } from "../../db/search";
import { registrationSearch, type RegistrationFilter } from "./registration-search-admin";

export const EXPORT_BATCH_SIZE = 1000;
/**
 * The export's first batch: small, so the download starts at once (a batch is
 * a query, and the first bytes wait for the first batch; docs/benchmarks.md
 * "Back office at scale").
 */
export const EXPORT_FIRST_BATCH_SIZE = 100;

type ExportGuest = {
  id: string;
  guestName: string;
  dietary: string | null;
  accessibility: string | null;
};

/** One registration of a batch as the query sends it (see registrationExportBatches). */
type ExportJsonRow = [
  id: string,
  registeredAt: string,
  customerName: string,
  customerEmail: string,
  customerPhone: string | null,
  ticketTypeName: string,
  quantity: number,
  totalCents: number,
  refundedCents: number,
  refundedUnits: number,
  status: string,
  guests: [id: string, name: string, dietary: string | null, accessibility: string | null][] | null,
  checkIns: [key: string, at: string][] | null,
  orderId: string | null,
];

/** The door list's name for an attendee key (door-list-admin.ts): a named guest, else the buyer or "Guest of …". */
function attendeeName(r: { id: string; customerName: string; guests: ExportGuest[] }, key: string) {
  const guest = r.guests.find((g) => g.id === key);
  if (guest) return guest.guestName;
  return key === `${r.id}-0` && r.guests.length === 0
    ? r.customerName
    : `Guest of ${r.customerName}`;
}

/**
 * Every registration that matches the search, newest first, as SPEC §7's CSV
 * export reads them, in batches read by keyset (the last row's date and id) on
 * `registrations_event_date_idx`, so an export of any size never holds more
 * than one batch in memory nor a transaction open (DESIGN "Capacity": PGlite
 * has one connection). The first batch is `firstBatchSize` rows (the download
 * starts with it), the others `batchSize`.
 *
 * One query per batch, answering one JSON value: the registrations with their
 * guests (in the panel's order, primary contact first) and who of them is
 * checked in. PGlite hands a result to JavaScript cell by cell, and a batch
 * of a thousand rows in cells costs twice the query itself
 * (docs/benchmarks.md "Back office at scale").
 */
export async function* registrationExportBatches(
  db: Db,
  eventId: string,
  filter: Pick<RegistrationFilter, "q"> = {},
  now = new Date(),
  batchSize = EXPORT_BATCH_SIZE,
  firstBatchSize = Math.min(EXPORT_FIRST_BATCH_SIZE, batchSize),
): AsyncGenerator<CsvRegistration[]> {
  const r = eventRegistrations;
  // The cursor keeps the database's microseconds (the JSON's ISO text): a JS Date would round them off and skip rows.
  let after: { at: string; id: string } | undefined;
  let size = firstBatchSize;
  for (;;) {
    const where = and(
      eq(r.eventId, eventId),
      registrationSearch(filter.q),
      after
        ? sql`(${r.registeredAt}, ${r.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined,
    );
    const result = (await db.execute(sql`
      WITH batch AS MATERIALIZED (
        SELECT ${r.id} AS id, ${r.registeredAt} AS registered_at, ${r.customerName} AS customer_name,
          ${r.customerEmail} AS customer_email, ${r.customerPhone} AS customer_phone, ${r.quantity} AS quantity,
          ${r.totalCents} AS total_cents, ${r.refundedCents} AS refunded_cents, ${r.refundedUnits} AS refunded_units,
          -- A hold that has lapsed reads expired, as in the panel.
          CASE WHEN ${r.status} = 'pending' AND ${r.holdExpiresAt} <= ${now.toISOString()}::timestamptz
            THEN 'expired' ELSE ${r.status} END AS status,
          ${eventTicketTypes.name} AS ticket_type, ${r.orderId} AS order_id
        FROM ${r} JOIN ${eventTicketTypes} ON ${eventTicketTypes.id} = ${r.ticketTypeId}
        WHERE ${where}
        ORDER BY ${r.registeredAt} DESC, ${r.id} DESC
        LIMIT ${size}
      ),
      guests AS (
        SELECT g.registration_id, json_agg(json_build_array(g.id, g.guest_name, g.dietary_restrictions,
            g.accessibility_needs) ORDER BY g.is_primary_contact DESC, g.created_at, g.id) AS list
        FROM ${eventGuests} g WHERE ${amongIds(sql`g.registration_id`, sql`SELECT id FROM batch`)}
        GROUP BY g.registration_id
      ),
      checked AS (
        SELECT registration_id, json_agg(json_build_array(attendee_key, checked_in_at)) AS keys
        FROM (${checkedInOf(eventId, sql`SELECT id FROM batch`)}) folded
        GROUP BY registration_id
      )
      SELECT json_agg(json_build_array(b.id, b.registered_at, b.customer_name, b.customer_email, b.customer_phone,
          b.ticket_type, b.quantity, b.total_cents, b.refunded_cents, b.refunded_units, b.status, g.list, c.keys,
          b.order_id)
        ORDER BY b.registered_at DESC, b.id DESC)::text AS batch
      FROM batch b
      LEFT JOIN guests g ON g.registration_id = b.id
      LEFT JOIN checked c ON c.registration_id = b.id`)) as unknown as {
      rows: { batch: string | null }[];
    };
    const rows = JSON.parse(result.rows[0]?.batch ?? "[]") as ExportJsonRow[];
    if (rows.length === 0) return;
    yield rows.map((row) => {
      const [
        id,
        registeredAt,
        customerName,
        customerEmail,
        customerPhone,
        ticketTypeName,
        quantity,
        totalCents,
        refundedCents,
        refundedUnits,
        status,
        guestRows,
        checkInRows,
        orderId,
      ] = row;
      const guests = (guestRows ?? []).map(([gid, guestName, dietary, accessibility]) => ({
        id: gid,
        guestName,
        dietary,
        accessibility,
      }));
      const registration = { id, customerName, guests };
      const placeOf = (key: string) => {
        const named = guests.findIndex((g) => g.id === key);
        return named >= 0 ? named : guests.length + Number(key.slice(id.length + 1));
      };
      return {
        id,
        registeredAt,
        customerName,
        customerEmail,
        customerPhone,
        ticketTypeName,
        quantity,
        totalCents,
        refundedCents,
        refundedUnits,
        status,
        guests,
        // The order's reference, as the confirmation e-mail prints it (shared/domain/orders.ts).
        reference: orderReference(orderIdOf({ id, orderId })),
        // By time, people checked in together in the order of the Guests column (unnamed seats after).
        checkIns: (checkInRows ?? [])
          .map(([key, at]) => ({
            name: attendeeName(registration, key),
            at: isoOrNull(at)!,
            place: placeOf(key),
          }))
          .sort((a, b) => a.at.localeCompare(b.at) || a.place - b.place)
          .map(({ name, at }) => ({ name, at })),
      };
    });
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { at: last[1], id: last[0] };
    size = batchSize;
  }
}
