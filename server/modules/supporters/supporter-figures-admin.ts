// Each supporter's giving and registrations beside their record, as the back
// office's list, export and detail show them (docs/supporters.md,
// docs/decisions/020-supporters-and-receipts.md).
import { sql, type SQL } from "drizzle-orm";
import { getSiteSettings } from "../../core/index.server";
import type { Services } from "./supporter-record-admin";

/**
 * Giving and registrations of the supporters in `page` (a subquery of supporters
 * rows, already limited): one statement, each figure read through the
 * supporter_id indexes for the rows shown only. Gifts count when completed, by
 * any method (offline ones too), net of refunds (decision 016); "this year" is
 * the calendar year in the organization's time zone.
 */
export function withFigures(page: SQL, timeZone: string, extra: SQL = sql``): SQL {
  const yearStart = sql`(date_trunc('year', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  return sql`
    select p.id, p.name, p.email, p.phone, p.address_line1, p.address_line2, p.city, p.region,
      p.postal_code, p.country, p.sort_name${extra},
      g.lifetime_cents, g.year_cents, g.gifts, g.last_gift_at, r.registrations,
      (select string_agg(se.email, ' ' order by se.email) from supporter_emails se
        where se.supporter_id = p.id and se.email is distinct from p.email) as other_emails
    from (${page}) p
    cross join lateral (
      select coalesce(sum(d.amount_cents - d.refunded_cents), 0)::bigint as lifetime_cents,
        coalesce(sum(d.amount_cents - d.refunded_cents)
          filter (where coalesce(d.completed_at, d.created_at) >= ${yearStart}), 0)::bigint as year_cents,
        count(*)::int as gifts,
        max(coalesce(d.completed_at, d.created_at)) as last_gift_at
      from donations d where d.supporter_id = p.id and d.status = 'completed'
    ) g
    cross join lateral (
      -- One order of several ticket types is one registration (decision 018).
      select count(distinct coalesce(er.order_id, er.id))::int as registrations
      from event_registrations er where er.supporter_id = p.id and er.status = 'active'
    ) r
    order by p.sort_name, p.id`;
}

export type FigureRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  sort_name: string;
  lifetime_cents: string | number;
  year_cents: string | number;
  gifts: number;
  last_gift_at: string | Date | null;
  registrations: number;
  other_emails: string | null;
};

export const pageColumns = sql`s.id, s.name, s.email, s.phone, s.address_line1, s.address_line2, s.city, s.region,
  s.postal_code, s.country, lower(s.name) as sort_name`;

export function toSummary(row: FigureRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    otherEmails: row.other_emails ? row.other_emails.split(" ") : [],
    lifetimeCents: Number(row.lifetime_cents),
    yearCents: Number(row.year_cents),
    gifts: Number(row.gifts),
    lastGiftAt: row.last_gift_at ? new Date(row.last_gift_at) : null,
    registrations: Number(row.registrations),
  };
}
export type SupporterSummary = ReturnType<typeof toSummary>;

export async function timeZoneOf(services: Services) {
  return (await getSiteSettings(services)).timeZone;
}
