// The tables of the reports page (/admin/reports) and the dashboard's money
// figures, defined once (docs/figures.md, docs/decisions/021-figures.md):
// - a gift counts when completed, on the day it was received (completed_at, else
//   created_at) in the organization's time zone — the expression of the partial
//   index donations_completed_at_idx, so a year reads only its own gifts;
// - online and offline gifts alike (decision 020: offline gifts are completed
//   donations with provider 'offline');
// - net of refunds: what a gift gave is amount − refunded (decision 016), and a
//   refund lowers the year of the gift or order it pays back, so every table of
//   a year adds up to the same total.
// Every table is one grouped query (no query per row).
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { donations, eventRegistrations, events, fundraisers, refunds } from "../../db/schema";
import { giftAt, sumTotals, totalsColumns, totalsOf, yearRange } from "../giving/index.server";
import { orderIdOfRow } from "../events/index.server";
import { yearInZone } from "../../../shared/domain/zoned-time";

type Rows<T> = { rows: T[] };
type Num = string | number | null;
const n = (value: Num | undefined) => Number(value ?? 0);

/** The year's gifts by fund: every fundraiser (those without gifts too), then the General Fund. */
export async function givingByFund(db: Db | Tx, year: number, timeZone: string) {
  const result = (await db.execute(sql`
    WITH gifts AS (
      SELECT ${donations.fundraiserId} AS fundraiser_id, ${totalsColumns}
      FROM ${donations}
      WHERE ${donations.status} = 'completed' AND ${yearRange(giftAt, year, timeZone)}
      GROUP BY 1
    )
    SELECT f.id, f.title, f.is_active, coalesce(g.gifts, 0)::int AS gifts, coalesce(g.gross, 0)::bigint AS gross,
      coalesce(g.refunded, 0)::bigint AS refunded, 0 AS general
    FROM ${fundraisers} f LEFT JOIN gifts g ON g.fundraiser_id = f.id
    UNION ALL
    SELECT NULL, NULL, NULL, coalesce(g.gifts, 0)::int, coalesce(g.gross, 0)::bigint, coalesce(g.refunded, 0)::bigint, 1
    FROM (SELECT 1) one LEFT JOIN gifts g ON g.fundraiser_id IS NULL
    ORDER BY general, gross DESC, title`)) as unknown as Rows<{
    id: string | null;
    title: string | null;
    is_active: boolean | null;
    gifts: Num;
    gross: Num;
    refunded: Num;
  }>;
  const rows = result.rows.map((r) => ({
    fundraiserId: r.id,
    // Gifts with no fundraiser, or to one since deleted, are the General Fund's.
    fund: r.id ? (r.title ?? "") : "General Fund",
    isActive: r.is_active,
    ...totalsOf(r),
  }));
  return { rows, total: sumTotals(rows) };
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The year's gifts by month of the organization's calendar: twelve rows, empty months included. */
export async function givingByMonth(db: Db | Tx, year: number, timeZone: string) {
  const result = (await db.execute(sql`
    SELECT extract(month FROM ${giftAt} AT TIME ZONE ${timeZone})::int AS month, ${totalsColumns}
    FROM ${donations}
    WHERE ${donations.status} = 'completed' AND ${yearRange(giftAt, year, timeZone)}
    GROUP BY 1`)) as unknown as Rows<{ month: number; gifts: Num; gross: Num; refunded: Num }>;
  const by = new Map(result.rows.map((r) => [Number(r.month), totalsOf(r)]));
  const rows = MONTHS.map((name, i) => ({
    month: i + 1,
    label: `${name} ${year}`,
    ...(by.get(i + 1) ?? totalsOf({ gifts: 0, gross: 0, refunded: 0 })),
  }));
  return { rows, total: sumTotals(rows) };
}

/**
 * Ticket sales of the year by event: the registrations paid for (or free and
 * confirmed) on a day of the year, by the day they were made. A registration
 * counts when it is active or carries a payment (one cancelled and refunded, or
 * a late payment awaiting its refund, was still paid). Gross is the tickets' price
 * before discounts (total_cents is after the discount, decision 018), so
 * gross − discounts − refunded = net.
 */
export async function ticketRevenueByEvent(db: Db | Tx, year: number, timeZone: string) {
  const r = eventRegistrations;
  const result = (await db.execute(sql`
    SELECT e.id, e.title, e.starts_at,
      count(DISTINCT ${orderIdOfRow(r)})::int AS orders,
      coalesce(sum(${r.quantity} + ${r.refundedUnits}), 0)::int AS tickets,
      coalesce(sum(${r.totalCents} + ${r.discountCents}), 0)::bigint AS gross,
      coalesce(sum(${r.discountCents}), 0)::bigint AS discounts,
      coalesce(sum(${r.refundedCents}), 0)::bigint AS refunded
    FROM ${r} JOIN ${events} e ON e.id = ${r.eventId}
    WHERE (${r.status} = 'active' OR ${r.paymentIntentId} IS NOT NULL)
      AND ${yearRange(sql`${r.registeredAt}`, year, timeZone)}
    GROUP BY e.id, e.title, e.starts_at
    ORDER BY e.starts_at, e.title`)) as unknown as Rows<{
    id: string;
    title: string;
    starts_at: string | Date;
    orders: Num;
    tickets: Num;
    gross: Num;
    discounts: Num;
    refunded: Num;
  }>;
  const rows = result.rows.map((e) => ({
    eventId: e.id,
    event: e.title,
    startsAt: new Date(e.starts_at),
    orders: n(e.orders),
    tickets: n(e.tickets),
    grossCents: n(e.gross),
    discountCents: n(e.discounts),
    refundedCents: n(e.refunded),
    netCents: n(e.gross) - n(e.discounts) - n(e.refunded),
  }));
  const total = rows.reduce(
    (a, e) => ({
      orders: a.orders + e.orders,
      tickets: a.tickets + e.tickets,
      grossCents: a.grossCents + e.grossCents,
      discountCents: a.discountCents + e.discountCents,
      refundedCents: a.refundedCents + e.refundedCents,
      netCents: a.netCents + e.netCents,
    }),
    { orders: 0, tickets: 0, grossCents: 0, discountCents: 0, refundedCents: 0, netCents: 0 },
  );
  return { rows, total };
}

/** Refunds shown on the page; the CSV has them all. */
export const REFUNDS_SHOWN = 100;

/**
 * Refunds of the year's gifts and ticket orders (the year of the gift or order,
 * as the other tables count them), applied ones only: pending and succeeded
 * (decision 016; failed and canceled ones paid nothing back). Newest first.
 */
export async function refundsOfYear(
  db: Db | Tx,
  year: number,
  timeZone: string,
  limit: number | null = REFUNDS_SHOWN,
) {
  const r = eventRegistrations;
  const base = sql`
    FROM ${refunds} x
    LEFT JOIN ${donations} d ON d.id = x.donation_id
    LEFT JOIN ${fundraisers} f ON f.id = d.fundraiser_id
    LEFT JOIN ${r} reg ON reg.id = x.registration_id
    LEFT JOIN ${events} e ON e.id = reg.event_id
    WHERE x.status IN ('pending', 'succeeded')
      AND (
        (x.donation_id IS NOT NULL AND d.status = 'completed'
          AND ${yearRange(sql`coalesce(d.completed_at, d.created_at)`, year, timeZone)})
        OR (x.registration_id IS NOT NULL
          AND ${yearRange(sql`reg.registration_date`, year, timeZone)})
      )`;
  const [summary, list] = await Promise.all([
    db.execute(sql`
      SELECT (x.donation_id IS NOT NULL) AS is_gift, count(*)::int AS refunds, coalesce(sum(x.amount_cents), 0)::bigint AS cents
      ${base}
      GROUP BY 1`) as unknown as Promise<Rows<{ is_gift: boolean; refunds: Num; cents: Num }>>,
    db.execute(sql`
      SELECT x.id, x.created_at, x.status, x.reason, x.amount_cents, (x.donation_id IS NOT NULL) AS is_gift,
        coalesce(d.donor_name, reg.customer_name) AS name,
        CASE WHEN x.donation_id IS NOT NULL THEN coalesce(f.title, 'General Fund') ELSE e.title END AS what
      ${base}
      ORDER BY x.created_at DESC, x.id
      ${limit === null ? sql`` : sql`LIMIT ${limit}`}`) as unknown as Promise<
      Rows<{
        id: string;
        created_at: string | Date;
        status: string;
        reason: string | null;
        amount_cents: Num;
        is_gift: boolean;
        name: string | null;
        what: string | null;
      }>
    >,
  ]);
  const part = (gift: boolean) => {
    const row = summary.rows.find((s) => Boolean(s.is_gift) === gift);
    return { refunds: n(row?.refunds), cents: n(row?.cents) };
  };
  const gifts = part(true);
  const tickets = part(false);
  return {
    gifts,
    tickets,
    total: { refunds: gifts.refunds + tickets.refunds, cents: gifts.cents + tickets.cents },
    rows: list.rows.map((x) => ({
      id: x.id,
      refundedAt: new Date(x.created_at),
      kind: x.is_gift ? ("gift" as const) : ("tickets" as const),
      name: x.name ?? "",
      what: x.what ?? "",
      amountCents: n(x.amount_cents),
      status: x.status,
      reason: x.reason,
    })),
  };
}

/** Years with gifts or ticket sales (newest first), always with the current one. */
export async function reportYears(db: Db | Tx, timeZone: string, now = new Date()) {
  const result = (await db.execute(sql`
    SELECT DISTINCT extract(year FROM ${giftAt} AT TIME ZONE ${timeZone})::int AS year
    FROM ${donations} WHERE ${donations.status} = 'completed'
    UNION
    SELECT DISTINCT extract(year FROM ${eventRegistrations.registeredAt} AT TIME ZONE ${timeZone})::int
    FROM ${eventRegistrations}
    WHERE ${eventRegistrations.status} = 'active' OR ${eventRegistrations.paymentIntentId} IS NOT NULL`)) as unknown as Rows<{
    year: number;
  }>;
  const years = new Set(result.rows.map((r) => Number(r.year)));
  years.add(yearInZone(now, timeZone));
  return [...years].sort((a, b) => b - a);
}
