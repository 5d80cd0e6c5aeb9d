// What a gift counts for, and when (docs/figures.md, docs/decisions/021-figures.md):
// a gift counts when completed, on the day it was received (completed_at, else
// created_at) in the organization's time zone, net of refunds. The reports page,
// the dashboard and the donations list all read these.
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { donations } from "../../db/schema";

type Rows<T> = { rows: T[] };
type Num = string | number | null;
const n = (value: Num | undefined) => Number(value ?? 0);

/** When a completed gift counts: its completion, else its creation. */
export const giftAt = sql`coalesce(${donations.completedAt}, ${donations.createdAt})`;

/** The organization's calendar year as a range of instants: [Jan 1 00:00, next Jan 1 00:00) local time. */
export function yearRange(at: SQL, year: number, timeZone: string) {
  return sql`${at} >= make_timestamptz(${year}, 1, 1, 0, 0, 0, ${timeZone}) AND ${at} < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, ${timeZone})`;
}

/** How a gift came in, for the "by method" table and the dashboard's parts. */
export const giftMethods = [
  "online_one_time",
  "online_recurring",
  "cash",
  "cheque",
  "bank_transfer",
  "stock",
  "in_kind",
] as const;
export type GiftMethod = (typeof giftMethods)[number];

export const giftMethodLabels: Record<GiftMethod, string> = {
  online_one_time: "Online, one-time",
  online_recurring: "Online, recurring",
  cash: "Cash",
  cheque: "Check",
  bank_transfer: "Bank transfer",
  stock: "Stock",
  in_kind: "In-kind (not valued)",
};

const methodOf = sql`CASE WHEN ${donations.method} = 'online' THEN
  CASE WHEN ${donations.interval} IS NULL THEN 'online_one_time' ELSE 'online_recurring' END
  ELSE ${donations.method} END`;

export type GiftTotals = {
  gifts: number;
  grossCents: number;
  refundedCents: number;
  netCents: number;
};
export const totalsOf = (r: { gifts: Num; gross: Num; refunded: Num }): GiftTotals => ({
  gifts: n(r.gifts),
  grossCents: n(r.gross),
  refundedCents: n(r.refunded),
  netCents: n(r.gross) - n(r.refunded),
});
export const sumTotals = (rows: readonly GiftTotals[]): GiftTotals =>
  rows.reduce(
    (a, r) => ({
      gifts: a.gifts + r.gifts,
      grossCents: a.grossCents + r.grossCents,
      refundedCents: a.refundedCents + r.refundedCents,
      netCents: a.netCents + r.netCents,
    }),
    { gifts: 0, grossCents: 0, refundedCents: 0, netCents: 0 },
  );

export const totalsColumns = sql`count(*)::int AS gifts,
  coalesce(sum(${donations.amountCents}), 0)::bigint AS gross,
  coalesce(sum(${donations.refundedCents}), 0)::bigint AS refunded`;

/** The year's gifts by method: online one-time, online recurring and each offline method. */
export async function givingByMethod(db: Db | Tx, year: number, timeZone: string) {
  const result = (await db.execute(sql`
    SELECT ${methodOf} AS method, ${totalsColumns}
    FROM ${donations}
    WHERE ${donations.status} = 'completed' AND ${yearRange(giftAt, year, timeZone)}
    GROUP BY 1`)) as unknown as Rows<{ method: string; gifts: Num; gross: Num; refunded: Num }>;
  const by = new Map(result.rows.map((r) => [r.method, totalsOf(r)]));
  const rows = giftMethods.map((method) => ({
    method,
    label: giftMethodLabels[method],
    ...(by.get(method) ?? totalsOf({ gifts: 0, gross: 0, refunded: 0 })),
  }));
  return { rows, total: sumTotals(rows) };
}
