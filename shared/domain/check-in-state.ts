// The door's check-in screen works from a copy of the event's guest list kept on
// the device (DESIGN "After the sale": check-in works offline and queues
// operations with client-made ids; docs/decisions/015-offline-check-in.md).
// Everything here is pure: the screen keeps the copy as the server last sent it
// plus the operations not yet synced, and shows the two combined.
import type {
  CheckInOperation,
  CheckInResult,
  DoorCopy,
  DoorRegistration,
} from "../schemas/check-in";
// The order a registration is a line of; a copy stored before orders came to the
// door has no `orderId`, so each of its rows is its own order.
import { orderIdOf } from "./orders";

/** The registration a scanned QR code belongs to: an exact match of its signed reference. */
export function matchScan(copy: DoorCopy, scanned: string): DoorRegistration | undefined {
  const text = scanned.trim();
  if (!text) return undefined;
  return copy.registrations.find((r) => r.reference === text);
}

const fold = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * Registrations matching every word of `query` in the buyer's name or e-mail,
 * a guest's name, or the short reference ("#1A2B3C4D" or "1a2b"). Admitted
 * registrations come first, then by buyer name.
 */
export function searchCopy(copy: DoorCopy, query: string, limit = 20): DoorRegistration[] {
  const words = fold(query).replace(/#/g, " ").split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found = copy.registrations.filter((r) => {
    const haystack = fold(
      [r.buyerName, r.buyerEmail, r.shortReference, ...r.attendees.map((a) => a.name)].join(" \n "),
    );
    return words.every((word) => haystack.includes(word));
  });
  return found
    .sort(
      (a, b) =>
        Number(b.status === "active") - Number(a.status === "active") ||
        a.buyerName.localeCompare(b.buyerName),
    )
    .slice(0, limit);
}

/**
 * One order as the door shows it: every line (one registration per ticket type,
 * docs/decisions/018-codes-and-orders.md), the order's first row first. The
 * confirmation e-mail's QR code is the first row's; a scan shows every line
 * (docs/decisions/019-order-at-the-door.md).
 */
export type DoorOrder = { id: string; lines: DoorRegistration[] };

/** The lines of each order among `orderIds`, from one pass over the copy: first row first, then by ticket type. */
function linesOf(copy: DoorCopy, orderIds: ReadonlySet<string>) {
  const rank = new Map(copy.ticketTypes.map((t, i) => [t.id, i]));
  const byOrder = new Map<string, DoorRegistration[]>();
  for (const r of copy.registrations) {
    const orderId = orderIdOf(r);
    if (!orderIds.has(orderId)) continue;
    const list = byOrder.get(orderId) ?? [];
    list.push(r);
    byOrder.set(orderId, list);
  }
  for (const [orderId, list] of byOrder) {
    list.sort(
      (a, b) =>
        Number(b.id === orderId) - Number(a.id === orderId) ||
        (rank.get(a.ticketTypeId) ?? Infinity) - (rank.get(b.ticketTypeId) ?? Infinity) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }
  return byOrder;
}

/** The whole order a registration belongs to (every line of it in the copy); undefined when it is not in the copy. */
export function orderOf(copy: DoorCopy, registrationId: string): DoorOrder | undefined {
  const registration = copy.registrations.find((r) => r.id === registrationId);
  if (!registration) return undefined;
  const id = orderIdOf(registration);
  return { id, lines: linesOf(copy, new Set([id])).get(id) ?? [registration] };
}

/**
 * Search (as `searchCopy`) by order: a match on any line (a child's name on the
 * children's line) brings the whole order, once. Orders with an admitted line
 * come first, then by buyer name.
 */
export function searchOrders(copy: DoorCopy, query: string, limit = 20): DoorOrder[] {
  const ids: string[] = [];
  for (const r of searchCopy(copy, query, Infinity)) {
    const id = orderIdOf(r);
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === limit) break;
  }
  const byOrder = linesOf(copy, new Set(ids));
  return ids.map((id) => ({ id, lines: byOrder.get(id) ?? [] }));
}

/** A guest of an order, with the line (registration) it belongs to. */
export type OrderGuest = {
  registrationId: string;
  attendee: DoorRegistration["attendees"][number];
};

/**
 * Who can still be checked in (guests of admitted lines not yet in) and how many
 * of the admitted lines' guests are in. A line that is not admitted (cancelled,
 * unpaid…) counts for neither, as in `countCheckIns`.
 */
export function orderAdmission(order: DoorOrder) {
  const admitted = order.lines.filter((r) => r.status === "active");
  const guests: OrderGuest[] = admitted.flatMap((r) =>
    r.attendees.map((attendee) => ({ registrationId: r.id, attendee })),
  );
  const waiting = guests.filter((g) => !g.attendee.checkedInAt);
  return { admitted, waiting, checkedIn: guests.length - waiting.length, expected: guests.length };
}

/** Why a registration is not admitted, in the words the door volunteer sees; null when it is. */
export function refusalReason(registration: DoorRegistration): string | null {
  switch (registration.status) {
    case "active":
      return null;
    case "pending":
      return "Not paid yet: this order is still waiting for payment.";
    case "cancelled":
      return "This registration was cancelled.";
    case "expired":
      return "This order expired before it was paid.";
    case "needs-refund":
      return "Paid after the event sold out: this order is waiting for a refund.";
  }
}

/**
 * The copy with one operation applied. For one guest the earliest check-in
 * wins: a check-in of someone already in changes nothing. This is one step of
 * the server's fold (./check-in-fold.ts); the queue is applied in the order it
 * was tapped, which on one device is the fold's order.
 * Operations on registrations that are not admitted are ignored.
 */
export function applyOperation(copy: DoorCopy, op: CheckInOperation): DoorCopy {
  let changed = false;
  const registrations = copy.registrations.map((r) => {
    if (r.id !== op.registrationId || r.status !== "active") return r;
    const attendees = r.attendees.map((a) => {
      if (a.key !== op.attendeeKey) return a;
      const checkedInAt = op.op === "undo" ? null : (a.checkedInAt ?? op.at);
      if (checkedInAt === a.checkedInAt) return a;
      changed = true;
      return { ...a, checkedInAt };
    });
    return changed ? { ...r, attendees } : r;
  });
  return changed ? { ...copy, registrations } : copy;
}

/** The copy as the screen shows it: the downloaded copy with every queued operation applied, in order. */
export function withQueued(copy: DoorCopy, queue: readonly CheckInOperation[]): DoorCopy {
  return queue.reduce(applyOperation, copy);
}

export type CheckInCounts = {
  checkedIn: number;
  expected: number;
  byTicketType: { id: string; name: string; checkedIn: number; expected: number }[];
};

/** Seats checked in of seats expected (admitted registrations only), overall and by ticket type. */
export function countCheckIns(copy: DoorCopy): CheckInCounts {
  const byType = new Map(
    copy.ticketTypes.map((t) => [t.id, { id: t.id, name: t.name, checkedIn: 0, expected: 0 }]),
  );
  for (const r of copy.registrations) {
    if (r.status !== "active") continue;
    let row = byType.get(r.ticketTypeId);
    if (!row) {
      row = { id: r.ticketTypeId, name: r.ticketType, checkedIn: 0, expected: 0 };
      byType.set(r.ticketTypeId, row);
    }
    row.expected += r.seats;
    row.checkedIn += r.attendees.filter((a) => a.checkedInAt).length;
  }
  const byTicketType = [...byType.values()].filter((t) => t.expected > 0);
  return {
    checkedIn: byTicketType.reduce((n, t) => n + t.checkedIn, 0),
    expected: byTicketType.reduce((n, t) => n + t.expected, 0),
    byTicketType,
  };
}

/** Something the volunteer should know about a synced operation. */
export type SyncNotice = {
  operationId: string;
  registrationId: string;
  attendeeName: string;
  kind: "already" | "refused";
  /** For `already`: when the winning check-in happened (ISO). */
  checkedInAt?: string | null;
  message?: string;
};

/**
 * Folds the server's answers to a sent batch into the downloaded copy and the
 * queue: answered operations leave the queue; an applied (or re-sent) one is
 * applied to the copy, at the server's time when it gives one; `already`
 * takes the winning check-in's time; `refused` is dropped, with a notice.
 * Operations without an answer stay queued, to be sent again.
 */
export function mergeResults(
  copy: DoorCopy,
  queue: readonly CheckInOperation[],
  results: readonly CheckInResult[],
): { copy: DoorCopy; queue: CheckInOperation[]; notices: SyncNotice[] } {
  const answers = new Map(results.map((r) => [r.id, r]));
  const notices: SyncNotice[] = [];
  let next = copy;
  const remaining: CheckInOperation[] = [];
  for (const op of queue) {
    const answer = answers.get(op.id);
    if (!answer) {
      remaining.push(op);
      continue;
    }
    const attendeeName = findAttendee(next, op)?.name ?? "This guest";
    // A re-sent operation is answered `duplicate` with what it was answered the first time.
    const status = answer.status === "duplicate" ? (answer.original ?? "applied") : answer.status;
    if (status === "applied") {
      next = applyOperation(
        next,
        op.op === "check-in" && answer.checkedInAt ? { ...op, at: answer.checkedInAt } : op,
      );
    } else if (status === "already") {
      next = setCheckedIn(next, op, answer.checkedInAt ?? op.at);
      notices.push({
        operationId: op.id,
        registrationId: op.registrationId,
        attendeeName,
        kind: "already",
        checkedInAt: answer.checkedInAt ?? null,
      });
    } else {
      notices.push({
        operationId: op.id,
        registrationId: op.registrationId,
        attendeeName,
        kind: "refused",
        message: answer.message ?? "The server did not accept this check-in.",
      });
    }
  }
  return { copy: next, queue: remaining, notices };
}

function findAttendee(copy: DoorCopy, op: CheckInOperation) {
  return copy.registrations
    .find((r) => r.id === op.registrationId)
    ?.attendees.find((a) => a.key === op.attendeeKey);
}

function setCheckedIn(copy: DoorCopy, op: CheckInOperation, checkedInAt: string): DoorCopy {
  return {
    ...copy,
    registrations: copy.registrations.map((r) =>
      r.id !== op.registrationId
        ? r
        : {
            ...r,
            attendees: r.attendees.map((a) =>
              a.key === op.attendeeKey ? { ...a, checkedInAt } : a,
            ),
          },
    ),
  };
}
