// One supporter's whole history for the back office (/admin/supporters/:id;
// docs/supporters.md, docs/decisions/020-supporters-and-receipts.md): their
// record, addresses, merges, gifts, recurring gifts, registrations, guest places,
// messages and receipts. It first links rows that are not linked yet (link.ts).
import { sql } from "drizzle-orm";
import type { DonationMethod } from "../../db/schema";
import { notFound } from "../../errors";
import { isUuid } from "../../../shared/domain/ids";
import { linkUnlinkedSupporters } from "./link";
import { NOT_FOUND, many, readSupporter, type Services } from "./supporter-record-admin";
import {
  pageColumns,
  timeZoneOf,
  toSummary,
  withFigures,
  type FigureRow,
} from "./supporter-figures-admin";

const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));

/** One supporter with every row linked to them, for /admin/supporters/:id. 404 for an unknown or malformed id. */
export async function getSupporter(services: Services, id: string) {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  await linkUnlinkedSupporters(services.db);
  const supporter = await readSupporter(services.db, id);
  if (!supporter) throw notFound(NOT_FOUND);
  const timeZone = await timeZoneOf(services);
  const db = services.db;
  const [figures] = (
    await many<FigureRow>(
      db,
      withFigures(sql`select ${pageColumns} from supporters s where s.id = ${id}`, timeZone),
    )
  ).map(toSummary);
  const [
    emails,
    mergedInto,
    mergedFrom,
    gifts,
    recurring,
    registrations,
    guests,
    messages,
    receipts,
  ] = await Promise.all([
    many<{ email: string }>(
      db,
      sql`select email from supporter_emails where supporter_id = ${id} order by email`,
    ),
    supporter.mergedIntoId
      ? many<{ id: string; name: string }>(
          db,
          sql`select id, name from supporters where id = ${supporter.mergedIntoId}`,
        )
      : Promise.resolve([]),
    many<{ id: string; name: string; merged_at: string | Date }>(
      db,
      sql`select s.id, s.name, m.merged_at from supporter_merges m join supporters s on s.id = m.from_id
            where m.into_id = ${id} order by m.merged_at desc`,
    ),
    many<{
      id: string;
      at: string | Date;
      amount_cents: string | number;
      refunded_cents: string | number;
      method: DonationMethod;
      provider: string;
      interval: "month" | "year" | null;
      status: string;
      fund: string | null;
      donor_email: string;
    }>(
      db,
      sql`select d.id, coalesce(d.completed_at, d.created_at) as at, d.amount_cents, d.refunded_cents, d.method,
              d.provider, d.interval, d.status, f.title as fund, d.donor_email
            from donations d left join fundraisers f on f.id = d.fundraiser_id
            where d.supporter_id = ${id} order by coalesce(d.completed_at, d.created_at) desc, d.id`,
    ),
    many<{
      id: string;
      amount_cents: string | number | null;
      interval: "month" | "year" | null;
      status: string;
      next_charge_at: string | Date | null;
      created_at: string | Date;
    }>(
      db,
      sql`select ds.id, ds.amount_cents, ds.interval, ds.status, ds.next_charge_at, ds.created_at
            from donation_subscriptions ds
            where ds.donation_id in (select d.id from donations d where d.supporter_id = ${id})
               or ds.id in (select d.subscription_id from donations d where d.supporter_id = ${id} and d.subscription_id is not null)
            order by ds.created_at desc`,
    ),
    many<{
      id: string;
      event_id: string;
      event: string;
      starts_at: string | Date;
      registered_at: string | Date;
      tickets: number;
      total_cents: string | number;
      refunded_cents: string | number;
      status: string;
    }>(
      db,
      sql`select r.id, r.event_id, e.title as event, e.starts_at, r.registration_date as registered_at,
              r.quantity_purchased as tickets, r.total_cents, r.refunded_cents, r.status
            from event_registrations r join events e on e.id = r.event_id
            where r.supporter_id = ${id} order by r.registration_date desc, r.id`,
    ),
    many<{
      id: string;
      event_id: string;
      event: string;
      starts_at: string | Date;
      guest_name: string;
      booked_by: string;
    }>(
      db,
      sql`select g.id, e.id as event_id, e.title as event, e.starts_at, g.guest_name, r.customer_name as booked_by
            from event_guests g join event_registrations r on r.id = g.registration_id join events e on e.id = r.event_id
            where g.supporter_id = ${id} order by e.starts_at desc, g.id`,
    ),
    many<{ id: string; created_at: string | Date; subject: string | null }>(
      db,
      sql`select id, created_at, subject from contact_messages where supporter_id = ${id} order by created_at desc, id`,
    ),
    many<{
      id: string;
      number: string;
      received_at: string | Date;
      amount_cents: string | number;
      deductible_cents: string | number;
      voided_at: string | Date | null;
    }>(
      db,
      sql`select id, number, received_at, amount_cents, deductible_cents, voided_at from receipts
            where supporter_id = ${id} order by received_at desc, number desc`,
    ),
  ]);
  return {
    supporter,
    figures: figures!,
    emails: emails.map((e) => e.email),
    mergedInto: (mergedInto[0] ?? null) as { id: string; name: string } | null,
    mergedFrom: mergedFrom.map((m) => ({
      id: m.id,
      name: m.name,
      mergedAt: new Date(m.merged_at),
    })),
    gifts: gifts.map((g) => ({
      id: g.id,
      at: new Date(g.at),
      amountCents: Number(g.amount_cents),
      refundedCents: Number(g.refunded_cents),
      method: g.method,
      interval: g.interval,
      status: g.status,
      fund: g.fund,
      email: g.donor_email,
    })),
    recurring: recurring.map((r) => ({
      id: r.id,
      amountCents: r.amount_cents === null ? null : Number(r.amount_cents),
      interval: r.interval,
      status: r.status,
      nextChargeAt: dateOf(r.next_charge_at),
    })),
    registrations: registrations.map((r) => ({
      id: r.id,
      eventId: r.event_id,
      event: r.event,
      startsAt: new Date(r.starts_at),
      registeredAt: new Date(r.registered_at),
      tickets: Number(r.tickets),
      totalCents: Number(r.total_cents),
      refundedCents: Number(r.refunded_cents),
      status: r.status,
    })),
    guests: guests.map((g) => ({
      id: g.id,
      eventId: g.event_id,
      event: g.event,
      startsAt: new Date(g.starts_at),
      guestName: g.guest_name,
      bookedBy: g.booked_by,
    })),
    messages: messages.map((m) => ({ id: m.id, at: new Date(m.created_at), subject: m.subject })),
    receipts: receipts.map((r) => ({
      id: r.id,
      number: r.number,
      receivedAt: new Date(r.received_at),
      amountCents: Number(r.amount_cents),
      deductibleCents: Number(r.deductible_cents),
      voidedAt: dateOf(r.voided_at),
    })),
  };
}
export type SupporterDetail = Awaited<ReturnType<typeof getSupporter>>;
