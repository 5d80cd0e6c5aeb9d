// The door's queued check-ins, applied (DESIGN "Check-in",
// docs/decisions/014-check-in-sync.md). The door screen works offline and sends
// its queued operations in batches with ids it made. Each id is stored once; a
// guest's state is the fold of its operations by device time
// (shared/domain/check-in-fold.ts), so batches may arrive late, twice or out of
// order and every device ends up showing the same thing. Permission: `door`.
//
// What a batch of door check-ins may name (DESIGN "Check-in",
// docs/decisions/014-check-in-sync.md): times from a queue kept offline a while,
// not for weeks, registrations of the door's event, and attendee keys of the
// door list (./door-list-admin.ts). A batch with any refusal is refused whole.
import { and, eq, inArray, sql } from "drizzle-orm";
import { advisoryLock } from "../../db/advisory-lock";
import {
  checkIns,
  events,
  eventGuests,
  eventRegistrations,
  eventTicketTypes,
} from "../../db/schema";
import { notFound, validationError, type ErrorIssue, AppError } from "../../errors";
import { foldCheckIns, type FoldOperation } from "../../../shared/domain/check-in-fold";
import { checkInBatchSchema, type CheckInResult } from "../../../shared/schemas/check-in";
import { recordAudit, type Actor } from "../../core/index.server";
import { getCheckInCounts, type CheckInCounts } from "./check-in-counts";
import { isoOrNull } from "./check-in-state";
import {
  doorStatus,
  REFUSALS,
  type DoorServices,
  SEATS,
  type RegistrationState,
} from "./door-admission";
import type { Tx } from "../../db/client";

/** A device clock may run a little fast; a queue may wait offline for a while, not for weeks. */
export const MAX_FUTURE_MS = 5 * 60 * 1000;
export const MAX_AGE_MS = 14 * 24 * 3600 * 1000;

type KnownRegistration = RegistrationState & {
  id: string;
  eventId: string;
  seats: number;
  guestIds: Set<string>;
};

/** The registrations a batch names, with what their attendee keys can be (the door list's). */
export async function knownRegistrations(tx: Tx, ids: string[]) {
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
export function hasAttendee(r: KnownRegistration, key: string) {
  if (r.guestIds.has(key)) return true;
  const match = /^(.+)-(\d{1,4})$/.exec(key);
  if (!match || match[1] !== r.id) return false;
  const n = Number(match[2]);
  return String(n) === match[2] && n >= r.guestIds.size && n < r.seats;
}

export function invalidBatch(issues: ErrorIssue[]) {
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
  services: DoorServices,
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
