// Back office: an event's registrations and guest lists (SPEC "Registrations
// panel", §4 deletions, §5 "Registration edit form", §7 calls) and beyond SPEC
// (decision 006): cancelling releases seats, refund flags, the door list.
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { eventGuests, eventRegistrations, eventTicketTypes } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import type { GuestView, RegistrationView } from "../../../shared/domain/guest-list";
import type { CsvRegistration } from "../../../shared/domain/registration-csv";
import {
  editableStatuses,
  type RegistrationEditInput,
} from "../../../shared/schemas/registration-edit";
import { recordAudit, type Actor, lockEvent } from "../../core/index.server";
import {
  getEventSummary,
  listTicketTypes,
  adjustSold,
  holdsSeats,
  inOrder,
  reactivationShortage,
  releaseHolds,
} from "../events/index.server";

/** A pending registration whose hold has not lapsed (seats.ts `unexpiredHold`, for a row in hand). */
const holdsSeatsNow = (r: { status: string; holdExpiresAt: Date | null }, now: Date) =>
  r.status === "pending" && r.holdExpiresAt !== null && r.holdExpiresAt > now;
import { checkedInByRegistration, checkedInOf, isoOrNull } from "./check-in-state";
import { refundsOf, type RefundView } from "../refunds/index.server";
import { referencePrefix } from "../../../shared/domain/reference";
import { amongIds, containsPattern, idStartsWith, inUuids } from "../../db/search";

export type AdminRegistration = RegistrationView & {
  customerPhone: string | null;
  /** The stored status; "pending" whose hold has lapsed reads "expired". */
  storedStatus: string;
  registeredAt: string;
  needsRefund: boolean;
  refundResolvedAt: string | null;
  /** Decision 010: for a hold still holding seats, whole minutes since it was made; null otherwise. */
  heldMinutes: number | null;
  ticketType: { id: string; name: string; priceCents: number; seatsPerUnit: number };
  /** At the door (docs/decisions/014-check-in-sync.md): people checked in of the seats, and when, by door-list key. */
  checkIn: { checkedIn: number; seats: number; times: Record<string, string> };
  /** Decision 016: money refunded and tickets given back so far, and whether a payment is on record to refund. */
  refundedCents: number;
  refundedUnits: number;
  refundable: boolean;
  refunds: RefundView[];
  /** Decision 018: the order this row is one line of (its reference and line count), or null for a single-line order. */
  order: { reference: string; lines: number } | null;
  /** Decision 018: this line's share of its promo code's discount. */
  discountCents: number;
};

export const REGISTRATIONS_PAGE_SIZE = 50;

export type RegistrationFilter = { q?: string; page?: number };

type RegistrationRow = {
  registration: typeof eventRegistrations.$inferSelect;
  ticketType: AdminRegistration["ticketType"];
  orderLines?: number;
};

/**
 * SPEC §7 "Registration search": a case-insensitive match on customer name or
 * e-mail; at scale (docs/benchmarks.md "Back office at scale") also on any
 * guest's name, so a name at the door finds the order it came with.
 */
export function registrationSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const prefix = referencePrefix(text);
  return or(
    ilike(eventRegistrations.customerName, pattern),
    ilike(eventRegistrations.customerEmail, pattern),
    amongIds(
      eventRegistrations.id,
      sql`select ${eventGuests.registrationId} from ${eventGuests} where ${eventGuests.guestName} ilike ${pattern}`,
    ),
    // The short reference of the e-mail and the success pages (shared/domain/reference.ts).
    ...(prefix ? [idStartsWith(eventRegistrations.id, prefix)] : []),
  );
}

/** One batch of rows as the panel and the export show them: their guests in one more query, never one per row. */
async function withGuests(
  db: DbOrTx,
  rows: RegistrationRow[],
  now: Date,
): Promise<AdminRegistration[]> {
  const guests = rows.length
    ? await db
        .select()
        .from(eventGuests)
        .where(
          inUuids(
            eventGuests.registrationId,
            rows.map((r) => r.registration.id),
          ),
        )
        .orderBy(
          desc(eventGuests.isPrimaryContact),
          asc(eventGuests.createdAt),
          asc(eventGuests.id),
        )
    : [];
  const eventId = rows[0]?.registration.eventId;
  const checkedIn = eventId
    ? await checkedInByRegistration(
        db,
        eventId,
        rows.map((r) => r.registration.id),
      )
    : new Map<string, Map<string, string>>();
  const refundLists = await refundsOf(
    db,
    "registration",
    rows.map((r) => r.registration.id),
  );
  const byRegistration = new Map<string, GuestView[]>();
  for (const g of guests) {
    const list = byRegistration.get(g.registrationId) ?? [];
    list.push({
      id: g.id,
      guestName: g.guestName,
      guestEmail: g.guestEmail,
      dietaryRestrictions: g.dietaryRestrictions,
      accessibilityNeeds: g.accessibilityNeeds,
      isPrimaryContact: g.isPrimaryContact,
    });
    byRegistration.set(g.registrationId, list);
  }
  return rows.map(({ registration: r, ticketType, orderLines }) => {
    const lapsed = r.status === "pending" && r.holdExpiresAt !== null && r.holdExpiresAt <= now;
    const held = r.status === "pending" && !lapsed;
    return {
      id: r.id,
      status: lapsed ? "expired" : r.status,
      storedStatus: r.status,
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      customerPhone: r.customerPhone,
      specialRequests: r.specialRequests,
      quantity: r.quantity,
      totalCents: r.totalCents,
      registeredAt: r.registeredAt.toISOString(),
      needsRefund: r.needsRefund,
      refundResolvedAt: r.refundResolvedAt?.toISOString() ?? null,
      heldMinutes: held
        ? Math.max(0, Math.floor((now.getTime() - r.registeredAt.getTime()) / 60_000))
        : null,
      ticketType,
      guests: byRegistration.get(r.id) ?? [],
      checkIn: {
        checkedIn: checkedIn.get(r.id)?.size ?? 0,
        seats: Math.max(r.quantity, 0) * Math.max(ticketType.seatsPerUnit, 1),
        times: Object.fromEntries(checkedIn.get(r.id) ?? []),
      },
      refundedCents: r.refundedCents,
      refundedUnits: r.refundedUnits,
      refundable: r.paymentIntentId !== null && r.totalCents > r.refundedCents,
      refunds: refundLists.get(r.id) ?? [],
      order: r.orderId
        ? { reference: r.orderId.slice(0, 8).toUpperCase(), lines: orderLines ?? 1 }
        : null,
      discountCents: r.discountCents,
    };
  });
}

const registrationColumns = {
  registration: eventRegistrations,
  // Decision 018: how many rows (ticket type lines) the registration's order has; 1 for a single-line order.
  orderLines:
    sql<number>`(select greatest(count(*), 1) from event_registrations as same_order where same_order.order_id = ${eventRegistrations.orderId})`.mapWith(
      Number,
    ),
  ticketType: {
    id: eventTicketTypes.id,
    name: eventTicketTypes.name,
    priceCents: eventTicketTypes.priceCents,
    seatsPerUnit: eventTicketTypes.seatsPerUnit,
  },
};

/** SPEC §7: registration date descending (the id breaks ties, so pages and batches never overlap). */
const newestFirst = [desc(eventRegistrations.registeredAt), desc(eventRegistrations.id)];

/**
 * One page of an event's registrations (SPEC §7: joined ticket type and guests,
 * newest first), searched in SQL, with the count of matches for the page links.
 */
export async function listEventRegistrations(
  db: Db,
  eventId: string,
  filter: RegistrationFilter = {},
  now = new Date(),
) {
  const condition = and(eq(eventRegistrations.eventId, eventId), registrationSearch(filter.q));
  // The page walks the (event, date) index and stops after it; the count is a
  // pass of its own (docs/benchmarks.md "Back office at scale"): one query with
  // `count(*) over ()` built every match's whole row before the page was taken.
  const pageOf = (page: number) =>
    db
      .select(registrationColumns)
      .from(eventRegistrations)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
      .where(condition)
      .orderBy(...newestFirst)
      .limit(REGISTRATIONS_PAGE_SIZE)
      .offset((page - 1) * REGISTRATIONS_PAGE_SIZE);
  const requested = Math.max(1, Math.floor(filter.page ?? 1));
  const [counted] = await db.select({ n: count() }).from(eventRegistrations).where(condition);
  const total = counted?.n ?? 0;
  // A page past the end (a link kept after deletions) shows the last one.
  const page = Math.min(requested, Math.max(1, Math.ceil(total / REGISTRATIONS_PAGE_SIZE)));
  const rows = total ? await pageOf(page) : [];
  return {
    registrations: await withGuests(db, rows, now),
    total,
    page,
    pageSize: REGISTRATIONS_PAGE_SIZE,
    q: filter.q?.trim() ?? "",
  };
}

export type RegistrationPage = Awaited<ReturnType<typeof listEventRegistrations>>;

/**
 * The Registrations panel's three stat cards (SPEC §9: attendees = Σ
 * seats_per_unit × quantity, revenue = Σ total_amount) over the whole event,
 * counted in SQL over active registrations only (decision 006 "Stats"), with
 * how many others there are, all of them, and the open refund flags.
 */
export async function getRegistrationStats(db: DbOrTx, eventId: string) {
  const active = sql`${eventRegistrations.status} = 'active'`;
  const [row] = await db
    .select({
      registrations: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
      // shared/domain/capacity orderSeats: quantity (not below 0) × seats_per_unit (default 1).
      attendees:
        sql<number>`coalesce(sum(greatest(${eventRegistrations.quantity}, 0) * (case when ${eventTicketTypes.seatsPerUnit} > 0 then ${eventTicketTypes.seatsPerUnit} else 1 end)) filter (where ${active}), 0)::bigint`.mapWith(
          Number,
        ),
      // Decision 016: revenue is net of refunds; what was refunded, over every registration, beside it.
      revenueCents:
        sql<number>`coalesce(sum(${eventRegistrations.totalCents} - ${eventRegistrations.refundedCents}) filter (where ${active}), 0)::bigint`.mapWith(
          Number,
        ),
      refundedCents:
        sql<number>`coalesce(sum(${eventRegistrations.refundedCents}), 0)::bigint`.mapWith(Number),
      inactive: sql<number>`count(*) filter (where not (${active}))`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
      openRefunds:
        sql<number>`count(*) filter (where ${eventRegistrations.needsRefund} and ${eventRegistrations.refundResolvedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(eq(eventRegistrations.eventId, eventId));
  return (
    row ?? {
      registrations: 0,
      attendees: 0,
      revenueCents: 0,
      refundedCents: 0,
      inactive: 0,
      all: 0,
      openRefunds: 0,
    }
  );
}

export type RegistrationStats = Awaited<ReturnType<typeof getRegistrationStats>>;

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
          ${eventTicketTypes.name} AS ticket_type
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
          b.ticket_type, b.quantity, b.total_cents, b.refunded_cents, b.refunded_units, b.status, g.list, c.keys)
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
        reference: id.slice(0, 8).toUpperCase(),
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

async function findRegistration(tx: Tx, eventId: string, id: string) {
  const [row] = await tx
    .select({ registration: eventRegistrations, ticketType: eventTicketTypes })
    .from(eventRegistrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
    .where(and(eq(eventRegistrations.id, id), eq(eventRegistrations.eventId, eventId)));
  if (!row) throw notFound("Registration not found");
  return row;
}

export async function updateRegistration(
  db: Db,
  actor: Actor,
  eventId: string,
  id: string,
  input: RegistrationEditInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const { registration: before, ticketType } = await findRegistration(tx, eventId, id);
    const changingStatus = input.status !== before.status;
    if (changingStatus && !(editableStatuses as readonly string[]).includes(input.status)) {
      throw new AppError(422, "validation_failed", "Invalid input", [
        { path: "status", message: "Invalid input" },
      ]);
    }
    if (changingStatus && input.status === "active") {
      // Re-activating takes seats again, so the same limits as a new registration apply.
      const shortage = await reactivationShortage(tx, event, ticketType, before, now);
      if (shortage) throw conflict(shortage);
    }

    const existing = await tx.select().from(eventGuests).where(eq(eventGuests.registrationId, id));
    const existingIds = new Set(existing.map((g) => g.id));
    const keptIds = input.guests.flatMap((g) => (g.id ? [g.id] : []));
    if (
      keptIds.some((guestId) => !existingIds.has(guestId)) ||
      new Set(keptIds).size !== keptIds.length
    ) {
      throw new AppError(422, "validation_failed", "Invalid input", [
        { path: "guests", message: "Invalid input" },
      ]);
    }

    const [after] = await tx
      .update(eventRegistrations)
      .set({
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        specialRequests: input.specialRequests,
        status: input.status as typeof before.status,
        updatedAt: now,
      })
      .where(eq(eventRegistrations.id, id))
      .returning();
    if (before.status === "active" && input.status !== "active")
      await adjustSold(tx, ticketType.id, -before.quantity);
    if (before.status !== "active" && input.status === "active")
      await adjustSold(tx, ticketType.id, before.quantity);

    // SPEC §7: delete removed guests by id, update kept ones, insert new ones.
    await tx
      .delete(eventGuests)
      .where(
        keptIds.length
          ? and(eq(eventGuests.registrationId, id), notInArray(eventGuests.id, keptIds))
          : eq(eventGuests.registrationId, id),
      );
    for (const guest of input.guests) {
      const values = {
        guestName: guest.guestName,
        guestEmail: guest.guestEmail,
        dietaryRestrictions: guest.dietaryRestrictions,
        accessibilityNeeds: guest.accessibilityNeeds,
        isPrimaryContact: guest.isPrimaryContact,
      };
      if (guest.id) await tx.update(eventGuests).set(values).where(eq(eventGuests.id, guest.id));
      else await tx.insert(eventGuests).values({ registrationId: id, ...values });
    }
    const guests = await tx.select().from(eventGuests).where(eq(eventGuests.registrationId, id));
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "event_registrations",
      entityId: id,
      before: { ...before, guests: existing },
      after: { ...after, guests },
    });
    return after!;
  });
}

/** SPEC §4: a registration's guests are removed first, then the registration. */
export async function deleteRegistration(db: Db, actor: Actor, eventId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const { registration: before } = await findRegistration(tx, eventId, id);
    const guests = await tx
      .delete(eventGuests)
      .where(eq(eventGuests.registrationId, id))
      .returning();
    await tx.delete(eventRegistrations).where(eq(eventRegistrations.id, id));
    if (before.status === "active") await adjustSold(tx, before.ticketTypeId, -before.quantity);
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "event_registrations",
      entityId: id,
      before: { ...before, guests },
    });
  });
}

/** Decision 006: a late payment flagged for a refund is marked handled. */
export async function resolveRefund(
  db: Db,
  actor: Actor,
  eventId: string,
  id: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const { registration: before } = await findRegistration(tx, eventId, id);
    const [after] = await tx
      .update(eventRegistrations)
      .set({ refundResolvedAt: now, updatedAt: now })
      .where(
        and(
          eq(eventRegistrations.id, id),
          eq(eventRegistrations.needsRefund, true),
          isNull(eventRegistrations.refundResolvedAt),
        ),
      )
      .returning();
    if (!after) throw conflict("This registration has no open refund.");
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "event_registrations",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Decision 010: staff release a pending hold at once (it is marked expired and
 * its seats are for sale again). Only a hold still holding seats can be released.
 */
export async function releaseHold(
  db: Db,
  actor: Actor,
  eventId: string,
  id: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const { registration: before } = await findRegistration(tx, eventId, id);
    if (!holdsSeatsNow(before, now)) throw conflict("This registration is not holding any seats.");
    // Decision 018: one checkout pays for the whole order, so its every line is released together.
    const released = await releaseHolds(
      tx,
      and(inOrder(before.orderId ?? id), holdsSeats(now)),
      now,
    );
    for (const after of released) {
      // The client key is forgotten with the hold; the audit log does not keep it either.
      const row = after.id === id ? before : after;
      const audited = { ...row, status: "pending", clientKey: undefined };
      await recordAudit(tx, {
        actor,
        action: "update",
        entity: "event_registrations",
        entityId: after.id,
        before: audited,
        after,
      });
    }
    return released.find((r) => r.id === id)!;
  });
}

/**
 * Everything the Manage dialog shows when it opens, in one call (STYLE §5):
 * the ticket types, the registrations' stats over the whole event and their
 * first page; searching and paging then load /registrations alone.
 */
export async function getEventManageData(db: Db, eventId: string, now = new Date()) {
  const [event, ticketTypes, stats, registrations] = await Promise.all([
    getEventSummary(db, eventId),
    listTicketTypes(db, eventId),
    getRegistrationStats(db, eventId),
    listEventRegistrations(db, eventId, {}, now),
  ]);
  return { event, ticketTypes, stats, registrations };
}

export type EventManageData = Awaited<ReturnType<typeof getEventManageData>>;
