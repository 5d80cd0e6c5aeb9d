// Beyond SPEC (docs/decisions/006-event-back-office.md): the door list and the
// catering summary, built in SQL so an event of any size costs one page of
// rows and a few aggregates (docs/benchmarks.md "Back office at scale").
//
// One row per expected person, active registrations only: every named guest,
// and for seats nobody named (a one-seat order has no guest form, or the admin
// removed a guest) a row under the buyer's name, then "Guest of {buyer}".
// Seats per order follow shared/domain/capacity orderSeats.
import { sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { contentMemo } from "../../db/content-memo";
import { inUuids } from "../../db/search";
import { eventGuests, eventRegistrations, eventTicketTypes, events } from "../../db/schema";
import type { DoorListRow } from "../../../shared/domain/guest-list";
import { checkedInOf, isoOrNull } from "./check-in-state";
import { getEventSummary, seatsSql } from "../events/index.server";

export const DOOR_LIST_PAGE_SIZE = 200;

type Rows<T> = { rows: T[] };

/**
 * The event's people as the first CTEs of every query here: `regs`, the
 * registrations with their seats (active ones for the door list, every one for
 * the door's check-in copy, which shows the others in red with their reason);
 * `guests`, their named guests; `unnamed`, a row for each seat nobody named;
 * and `people`, both, each under its attendee key. Only the columns the rows
 * need are copied: what the registration says is joined on where it is shown.
 */
function peopleOf(eventId: string, scope: "active" | "all" = "active", only: SQL = sql``) {
  const status = scope === "active" ? sql`AND r.status = 'active'` : sql``;
  return sql`regs AS MATERIALIZED (
      SELECT r.id, r.customer_name, r.special_requests, t.name AS ticket_type,
        ${seatsSql(sql`r.quantity_purchased`, sql`t.seats_per_unit`)} AS seats
      FROM ${eventRegistrations} r JOIN ${eventTicketTypes} t ON t.id = r.ticket_type_id
      WHERE r.event_id = ${eventId} ${status} ${only}
    ),
    guests AS MATERIALIZED (
      SELECT g.id, g.registration_id, g.guest_name, g.is_primary_contact, g.dietary_restrictions, g.accessibility_needs
      FROM regs a JOIN ${eventGuests} g ON g.registration_id = a.id
    ),
    unnamed AS MATERIALIZED (
      SELECT a.id AS registration_id, a.id::text || '-' || s AS key,
        CASE WHEN n.named IS NULL AND s = 0 THEN a.customer_name ELSE 'Guest of ' || a.customer_name END AS name,
        (n.named IS NULL AND s = 0) AS is_primary
      FROM regs a
      LEFT JOIN (SELECT registration_id, count(*)::int AS named FROM guests GROUP BY registration_id) n
        ON n.registration_id = a.id,
        generate_series(coalesce(n.named, 0), a.seats - 1) AS s
      WHERE a.seats > coalesce(n.named, 0)
    ),
    people AS (
      SELECT registration_id, id::text AS key, guest_name AS name, is_primary_contact AS is_primary,
        dietary_restrictions AS dietary, accessibility_needs AS accessibility
      FROM guests
      UNION ALL
      SELECT registration_id, key, name, is_primary, NULL, NULL FROM unnamed
    )`;
}

/**
 * Every door-list row of the event (columns of DoorListRow, snake_case, and
 * `registration_id`). The keys are the check-in's attendee keys
 * (docs/decisions/014-check-in-sync.md): the door list and the door's copy share them.
 */
export function everyone(eventId: string, scope: "active" | "all" = "active") {
  return sql`
    WITH ${peopleOf(eventId, scope)}
    SELECT p.registration_id, p.key, p.name, a.customer_name AS registered_by, a.ticket_type, p.is_primary,
      p.dietary, p.accessibility, CASE WHEN p.is_primary THEN a.special_requests END AS notes
    FROM people p JOIN regs a ON a.id = p.registration_id`;
}

/** By name, case-insensitively, then the row key; byte order, the same on PGlite and PostgreSQL. */
const BY_NAME = sql`lower(name) COLLATE "C", key COLLATE "C"`;

/** The door list apart from check-ins and holds, as one JSON value (see rosterPage). */
type Roster = {
  attendees: number;
  page: number;
  withDietary: number;
  /** [need, count], most common first. */
  dietary: [string, number][] | null;
  /** [name, need] by name. */
  accessibility: [string, string][] | null;
  /** [registration id, key, name, registered by, ticket type, primary, dietary, accessibility, notes], by name. */
  rows:
    | [
        string,
        string,
        string,
        string,
        string,
        boolean,
        string | null,
        string | null,
        string | null,
      ][]
    | null;
};

/**
 * One page of the event's people by name, how many there are, and the
 * catering summary (each dietary need counted once per person, whatever its
 * case, the first spelling in byte order standing for all; every accessibility
 * need by name). A page past the end shows the last one.
 *
 * One statement (docs/benchmarks.md "Back office at scale"): the event's rows
 * are worked out once and every figure and the page are read from them; the
 * answer is one JSON value, because PGlite hands a result to JavaScript cell by
 * cell and thousands of cells cost more than the query.
 */
async function rosterPage(db: Db, eventId: string, requested: number): Promise<Roster> {
  const result = (await db.execute(sql`
    WITH ${peopleOf(eventId)},
    shown AS (
      SELECT least(${requested}, greatest(1, ceil(n / ${DOOR_LIST_PAGE_SIZE}::numeric)))::int AS page, n AS attendees
      FROM (SELECT ((SELECT count(*) FROM guests) + (SELECT count(*) FROM unnamed))::int AS n) counted
    ),
    page_people AS (
      SELECT * FROM people ORDER BY ${BY_NAME}
      LIMIT ${DOOR_LIST_PAGE_SIZE} OFFSET (SELECT (page - 1) * ${DOOR_LIST_PAGE_SIZE} FROM shown)
    ),
    page_rows AS (
      -- What the registration says, read for the page's rows only (by primary key).
      SELECT p.registration_id, p.key, p.name, r.customer_name AS registered_by, t.name AS ticket_type, p.is_primary,
        p.dietary, p.accessibility, CASE WHEN p.is_primary THEN r.special_requests END AS notes
      FROM page_people p
      JOIN ${eventRegistrations} r ON r.id = p.registration_id
      JOIN ${eventTicketTypes} t ON t.id = r.ticket_type_id
    ),
    needs AS MATERIALIZED (
      SELECT id, guest_name, trim(dietary_restrictions) AS dietary, trim(accessibility_needs) AS accessibility
      FROM guests WHERE dietary_restrictions IS NOT NULL OR accessibility_needs IS NOT NULL
    ),
    dietary AS (
      SELECT min(dietary) AS need, count(*)::int AS n FROM needs WHERE dietary <> '' GROUP BY lower(dietary)
    )
    SELECT json_build_object(
      'attendees', (SELECT attendees FROM shown),
      'page', (SELECT page FROM shown),
      'withDietary', (SELECT coalesce(sum(n), 0)::int FROM dietary),
      'dietary', (SELECT json_agg(json_build_array(need, n) ORDER BY n DESC, need COLLATE "C") FROM dietary),
      'accessibility', (SELECT json_agg(json_build_array(guest_name, accessibility)
          ORDER BY lower(guest_name) COLLATE "C", id::text COLLATE "C")
        FROM needs WHERE accessibility <> ''),
      'rows', (SELECT json_agg(json_build_array(registration_id, key, name, registered_by, ticket_type, is_primary,
          dietary, accessibility, notes) ORDER BY ${BY_NAME}) FROM page_rows)
    )::text AS roster`)) as unknown as Rows<{ roster: string }>;
  return JSON.parse(result.rows[0]!.roster) as Roster;
}

/**
 * The pages of door lists asked for since the last write to the tables they
 * read (registrations, guests, ticket types: all watched). Working one out
 * sorts every person of the event; staff open, print and page through the list
 * far more often than an order changes it. Check-ins are not in it: they are
 * read fresh for every answer.
 */
const rosters = contentMemo<Roster>(64);

/** What changes at the door and with the clock, read fresh: see getDoorList. */
type Live = { pending: number; checkedIn: number; times: [string, string, string][] | null };

async function liveFigures(
  db: Db,
  eventId: string,
  pageRegistrations: string[],
  now: Date,
): Promise<Live> {
  // The people counted are those of the registrations someone was checked in
  // for: a check-in of a guest since removed, or of a cancelled order, is not one.
  const result = (await db.execute(sql`
    WITH checked AS MATERIALIZED (${checkedInOf(eventId)}),
    ${peopleOf(eventId, "active", sql`AND r.id IN (SELECT registration_id FROM checked)`)}
    SELECT json_build_object(
      'pending', (SELECT count(*)::int FROM ${eventRegistrations} r WHERE r.event_id = ${eventId}
        AND r.status = 'pending' AND (r.hold_expires_at IS NULL OR r.hold_expires_at > ${now.toISOString()}::timestamptz)),
      'checkedIn', (SELECT count(*)::int FROM people p
        JOIN checked c ON c.registration_id = p.registration_id AND c.attendee_key = p.key),
      'times', (SELECT json_agg(json_build_array(registration_id, attendee_key, checked_in_at))
        FROM checked WHERE ${inUuids(sql`registration_id`, pageRegistrations)})
    )::text AS live`)) as unknown as Rows<{ live: string }>;
  return JSON.parse(result.rows[0]!.live) as Live;
}

/**
 * One page of the door list, by name, with what the whole event needs: how many
 * attendees, how many holds await payment (not listed), how many are checked in,
 * and the catering summary. The page and the summary are kept until the next
 * write to what they read (`rosters`); the holds and the check-ins are read
 * for every answer.
 */
export async function getDoorList(
  services: { db: Db; database: Pick<Database, "onContentChange"> },
  eventId: string,
  options: { page?: number } = {},
  now = new Date(),
) {
  const { db } = services;
  const event = await getEventSummary(db, eventId);
  const requested = Math.max(1, Math.floor(options.page ?? 1));
  const found = await rosters(services.database, `${eventId} ${requested}`, () =>
    rosterPage(db, eventId, requested),
  );
  const rows = found.rows ?? [];
  const live = await liveFigures(
    db,
    eventId,
    [...new Set(rows.map(([registrationId]) => registrationId))],
    now,
  );
  const times = new Map(
    (live.times ?? []).map(([registrationId, key, at]) => [`${registrationId} ${key}`, at]),
  );
  return {
    event,
    rows: rows.map(
      ([
        registrationId,
        key,
        name,
        registeredBy,
        ticketType,
        isPrimaryContact,
        dietary,
        accessibility,
        notes,
      ]): DoorListRow => ({
        key,
        name,
        registeredBy,
        ticketType,
        isPrimaryContact,
        dietary,
        accessibility,
        notes,
        checkedInAt: isoOrNull(times.get(`${registrationId} ${key}`)),
      }),
    ),
    page: found.page,
    pageSize: DOOR_LIST_PAGE_SIZE,
    /** Holds still awaiting payment (a lapsed one no longer counts). */
    pending: live.pending,
    /** Attendees checked in at the door so far (docs/decisions/014-check-in-sync.md). */
    checkedIn: live.checkedIn,
    catering: {
      attendees: found.attendees,
      dietary: (found.dietary ?? []).map(([need, count]) => ({ need, count })),
      withoutDietaryNeeds: found.attendees - found.withDietary,
      accessibility: (found.accessibility ?? []).map(([name, need]) => ({ name, need })),
    },
  };
}

export type DoorList = Awaited<ReturnType<typeof getDoorList>>;

/**
 * The door volunteers' start page (DESIGN "Staff and roles"): events from
 * yesterday on, the next first, with the seats their active registrations hold.
 */
export async function listDoorEvents(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - 24 * 3600 * 1000);
  const result = (await db.execute(sql`
    SELECT e.id, e.title, e.starts_at, e.location,
      coalesce(sum(${seatsSql(sql`r.quantity_purchased`, sql`t.seats_per_unit`)}), 0)::int AS seats
    FROM ${events} e
    LEFT JOIN ${eventRegistrations} r ON r.event_id = e.id AND r.status = 'active'
    LEFT JOIN ${eventTicketTypes} t ON t.id = r.ticket_type_id
    WHERE e.starts_at >= ${since}
    GROUP BY e.id
    ORDER BY e.starts_at, e.title
    LIMIT 50`)) as unknown as Rows<{
    id: string;
    title: string;
    starts_at: string | Date;
    location: string;
    seats: number;
  }>;
  return result.rows.map((r) => ({
    id: r.id,
    title: r.title,
    startsAt: new Date(r.starts_at),
    location: r.location,
    seats: r.seats,
  }));
}
