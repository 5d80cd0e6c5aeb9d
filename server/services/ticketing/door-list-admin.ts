// Beyond SPEC (docs/decisions/006-event-back-office.md): the door list and the
// catering summary, built in SQL so an event of any size costs one page of
// rows and a few aggregates (docs/benchmarks.md "Back office at scale").
//
// One row per expected person, active registrations only: every named guest,
// and for seats nobody named (a one-seat order has no guest form, or the admin
// removed a guest) a row under the buyer's name, then "Guest of {buyer}".
// Seats per order follow shared/domain/capacity orderSeats.
import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { eventGuests, eventRegistrations, eventTicketTypes, events } from "../../db/schema";
import type { DoorListRow } from "../../../shared/domain/guest-list";
import { getEventSummary } from "./registrations-admin";
import { checkedInByRegistration, checkedInOf } from "./check-in-state";

export const DOOR_LIST_PAGE_SIZE = 200;

type Rows<T> = { rows: T[] };

/**
 * The event's registrations with their seats, as the first CTE of every query
 * here: active ones for the door list, every one for the door's check-in copy
 * (which shows the others in red with their reason).
 */
function registrationsOf(eventId: string, scope: "active" | "all" = "active") {
  const status = scope === "active" ? sql`AND r.status = 'active'` : sql``;
  return sql`regs AS MATERIALIZED (
      SELECT r.id, r.customer_name, r.special_requests, t.name AS ticket_type,
        greatest(r.quantity_purchased, 0) * (CASE WHEN t.seats_per_unit > 0 THEN t.seats_per_unit ELSE 1 END) AS seats
      FROM ${eventRegistrations} r JOIN ${eventTicketTypes} t ON t.id = r.ticket_type_id
      WHERE r.event_id = ${eventId} ${status}
    ),
    guests AS MATERIALIZED (
      SELECT g.*, a.customer_name, a.special_requests, a.ticket_type
      FROM regs a JOIN ${eventGuests} g ON g.registration_id = a.id
    ),
    named_count AS (
      SELECT a.*, coalesce(n.count, 0)::int AS named
      FROM regs a LEFT JOIN (SELECT registration_id, count(*) FROM guests GROUP BY registration_id) n
        ON n.registration_id = a.id
    )`;
}

/**
 * Every door-list row of the event (columns of DoorListRow, snake_case, and
 * `registration_id`). The keys are the check-in's attendee keys
 * (docs/decisions/014-check-in-sync.md): the door list and the door's copy share them.
 */
export function everyone(eventId: string, scope: "active" | "all" = "active") {
  return sql`
    WITH ${registrationsOf(eventId, scope)},
    named AS (
      SELECT g.registration_id, g.id::text AS key, g.guest_name AS name, g.customer_name AS registered_by, g.ticket_type,
        g.is_primary_contact AS is_primary, g.dietary_restrictions AS dietary, g.accessibility_needs AS accessibility,
        CASE WHEN g.is_primary_contact THEN g.special_requests END AS notes
      FROM guests g
    ),
    unnamed AS (
      SELECT c.id AS registration_id, c.id::text || '-' || s AS key,
        CASE WHEN c.named = 0 AND s = 0 THEN c.customer_name ELSE 'Guest of ' || c.customer_name END AS name,
        c.customer_name AS registered_by, c.ticket_type, (c.named = 0 AND s = 0) AS is_primary,
        NULL::text AS dietary, NULL::text AS accessibility,
        CASE WHEN c.named = 0 AND s = 0 THEN c.special_requests END AS notes
      FROM named_count c, generate_series(c.named, c.seats - 1) AS s
      WHERE c.seats > c.named
    )
    SELECT * FROM named UNION ALL SELECT * FROM unnamed`;
}

/**
 * The whole event's figures in one pass: attendees (each order's seats, or more
 * if more guests are named), guests with a dietary need, each dietary need
 * counted once per person whatever its case (the first spelling in byte order
 * stands for all), and every accessibility need by name. Unnamed seats have no
 * needs, so only named guests are read for those.
 */
function summaryOf(eventId: string) {
  return sql`
    WITH ${registrationsOf(eventId)}
    SELECT * FROM (
    SELECT 'total' AS kind, coalesce(sum(greatest(seats, named)), 0)::int AS n,
      (SELECT count(*) FROM guests WHERE coalesce(trim(dietary_restrictions), '') <> '')::int AS m,
      NULL::text AS label, NULL::text AS need, NULL::text AS sort_key, NULL::text AS key
    FROM named_count
    UNION ALL
    SELECT 'dietary', count(*)::int, NULL, NULL, min(trim(dietary_restrictions)), min(trim(dietary_restrictions)), NULL
    FROM guests WHERE coalesce(trim(dietary_restrictions), '') <> '' GROUP BY lower(trim(dietary_restrictions))
    UNION ALL
    SELECT 'accessibility', 0, NULL, guest_name, trim(accessibility_needs), lower(guest_name), id::text
    FROM guests WHERE coalesce(trim(accessibility_needs), '') <> ''
    ) summary
    ORDER BY kind, n DESC, sort_key COLLATE "C", key COLLATE "C"`;
}

/** By name, case-insensitively, then the row key; byte order, the same on PGlite and PostgreSQL. */
const BY_NAME = sql`lower(name) COLLATE "C", key COLLATE "C"`;

type DoorRow = {
  key: string;
  name: string;
  registered_by: string;
  ticket_type: string;
  is_primary: boolean;
  dietary: string | null;
  accessibility: string | null;
  notes: string | null;
  registration_id: string;
};

/**
 * One page of the door list, by name, with what the whole event needs: how many
 * attendees, how many holds await payment (not listed), and the catering summary
 * (each dietary need counted once per person, whatever its case; every
 * accessibility need by name).
 */
export async function getDoorList(db: Db, eventId: string, options: { page?: number } = {}, now = new Date()) {
  const event = await getEventSummary(db, eventId);
  const summary = (await db.execute(summaryOf(eventId))) as unknown as Rows<{
    kind: "total" | "dietary" | "accessibility";
    n: number;
    m: number | null;
    label: string | null;
    need: string | null;
  }>;
  const total = summary.rows.find((r) => r.kind === "total");
  const attendees = Number(total?.n ?? 0);
  const pages = Math.max(1, Math.ceil(attendees / DOOR_LIST_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pages);

  const [rows, [pending], checked] = await Promise.all([
    db.execute(sql`
      SELECT * FROM (${everyone(eventId)}) everyone ORDER BY ${BY_NAME}
      LIMIT ${DOOR_LIST_PAGE_SIZE} OFFSET ${(page - 1) * DOOR_LIST_PAGE_SIZE}`) as unknown as Promise<Rows<DoorRow>>,
    db
      .select({ n: count() })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          eq(eventRegistrations.status, "pending"),
          or(isNull(eventRegistrations.holdExpiresAt), gt(eventRegistrations.holdExpiresAt, now)),
        ),
      ),
    db.execute(sql`
      SELECT count(*)::int AS n FROM (${everyone(eventId)}) everyone
      JOIN (${checkedInOf(eventId)}) checked
        ON checked.registration_id = everyone.registration_id AND checked.attendee_key = everyone.key`) as unknown as Promise<
      Rows<{ n: number }>
    >,
  ]);
  // Who of this page is checked in: read for the page's registrations only.
  const checkedInKeys = await checkedInByRegistration(db, eventId, [...new Set(rows.rows.map((r) => r.registration_id))]);
  return {
    event,
    rows: rows.rows.map(
      (r): DoorListRow => ({
        key: r.key,
        name: r.name,
        registeredBy: r.registered_by,
        ticketType: r.ticket_type,
        isPrimaryContact: r.is_primary,
        dietary: r.dietary,
        accessibility: r.accessibility,
        notes: r.notes,
        checkedInAt: checkedInKeys.get(r.registration_id)?.get(r.key) ?? null,
      }),
    ),
    page,
    pageSize: DOOR_LIST_PAGE_SIZE,
    /** Holds still awaiting payment (a lapsed one no longer counts). */
    pending: pending?.n ?? 0,
    /** Attendees checked in at the door so far (docs/decisions/014-check-in-sync.md). */
    checkedIn: Number(checked.rows[0]?.n ?? 0),
    catering: {
      attendees,
      dietary: summary.rows
        .filter((r) => r.kind === "dietary")
        .map((r) => ({ need: r.need!, count: Number(r.n) })),
      withoutDietaryNeeds: attendees - Number(total?.m ?? 0),
      accessibility: summary.rows
        .filter((r) => r.kind === "accessibility")
        .map((r) => ({ name: r.label!, need: r.need! })),
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
      coalesce(sum(greatest(r.quantity_purchased, 0) *
        (CASE WHEN t.seats_per_unit > 0 THEN t.seats_per_unit ELSE 1 END)), 0)::int AS seats
    FROM ${events} e
    LEFT JOIN ${eventRegistrations} r ON r.event_id = e.id AND r.status = 'active'
    LEFT JOIN ${eventTicketTypes} t ON t.id = r.ticket_type_id
    WHERE e.starts_at >= ${since}
    GROUP BY e.id
    ORDER BY e.starts_at, e.title
    LIMIT 50`)) as unknown as Rows<{ id: string; title: string; starts_at: string | Date; location: string; seats: number }>;
  return result.rows.map((r) => ({
    id: r.id,
    title: r.title,
    startsAt: new Date(r.starts_at),
    location: r.location,
    seats: r.seats,
  }));
}
