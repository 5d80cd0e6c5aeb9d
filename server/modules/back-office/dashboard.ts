import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  contactMessages,
  donations,
  events,
  eventTicketTypes,
  fundraisers,
  teamMembers,
} from "../../db/schema";
import { organisationTimeZone } from "../../../shared/domain/time-zone";
import { eventCapacity } from "../../../shared/domain/capacity";
import { countSeats } from "../events/index.server";
import { yearInZone } from "../../../shared/domain/zoned-time";
import { giftAt, givingByMethod, type GiftMethod } from "../giving/index.server";

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

/**
 * docs/figures.md: gifts received this month and this calendar year in the
 * organization's time zone, online and offline, net of refunds. The year and its
 * parts come from the reports page's own query (givingByMethod), so the two agree.
 */
export async function getRaisedTotals(db: Db, timeZone = organisationTimeZone(), now = new Date()) {
  const year = yearInZone(now, timeZone);
  const [monthResult, byMethod] = await Promise.all([
    db.execute(sql`
      SELECT coalesce(sum(amount_cents - refunded_cents), 0)::bigint AS month_cents, count(*)::int AS month_gifts
      FROM ${donations}
      WHERE status = 'completed'
        AND ${giftAt} >= (date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})
        AND ${giftAt} < ((date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) + interval '1 month') AT TIME ZONE ${timeZone})`) as unknown as Promise<
      Rows<{ month_cents: string | number; month_gifts: number }>
    >,
    givingByMethod(db, year, timeZone),
  ]);
  const month = monthResult.rows[0];
  const part = (...methods: GiftMethod[]) =>
    byMethod.rows.filter((r) => methods.includes(r.method)).reduce((sum, r) => sum + r.netCents, 0);
  return {
    year,
    timeZone,
    monthCents: Number(month?.month_cents ?? 0),
    monthGifts: Number(month?.month_gifts ?? 0),
    yearCents: byMethod.total.netCents,
    yearGifts: byMethod.total.gifts,
    /** The year's parts: they add up to yearCents. */
    yearParts: {
      onlineOneTimeCents: part("online_one_time"),
      recurringCents: part("online_recurring"),
      offlineCents: part("cash", "cheque", "bank_transfer", "stock", "in_kind"),
      refundedCents: byMethod.total.refundedCents,
    },
  };
}

export const GIFT_WEEKS = 12;

/** Completed gifts per week (Monday to Sunday, local time) for the last 12 weeks, oldest first, empty weeks included. */
export async function getGiftsPerWeek(db: Db, timeZone = organisationTimeZone()) {
  const first = sql`date_trunc('week', now() AT TIME ZONE ${timeZone}) - ${`${GIFT_WEEKS - 1} weeks`}::interval`;
  const result = (await db.execute(sql`
    WITH weeks AS (
      SELECT generate_series(${first}, date_trunc('week', now() AT TIME ZONE ${timeZone}), interval '1 week') AS week
    ),
    gifts AS (
      SELECT date_trunc('week', ${giftAt} AT TIME ZONE ${timeZone}) AS week,
        count(*)::int AS gifts, sum(amount_cents - refunded_cents) AS cents
      FROM ${donations}
      WHERE status = 'completed' AND ${giftAt} >= ((${first}) AT TIME ZONE ${timeZone})
      GROUP BY 1
    )
    SELECT to_char(w.week, 'YYYY-MM-DD') AS week_start,
      coalesce(g.gifts, 0)::int AS gifts,
      coalesce(g.cents, 0)::bigint AS cents
    FROM weeks w
    LEFT JOIN gifts g ON g.week = w.week
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
 * Seats sold and held per upcoming ticketed event, counted as everywhere else
 * (../events/seats.ts); capacity is SPEC §9's (max_capacity, else the ticket
 * types' total).
 */
export async function getUpcomingEventSeats(db: Db, limit = 8, now = new Date()) {
  const upcoming = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      maxCapacity: events.maxCapacity,
    })
    .from(events)
    .where(and(gt(events.startsAt, now), eq(events.hasTickets, true)))
    .orderBy(asc(events.startsAt))
    .limit(limit);
  const ids = upcoming.map((e) => e.id);
  const [types, counts] = await Promise.all([
    ids.length
      ? db
          .select({
            eventId: eventTicketTypes.eventId,
            quantityAvailable: eventTicketTypes.quantityAvailable,
            seatsPerUnit: eventTicketTypes.seatsPerUnit,
          })
          .from(eventTicketTypes)
          .where(inArray(eventTicketTypes.eventId, ids))
      : [],
    countSeats(db, ids, now),
  ]);
  return upcoming.map((e) => ({
    id: e.id,
    title: e.title,
    startsAt: e.startsAt,
    capacity: eventCapacity(
      e.maxCapacity,
      types.filter((t) => t.eventId === e.id),
    ),
    ...counts.soldAndHeldOf(e.id),
  }));
}

/** Everything the dashboard shows, for its one loader call. */
/** `timeZone`: the organisation's (getSiteSettings), for this month's and this year's totals. */
export async function getDashboardStats(db: Db, timeZone = organisationTimeZone()) {
  const [counts, raised, weekly, seats] = await Promise.all([
    getDashboardCounts(db),
    getRaisedTotals(db, timeZone),
    getGiftsPerWeek(db, timeZone),
    getUpcomingEventSeats(db),
  ]);
  return { counts, raised, weekly, seats };
}
