// Check-in at the door (DESIGN "Check-in", docs/decisions/014-check-in-sync.md).
// The door screen downloads the event's guest list (the door copy), works
// offline, and sends its queued operations in batches with ids it made. Each id
// is stored once; a guest's state is the fold of its operations by device time
// (shared/domain/check-in-fold.ts), so batches may arrive late, twice or out of
// order and every device ends up showing the same thing. Permission: `door`.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { advisoryLock } from "../../db/advisory-lock";
import {
  checkIns,
  eventGuests,
  eventRegistrations,
  events,
  eventTicketTypes,
} from "../../db/schema";
import { AppError, notFound, validationError, type ErrorIssue } from "../../errors";
import type { AppServices } from "../../context";
import { foldCheckIns, type FoldOperation } from "../../../shared/domain/check-in-fold";
import {
  checkInBatchSchema,
  type CheckInResult,
  type DoorCopy,
  type DoorRegistration,
} from "../../../shared/schemas/check-in";
import { recordAudit, type Actor } from "../../core/index.server";
import { checkedInOf, isoOrNull } from "./check-in-state";
import { everyone } from "./door-list-admin";
import { registrationReference, verifyRegistrationReference } from "./registration-reference";

type Services = Pick<AppServices, "db" | "secret">;
type Rows<T> = { rows: T[] };

/** A device clock may run a little fast; a queue may wait offline for a while, not for weeks. */
export const MAX_FUTURE_MS = 5 * 60 * 1000;
export const MAX_AGE_MS = 14 * 24 * 3600 * 1000;

const SEATS = sql`greatest(${eventRegistrations.quantity}, 0) * (CASE WHEN ${eventTicketTypes.seatsPerUnit} > 0 THEN ${eventTicketTypes.seatsPerUnit} ELSE 1 END)`;

type RegistrationState = {
  status: string;
  needsRefund: boolean;
  refundResolvedAt: Date | null;
  holdExpiresAt: Date | null;
};

/** What the door shows: admitted (`active`) or red with the reason. A lapsed hold reads `expired`. */
export function doorStatus(r: RegistrationState, now = new Date()): DoorRegistration["status"] {
  if (r.status === "active") return "active";
  if (r.needsRefund && !r.refundResolvedAt) return "needs-refund";
  if (r.status === "pending")
    return r.holdExpiresAt && r.holdExpiresAt > now ? "pending" : "expired";
  return r.status === "cancelled" ? "cancelled" : "expired";
}

export const REFUSALS: Record<Exclude<DoorRegistration["status"], "active">, string> = {
  pending: "This registration is not paid yet.",
  cancelled: "This registration was cancelled.",
  expired: "This registration expired before it was paid.",
  "needs-refund": "This payment came too late and is flagged for a refund.",
};

/** The short reference the confirmation e-mail prints. */
export const shortReference = (registrationId: string) => registrationId.slice(0, 8).toUpperCase();

async function findEvent(db: Services["db"], eventId: string) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      location: events.location,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound("Event not found");
  return event;
}

type AttendeeRow = {
  registration_id: string;
  key: string;
  name: string;
  is_primary: boolean;
  dietary: string | null;
  accessibility: string | null;
  checked_in_at: string | Date | null;
};

/**
 * The event's copy for the door: every registration that could come to the
 * door (active ones, and the others so the door can say why not), with its
 * signed reference, its attendees under the door list's keys and names, and
 * who is checked in. Three queries whatever the event's size.
 */
export async function getDoorCopy(
  services: Services,
  eventId: string,
  now = new Date(),
): Promise<DoorCopy> {
  const { db } = services;
  const event = await findEvent(db, eventId);
  const [ticketTypes, registrations, attendees] = await Promise.all([
    db
      .select({ id: eventTicketTypes.id, name: eventTicketTypes.name })
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, eventId))
      .orderBy(asc(eventTicketTypes.displayOrder), asc(eventTicketTypes.name)),
    db
      .select({
        id: eventRegistrations.id,
        orderId: eventRegistrations.orderId,
        buyerName: eventRegistrations.customerName,
        buyerEmail: eventRegistrations.customerEmail,
        ticketTypeId: eventRegistrations.ticketTypeId,
        ticketType: eventTicketTypes.name,
        seats: SEATS.mapWith(Number),
        status: eventRegistrations.status,
        needsRefund: eventRegistrations.needsRefund,
        refundResolvedAt: eventRegistrations.refundResolvedAt,
        holdExpiresAt: eventRegistrations.holdExpiresAt,
        specialRequests: eventRegistrations.specialRequests,
      })
      .from(eventRegistrations)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
      .where(eq(eventRegistrations.eventId, eventId))
      .orderBy(
        sql`lower(${eventRegistrations.customerName}) COLLATE "C"`,
        sql`${eventRegistrations.id}::text COLLATE "C"`,
      ),
    db.execute(sql`
      SELECT everyone.registration_id, everyone.key, everyone.name, everyone.is_primary,
        everyone.dietary, everyone.accessibility, checked.checked_in_at
      FROM (${everyone(eventId, "all")}) everyone
      LEFT JOIN (${checkedInOf(eventId)}) checked
        ON checked.registration_id = everyone.registration_id AND checked.attendee_key = everyone.key
      ORDER BY lower(everyone.name) COLLATE "C", everyone.key COLLATE "C"`) as unknown as Promise<
      Rows<AttendeeRow>
    >,
  ]);
  const byRegistration = new Map<string, DoorRegistration["attendees"]>();
  for (const a of attendees.rows) {
    const list = byRegistration.get(a.registration_id) ?? [];
    list.push({
      key: a.key,
      name: a.name,
      isPrimaryContact: a.is_primary,
      dietary: a.dietary,
      accessibility: a.accessibility,
      checkedInAt: isoOrNull(a.checked_in_at),
    });
    byRegistration.set(a.registration_id, list);
  }
  return {
    event: { ...event, startsAt: event.startsAt.toISOString() },
    generatedAt: now.toISOString(),
    ticketTypes,
    registrations: registrations.map((r) => ({
      id: r.id,
      // The order's lines share it (docs/decisions/018-codes-and-orders.md); a single line is its own order.
      orderId: r.orderId ?? r.id,
      reference: registrationReference(services.secret, r.id),
      shortReference: shortReference(r.id),
      buyerName: r.buyerName,
      buyerEmail: r.buyerEmail,
      ticketTypeId: r.ticketTypeId,
      ticketType: r.ticketType,
      seats: r.seats,
      status: doorStatus(r, now),
      specialRequests: r.specialRequests,
      attendees: byRegistration.get(r.id) ?? [],
    })),
  };
}

/** Seats checked in of seats expected (active registrations), overall and per ticket type. */
export async function getCheckInCounts(db: Services["db"], eventId: string) {
  const result = (await db.execute(sql`
    SELECT t.id, t.name, t.display_order,
      count(everyone.key)::int AS expected,
      count(checked.checked_in_at)::int AS checked_in
    FROM ${eventTicketTypes} t
    LEFT JOIN ${eventRegistrations} r ON r.ticket_type_id = t.id AND r.status = 'active'
    LEFT JOIN (${everyone(eventId)}) everyone ON everyone.registration_id = r.id
    LEFT JOIN (${checkedInOf(eventId)}) checked
      ON checked.registration_id = everyone.registration_id AND checked.attendee_key = everyone.key
    WHERE t.event_id = ${eventId}
    GROUP BY t.id
    ORDER BY t.display_order, t.name`)) as unknown as Rows<{
    id: string;
    name: string;
    expected: number;
    checked_in: number;
  }>;
  const byTicketType = result.rows.map((r) => ({
    ticketTypeId: r.id,
    name: r.name,
    checkedIn: Number(r.checked_in),
    expected: Number(r.expected),
  }));
  return {
    checkedIn: byTicketType.reduce((n, t) => n + t.checkedIn, 0),
    expected: byTicketType.reduce((n, t) => n + t.expected, 0),
    byTicketType,
  };
}

export type CheckInCounts = Awaited<ReturnType<typeof getCheckInCounts>>;

/**
 * What a scanned or typed reference is, for this event. `orderId` names the
 * order the registration is a line of (its own id for a single line): the door
 * shows every line of it (docs/decisions/019-order-at-the-door.md).
 */
export type LookupResult =
  | { result: "this-event"; registrationId: string; orderId: string }
  | { result: "other-event"; eventTitle: string }
  | { result: "invalid" };

export async function lookupReference(
  services: Services,
  eventId: string,
  reference: string,
): Promise<LookupResult> {
  await findEvent(services.db, eventId);
  const registrationId = verifyRegistrationReference(services.secret, reference.trim());
  if (!registrationId) return { result: "invalid" };
  const [found] = await services.db
    .select({
      eventId: eventRegistrations.eventId,
      orderId: eventRegistrations.orderId,
      eventTitle: events.title,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, registrationId));
  if (!found) return { result: "invalid" };
  return found.eventId === eventId
    ? { result: "this-event", registrationId, orderId: found.orderId ?? registrationId }
    : { result: "other-event", eventTitle: found.eventTitle };
}

type KnownRegistration = RegistrationState & {
  id: string;
  eventId: string;
  seats: number;
  guestIds: Set<string>;
};

/** The registrations a batch names, with what their attendee keys can be (the door list's). */
async function knownRegistrations(tx: Tx, ids: string[]) {
  const [registrations, guests] = await Promise.all([
    tx
      .select({
        id: eventRegistrations.id,
        eventId: eventRegistrations.eventId,
        status: eventRegistrations.status,
        needsRefund: eventRegistrations.needsRefund,
        refundResolvedAt: eventRegistrations.refundResolvedAt,
        holdExpiresAt: eventRegistrations.holdExpiresAt,
        seats: SEATS.mapWith(Number),
      })
      .from(eventRegistrations)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventRegistrations.ticketTypeId))
      .where(inArray(eventRegistrations.id, ids)),
    tx
      .select({ id: eventGuests.id, registrationId: eventGuests.registrationId })
      .from(eventGuests)
      .where(inArray(eventGuests.registrationId, ids)),
  ]);
  const known = new Map<string, KnownRegistration>(
    registrations.map((r) => [r.id, { ...r, guestIds: new Set() }]),
  );
  for (const g of guests) known.get(g.registrationId)?.guestIds.add(g.id);
  return known;
}

/** Door-list keys (door-list-admin.ts): every named guest, then `{id}-{n}` for seats named..seats-1. */
function hasAttendee(r: KnownRegistration, key: string) {
  if (r.guestIds.has(key)) return true;
  const match = /^(.+)-(\d{1,4})$/.exec(key);
  if (!match || match[1] !== r.id) return false;
  const n = Number(match[2]);
  return String(n) === match[2] && n >= r.guestIds.size && n < r.seats;
}

function invalidBatch(issues: ErrorIssue[]) {
  return new AppError(422, "validation_failed", issues[0]!.message, issues);
}

type StoredOperation = typeof checkIns.$inferSelect;

/**
 * Applies a batch of queued operations. The whole batch is checked first (the
 * schema, every registration of this event, every attendee key of its
 * registration, times from 14 days ago to 5 minutes ahead): any refusal is a 422
 * naming each operation by its index, and nothing is written. Then, under the
 * event's check-in lock, each new operation is stored with the result it is
 * answered; a re-sent id is answered `duplicate` with its first result.
 */
export async function applyCheckIns(
  services: Services,
  actor: Actor,
  eventId: string,
  input: unknown,
  now = new Date(),
): Promise<{ results: CheckInResult[]; counts: CheckInCounts }> {
  const parsed = checkInBatchSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const batch = parsed.data;
  const issues: ErrorIssue[] = [];
  batch.operations.forEach((operation, i) => {
    const at = new Date(operation.at).getTime();
    if (at > now.getTime() + MAX_FUTURE_MS) {
      issues.push({
        path: `operations.${i}.at`,
        message: "A check-in time is in the future: check the device's clock.",
      });
    } else if (at < now.getTime() - MAX_AGE_MS) {
      issues.push({
        path: `operations.${i}.at`,
        message: "A check-in time is more than 14 days old.",
      });
    }
  });
  if (issues.length) throw invalidBatch(issues);

  const outcome = await services.db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: events.id, title: events.title })
      .from(events)
      .where(eq(events.id, eventId));
    if (!event) throw notFound("Event not found");
    // One writer of an event's check-ins at a time, on every instance; sales are not held up.
    await advisoryLock(tx, `check-ins:${eventId}`);

    const registrationIds = [...new Set(batch.operations.map((o) => o.registrationId))];
    const known = await knownRegistrations(tx, registrationIds);
    batch.operations.forEach((operation, i) => {
      const registration = known.get(operation.registrationId);
      if (!registration || registration.eventId !== eventId) {
        issues.push({
          path: `operations.${i}.registrationId`,
          message: "Unknown registration for this event.",
        });
      } else if (!hasAttendee(registration, operation.attendeeKey)) {
        issues.push({
          path: `operations.${i}.attendeeKey`,
          message: "Unknown guest for this registration.",
        });
      }
    });
    if (issues.length) throw invalidBatch(issues);

    const ids = batch.operations.map((o) => o.id);
    const [seen, history] = await Promise.all([
      tx.select().from(checkIns).where(inArray(checkIns.id, ids)),
      tx
        .select()
        .from(checkIns)
        .where(
          and(
            inArray(checkIns.registrationId, registrationIds),
            sql`${checkIns.outcome} <> 'refused'`,
          ),
        ),
    ]);
    const stored = new Map<string, StoredOperation>(seen.map((s) => [s.id, s]));
    const guestOps = new Map<string, FoldOperation[]>();
    const guestOf = (registrationId: string, key: string) => `${registrationId} ${key}`;
    for (const h of history) {
      const list = guestOps.get(guestOf(h.registrationId, h.attendeeKey)) ?? [];
      list.push({
        id: h.id,
        op: h.op,
        occurredAt: h.occurredAt,
        recordedAt: h.recordedAt,
        seq: h.seq,
      });
      guestOps.set(guestOf(h.registrationId, h.attendeeKey), list);
    }

    const results: CheckInResult[] = [];
    const rows: Omit<StoredOperation, "seq">[] = [];
    let seq = Number.MAX_SAFE_INTEGER - batch.operations.length;
    for (const operation of batch.operations) {
      const first = stored.get(operation.id);
      if (first) {
        results.push(duplicateOf(first, operation));
        continue;
      }
      const registration = known.get(operation.registrationId)!;
      const status = doorStatus(registration, now);
      let result: CheckInResult;
      if (status !== "active") {
        result = {
          id: operation.id,
          status: "refused",
          checkedInAt: null,
          message: REFUSALS[status],
        };
      } else {
        const guest = guestOf(operation.registrationId, operation.attendeeKey);
        const list = guestOps.get(guest) ?? [];
        // Not stored yet: it sorts after everything stored at the same device time.
        list.push({
          id: operation.id,
          op: operation.op,
          occurredAt: new Date(operation.at),
          recordedAt: now,
          seq: seq++,
        });
        guestOps.set(guest, list);
        const { checkedIn, steps } = foldCheckIns(list);
        const step = steps.get(operation.id)!;
        const winner = checkedIn ? checkedIn.occurredAt.toISOString() : null;
        result =
          operation.op === "check-in" && step.before
            ? {
                id: operation.id,
                status: "already",
                checkedInAt: step.before.occurredAt.toISOString(),
              }
            : { id: operation.id, status: "applied", checkedInAt: winner };
      }
      results.push(result);
      const row = {
        id: operation.id,
        eventId,
        registrationId: operation.registrationId,
        attendeeKey: operation.attendeeKey,
        op: operation.op,
        occurredAt: new Date(operation.at),
        recordedAt: now,
        deviceId: batch.deviceId,
        staffUserId: actor.id,
        outcome: result.status as StoredOperation["outcome"],
        checkedInAt: result.checkedInAt ? new Date(result.checkedInAt) : null,
        message: result.message ?? null,
      } satisfies Omit<StoredOperation, "seq">;
      rows.push(row);
      stored.set(operation.id, { ...row, seq: 0 });
    }
    if (rows.length) {
      await tx.insert(checkIns).values(rows);
      const tally = (status: string, op?: string) =>
        rows.filter((r) => r.outcome === status && (!op || r.op === op)).length;
      // One entry per batch: the Activity page stays readable on an event night;
      // check_ins itself keeps each operation with its staff member and device.
      await recordAudit(tx, {
        actor,
        action: "create",
        entity: "check_ins",
        entityId: eventId,
        after: {
          event: event.title,
          device: batch.deviceId,
          checkedIn: tally("applied", "check-in"),
          undone: tally("applied", "undo"),
          alreadyCheckedIn: tally("already"),
          refused: tally("refused"),
          duplicates: batch.operations.length - rows.length,
        },
      });
    }
    return results;
  });
  return { results: outcome, counts: await getCheckInCounts(services.db, eventId) };
}

/** A re-sent id: its first result again, marked `duplicate` (`original` says what it was). */
function duplicateOf(
  first: StoredOperation,
  operation: { id: string; registrationId: string; attendeeKey: string; op: string },
): CheckInResult {
  if (
    first.registrationId !== operation.registrationId ||
    first.attendeeKey !== operation.attendeeKey ||
    first.op !== operation.op
  ) {
    return {
      id: operation.id,
      status: "refused",
      checkedInAt: null,
      message: "This operation id was already used for another check-in.",
    };
  }
  return {
    id: operation.id,
    status: "duplicate",
    original: first.outcome,
    checkedInAt: isoOrNull(first.checkedInAt),
    ...(first.message ? { message: first.message } : {}),
  };
}
