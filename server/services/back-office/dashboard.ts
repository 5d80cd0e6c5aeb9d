import { count, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  contactMessages,
  donations,
  eventRegistrations,
  events,
  eventTicketTypes,
  fundraisers,
  teamMembers,
} from "../../db/schema";
import { site } from "../../../shared/site";

/** SPEC "Admin dashboard": the four count cards, in one round trip. */
export async function getDashboardCounts(db: Db) {
  const [team, funds, evts, messages] = await Promise.all([
    db.select({ n: count() }).from(teamMembers),
    db.select({ n: count() }).from(fundraisers),
    db.select({ n: count() }).from(events),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return {
    teamMembers: team[0]?.n ?? 0,
    fundraisers: funds[0]?.n ?? 0,
    events: evts[0]?.n ?? 0,
    messages: messages[0]?.n ?? 0,
  };
}

type Rows<T> = { rows: T[] };

/** Completed gifts this month and this year, in the organisation's time zone. */
export async function getRaisedTotals(db: Db, timeZone = site.timeZone) {
  const result = (await db.execute(sql`
    SELECT
      coalesce(sum(amount_cents) FILTER (WHERE at_local >= date_trunc('month', now() AT TIME ZONE ${timeZone})), 0)::bigint AS month_cents,
      count(*) FILTER (WHERE at_local >= date_trunc('month', now() AT TIME ZONE ${timeZone}))::int AS month_gifts,
      coalesce(sum(amount_cents) FILTER (WHERE at_local >= date_trunc('year', now() AT TIME ZONE ${timeZone})), 0)::bigint AS year_cents,
      count(*) FILTER (WHERE at_local >= date_trunc('year', now() AT TIME ZONE ${timeZone}))::int AS year_gifts
    FROM (
      SELECT amount_cents, coalesce(completed_at, created_at) AT TIME ZONE ${timeZone} AS at_local
      FROM ${donations} WHERE status = 'completed'
    ) gifts`)) as unknown as Rows<{
    month_cents: string | number;
    month_gifts: number;
    year_cents: string | number;
    year_gifts: number;
  }>;
  const row = result.rows[0];
  return {
    monthCents: Number(row?.month_cents ?? 0),
    monthGifts: Number(row?.month_gifts ?? 0),
    yearCents: Number(row?.year_cents ?? 0),
    yearGifts: Number(row?.year_gifts ?? 0),
  };
}

export const GIFT_WEEKS = 12;

/** Completed gifts per week (Monday to Sunday, local time) for the last 12 weeks, oldest first, empty weeks included. */
export async function getGiftsPerWeek(db: Db, timeZone = site.timeZone) {
  const result = (await db.execute(sql`
    WITH weeks AS (
      SELECT generate_series(
        date_trunc('week', now() AT TIME ZONE ${timeZone}) - ${`${GIFT_WEEKS - 1} weeks`}::interval,
        date_trunc('week', now() AT TIME ZONE ${timeZone}),
        interval '1 week'
      ) AS week
    )
    SELECT to_char(w.week, 'YYYY-MM-DD') AS week_start,
      count(d.id)::int AS gifts,
      coalesce(sum(d.amount_cents), 0)::bigint AS cents
    FROM weeks w
    LEFT JOIN ${donations} d
      ON d.status = 'completed'
      AND coalesce(d.completed_at, d.created_at) AT TIME ZONE ${timeZone} >= w.week
      AND coalesce(d.completed_at, d.created_at) AT TIME ZONE ${timeZone} < w.week + interval '1 week'
    GROUP BY w.week
    ORDER BY w.week`)) as unknown as Rows<{
    week_start: string;
    gifts: number;
    cents: string | number;
  }>;
  return result.rows.map((r) => ({
    weekStart: r.week_start,
    gifts: Number(r.gifts),
    cents: Number(r.cents),
  }));
}

/**
 * Seats sold per upcoming ticketed event (SPEC §9: seats are quantity ×
 * seats_per_unit; capacity is max_capacity, else the ticket types' total).
 * Held seats are pending checkouts whose hold has not expired.
 */
export async function getUpcomingEventSeats(db: Db, limit = 8) {
  const result = (await db.execute(sql`
    SELECT e.id, e.title, e.starts_at, e.max_capacity,
      coalesce((SELECT sum(t.quantity_available * t.seats_per_unit) FROM ${eventTicketTypes} t WHERE t.event_id = e.id), 0)::int AS ticket_capacity,
      coalesce((SELECT sum(r.quantity_purchased * t.seats_per_unit) FROM ${eventRegistrations} r
        JOIN ${eventTicketTypes} t ON t.id = r.ticket_type_id
        WHERE r.event_id = e.id AND r.status = 'active'), 0)::int AS sold,
      coalesce((SELECT sum(r.quantity_purchased * t.seats_per_unit) FROM ${eventRegistrations} r
        JOIN ${eventTicketTypes} t ON t.id = r.ticket_type_id
        WHERE r.event_id = e.id AND r.status = 'pending' AND r.hold_expires_at > now()), 0)::int AS held
    FROM ${events} e
    WHERE e.starts_at > now() AND e.has_tickets
    ORDER BY e.starts_at
    LIMIT ${limit}`)) as unknown as Rows<{
    id: string;
    title: string;
    starts_at: string | Date;
    max_capacity: number;
    ticket_capacity: number;
    sold: number;
    held: number;
  }>;
  return result.rows.map((r) => ({
    id: r.id,
    title: r.title,
    startsAt: new Date(r.starts_at),
    capacity: r.max_capacity > 0 ? r.max_capacity : Number(r.ticket_capacity),
    sold: Number(r.sold),
    held: Number(r.held),
  }));
}

/** Everything the dashboard shows, for its one loader call. */
export async function getDashboardStats(db: Db) {
  const [counts, raised, weekly, seats] = await Promise.all([
    getDashboardCounts(db),
    getRaisedTotals(db),
    getGiftsPerWeek(db),
    getUpcomingEventSeats(db),
  ]);
  return { counts, raised, weekly, seats };
}
