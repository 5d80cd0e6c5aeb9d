// The back office's supporters (docs/supporters.md, docs/decisions/020-supporters-and-receipts.md):
// the list with each person's giving, one record's whole history, edits of the
// contact details, merging two records of one person, and the CSV export.
// Every read first links rows that are not linked yet (link.ts), so the lists are current.
import { sql, type SQL } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { DbOrTx } from "../../db/client";
import type { DonationMethod } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { isUuid } from "../../../shared/domain/ids";
import { formatDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { normaliseEmail } from "../../../shared/domain/supporters";
import type { CsvValue } from "../../../shared/domain/csv";
import type { SupporterContact, SupporterFilter } from "../../../shared/schemas/supporter";
import { recordAudit, type Actor, getSiteSettings } from "../../core/index.server";
import { linkUnlinkedSupporters, lockSupporterLinks } from "./link";
import { amongIds, containsPattern } from "../../db/search";

type Services = Pick<AppServices, "db" | "database">;
type Rows<T> = { rows: T[] };

export const SUPPORTERS_PAGE_SIZE = 50;
/** The export reads this many supporters at a time. */
export const SUPPORTERS_EXPORT_BATCH = 500;

const NOT_FOUND = "Supporter not found.";

/** Records still in use (a merged record is history) matching the search: name or any of their addresses. */
export function supporterSearch(filter: SupporterFilter): SQL {
  const q = filter.q?.trim();
  if (!q) return sql`s.merged_into_id is null`;
  const pattern = containsPattern(q);
  // supporter_emails holds the contact address too (link.ts, ensureSupporter and edits add it).
  return sql`s.merged_into_id is null and (s.name ilike ${pattern}
    or ${amongIds(sql`s.id`, sql`select se.supporter_id from supporter_emails se where se.email ilike ${pattern}`)})`;
}

/**
 * Giving and registrations of the supporters in `page` (a subquery of supporters
 * rows, already limited): one statement, each figure read through the
 * supporter_id indexes for the rows shown only. Gifts count when completed, by
 * any method (offline ones too), net of refunds (decision 016); "this year" is
 * the calendar year in the organization's time zone.
 */
async function countMatching(db: DbOrTx, where: SQL) {
  const [row] = await many<{ n: number }>(
    db,
    sql`select count(*)::int as n from supporters s where ${where}`,
  );
  return Number(row?.n ?? 0);
}

function withFigures(page: SQL, timeZone: string, extra: SQL = sql``): SQL {
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

type FigureRow = {
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

const pageColumns = sql`s.id, s.name, s.email, s.phone, s.address_line1, s.address_line2, s.city, s.region,
  s.postal_code, s.country, lower(s.name) as sort_name`;

function toSummary(row: FigureRow) {
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

async function timeZoneOf(services: Services) {
  return (await getSiteSettings(services)).timeZone;
}

/** One page of supporters (by name), with their giving; `total` counts every match. */
export async function listSupporters(services: Services, filter: SupporterFilter) {
  await linkUnlinkedSupporters(services.db);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const timeZone = await timeZoneOf(services);
  const where = supporterSearch(filter);
  const offset = (page - 1) * SUPPORTERS_PAGE_SIZE;
  let rows: FigureRow[];
  let total: number;
  if (filter.q) {
    // A search scans every record once: the count rides along (a window over the matches).
    const pageRows = sql`select ${pageColumns}, count(*) over () as total from supporters s where ${where}
      order by lower(s.name), s.id limit ${SUPPORTERS_PAGE_SIZE} offset ${offset}`;
    rows = await many<FigureRow & { total: number | string }>(
      services.db,
      withFigures(pageRows, timeZone, sql`, p.total`),
    );
    total = rows.length
      ? Number((rows[0] as FigureRow & { total: number | string }).total)
      : await countMatching(services.db, where);
  } else {
    // No search: the page walks the name index and stops at 50; the count needs no text match.
    const pageRows = sql`select ${pageColumns} from supporters s where ${where}
      order by lower(s.name), s.id limit ${SUPPORTERS_PAGE_SIZE} offset ${offset}`;
    rows = await many<FigureRow>(services.db, withFigures(pageRows, timeZone));
    total = await countMatching(services.db, where);
  }
  return {
    supporters: rows.map(toSummary),
    total,
    page,
    pageSize: SUPPORTERS_PAGE_SIZE,
  };
}

export const SUPPORTER_CSV_COLUMNS = [
  "Name",
  "Email",
  "Other Emails",
  "Phone",
  "Address Line 1",
  "Address Line 2",
  "City",
  "State",
  "ZIP Code",
  "Country",
  "Lifetime Given",
  "Given This Year",
  "Gifts",
  "Last Gift",
  "Registrations",
] as const;

/**
 * The matching supporters as CSV rows (by name), in batches read by keyset (the
 * sort name and id), so the export streams any number of them and holds no
 * transaction open. Cells are escaped against formula injection by shared/domain/csv.ts.
 */
export async function* supporterCsvBatches(
  services: Services,
  filter: SupporterFilter,
  batchSize = SUPPORTERS_EXPORT_BATCH,
) {
  await linkUnlinkedSupporters(services.db);
  const timeZone = await timeZoneOf(services);
  let after: { name: string; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? sql` and (lower(s.name), s.id) > (${after.name}, ${after.id}::uuid)`
      : sql``;
    const pageRows = sql`select ${pageColumns} from supporters s where ${supporterSearch(filter)}${keyset}
      order by lower(s.name), s.id limit ${batchSize}`;
    const { rows } = (await services.db.execute(
      withFigures(pageRows, timeZone),
    )) as unknown as Rows<FigureRow>;
    if (rows.length === 0) return;
    yield rows.map((r): CsvValue[] => [
      r.name,
      r.email,
      r.other_emails?.split(" ").join("; ") ?? "",
      r.phone,
      r.address_line1,
      r.address_line2,
      r.city,
      r.region,
      r.postal_code,
      r.country,
      formatCents(Number(r.lifetime_cents)),
      formatCents(Number(r.year_cents)),
      Number(r.gifts),
      r.last_gift_at ? formatDate(new Date(r.last_gift_at)) : "",
      Number(r.registrations),
    ]);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { name: last.sort_name, id: last.id };
  }
}

type SupporterRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: string | null;
  notes: string | null;
  mergedIntoId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const supporterColumns = sql`id, name, email, phone, address_line1 as "addressLine1", address_line2 as "addressLine2",
  city, region, postal_code as "postalCode", country, notes, merged_into_id as "mergedIntoId",
  created_at as "createdAt", updated_at as "updatedAt"`;

async function readSupporter(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<SupporterRow | undefined> {
  const { rows } = (await db.execute(
    sql`select ${supporterColumns} from supporters where id = ${id}${lock ? sql` for update` : sql``}`,
  )) as unknown as Rows<SupporterRow>;
  const row = rows[0];
  return row
    ? { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) }
    : undefined;
}

async function many<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

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

const mergedRefusal = () =>
  new AppError(
    422,
    "supporter_merged",
    "This record was merged into another. Please make changes on the record it was merged into.",
  );

/**
 * Saves a supporter's contact details. A new e-mail address is added to the
 * record's addresses (the old ones stay linked, so their gifts stay here); an
 * address another record owns is refused: the two are one person, so merge them.
 */
export async function updateSupporter(
  services: Services,
  actor: Actor,
  id: string,
  input: SupporterContact,
) {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return services.db.transaction(async (tx) => {
    // A new address is claimed under the linking lock, so a sweep cannot create a second record for it meanwhile.
    await lockSupporterLinks(tx);
    const before = await readSupporter(tx, id, true);
    if (!before) throw notFound(NOT_FOUND);
    if (before.mergedIntoId) throw mergedRefusal();
    const email = input.email ? normaliseEmail(input.email) : null;
    if (email && email !== before.email) {
      const [owner] = await many<{ supporter_id: string }>(
        tx,
        sql`select supporter_id from supporter_emails where email = ${email}`,
      );
      if (owner && owner.supporter_id !== id) {
        const message =
          "Another supporter record already uses this e-mail address. If they are the same person, merge the two records.";
        throw new AppError(422, "email_taken", message, [{ path: "email", message }]);
      }
      if (!owner)
        await tx.execute(
          sql`insert into supporter_emails (email, supporter_id) values (${email}, ${id})`,
        );
    }
    await tx.execute(sql`update supporters set name = ${input.name}, email = ${email}, phone = ${input.phone},
      address_line1 = ${input.addressLine1}, address_line2 = ${input.addressLine2}, city = ${input.city},
      region = ${input.region}, postal_code = ${input.postalCode}, country = ${input.country},
      notes = ${input.notes}, updated_at = now() where id = ${id}`);
    const after = (await readSupporter(tx, id))!;
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "supporters",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** The tables whose rows carry supporter_id, moved by a merge (decision 020). */
export const LINKED_TABLES = [
  "donations",
  "event_registrations",
  "event_guests",
  "contact_messages",
  "receipts",
] as const;

/** Contact fields a merge fills on the surviving record when it has none. */
const FILLABLE = [
  ["email", "email"],
  ["phone", "phone"],
  ["addressLine1", "address_line1"],
  ["addressLine2", "address_line2"],
  ["city", "city"],
  ["region", "region"],
  ["postalCode", "postal_code"],
  ["country", "country"],
  ["notes", "notes"],
] as const;

/**
 * Merges the record `fromId` into `intoId` (decision 020): in one transaction
 * its addresses and every row linked to it move to `intoId`, blank contact
 * fields of `intoId` are filled from it, and it stays as history marked merged;
 * supporter_merges lists every row moved, by table. Refuses a record merged into
 * itself, an unknown id, and a record already merged, writing nothing.
 */
export async function mergeSupporters(
  services: Pick<AppServices, "db">,
  actor: Actor,
  { intoId, fromId }: { intoId: string; fromId: string },
) {
  if (!isUuid(intoId) || !isUuid(fromId)) throw notFound(NOT_FOUND);
  if (intoId === fromId) {
    const message = "A record cannot be merged into itself. Please choose another record.";
    throw new AppError(422, "validation_failed", message, [{ path: "fromId", message }]);
  }
  return services.db.transaction(async (tx) => {
    await lockSupporterLinks(tx);
    // Both rows locked, always in the same order, so two merges of one pair cannot deadlock.
    const locked = await many<{ id: string }>(
      tx,
      sql`select id from supporters where id in (${intoId}, ${fromId}) order by id for update`,
    );
    if (locked.length !== 2) throw notFound(NOT_FOUND);
    const into = (await readSupporter(tx, intoId))!;
    const from = (await readSupporter(tx, fromId))!;
    if (into.mergedIntoId) throw mergedRefusal();
    if (from.mergedIntoId) {
      const message = "That record was already merged into another. Please choose another record.";
      throw new AppError(422, "validation_failed", message, [{ path: "fromId", message }]);
    }

    const moved: Record<string, string[]> = {};
    moved.supporter_emails = (
      await many<{ email: string }>(
        tx,
        sql`update supporter_emails set supporter_id = ${intoId} where supporter_id = ${fromId} returning email`,
      )
    ).map((r) => r.email);
    for (const table of LINKED_TABLES) {
      moved[table] = (
        await many<{ id: string }>(
          tx,
          sql`update ${sql.identifier(table)} set supporter_id = ${intoId} where supporter_id = ${fromId} returning id`,
        )
      ).map((r) => r.id);
    }
    // Records merged into `from` earlier now point at the surviving record, so every link resolves in one step.
    moved.merged_records = (
      await many<{ id: string }>(
        tx,
        sql`update supporters set merged_into_id = ${intoId}, updated_at = now() where merged_into_id = ${fromId} returning id`,
      )
    ).map((r) => r.id);

    const fills = FILLABLE.filter(([key]) => !into[key] && from[key]);
    if (fills.length > 0) {
      const sets = sql.join(
        fills.map(([key, column]) => sql`${sql.identifier(column)} = ${from[key]}`),
        sql`, `,
      );
      await tx.execute(sql`update supporters set ${sets}, updated_at = now() where id = ${intoId}`);
    }
    await tx.execute(
      sql`update supporters set merged_into_id = ${intoId}, updated_at = now() where id = ${fromId}`,
    );
    const [merge] = await many<{ id: string }>(
      tx,
      sql`insert into supporter_merges (from_id, into_id, moved, merged_by)
          values (${fromId}, ${intoId}, ${JSON.stringify(moved)}::jsonb, ${actor.id}) returning id`,
    );

    const intoAfter = (await readSupporter(tx, intoId))!;
    const fromAfter = (await readSupporter(tx, fromId))!;
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "supporter_merges",
      entityId: merge!.id,
      after: { fromId, intoId, fromName: from.name, intoName: into.name, moved },
    });
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "supporters",
      entityId: fromId,
      before: from,
      after: fromAfter,
    });
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "supporters",
      entityId: intoId,
      before: into,
      after: intoAfter,
    });
    return { mergeId: merge!.id, moved };
  });
}
