import { describe, expect, test } from "vitest";
import type { CheckInOperation, DoorCopy, DoorRegistration } from "../schemas/check-in";
import {
  applyOperation,
  countCheckIns,
  matchScan,
  mergeResults,
  orderAdmission,
  orderOf,
  refusalReason,
  searchCopy,
  searchOrders,
  withQueued,
} from "./check-in-state";

const REG_A = "11111111-1111-4111-8111-111111111111";
const REG_B = "22222222-2222-4222-8222-222222222222";
const REG_C = "33333333-3333-4333-8333-333333333333";

function registration(
  overrides: Partial<DoorRegistration> & Pick<DoorRegistration, "id">,
): DoorRegistration {
  return {
    reference: `HOMEFRONT-REG:${overrides.id}.sig`,
    shortReference: overrides.id.slice(0, 8).toUpperCase(),
    buyerName: "Buyer",
    buyerEmail: "buyer@example.org",
    ticketTypeId: "t-general",
    ticketType: "General",
    seats: 1,
    status: "active",
    specialRequests: null,
    attendees: [
      {
        key: `${overrides.id}-1`,
        name: overrides.buyerName ?? "Buyer",
        isPrimaryContact: true,
        dietary: null,
        accessibility: null,
        checkedInAt: null,
      },
    ],
    ...overrides,
  };
}

const copy: DoorCopy = {
  event: {
    id: "e1",
    title: "Veterans Day Dinner",
    startsAt: "2026-11-11T23:00:00Z",
    location: "Hall",
  },
  generatedAt: "2026-11-11T20:00:00Z",
  ticketTypes: [
    { id: "t-general", name: "General" },
    { id: "t-vip", name: "VIP" },
  ],
  registrations: [
    registration({
      id: REG_A,
      buyerName: "Dana Ruiz",
      buyerEmail: "dana@example.org",
      seats: 2,
      attendees: [
        {
          key: "g-dana",
          name: "Dana Ruiz",
          isPrimaryContact: true,
          dietary: "Vegan",
          accessibility: null,
          checkedInAt: null,
        },
        {
          key: "g-lee",
          name: "Lee Ruiz",
          isPrimaryContact: false,
          dietary: null,
          accessibility: "Wheelchair",
          checkedInAt: null,
        },
      ],
    }),
    registration({
      id: REG_B,
      buyerName: "Zoë Adams",
      buyerEmail: "zoe@example.org",
      ticketTypeId: "t-vip",
      ticketType: "VIP",
    }),
    registration({ id: REG_C, buyerName: "Dan Cole", status: "cancelled" }),
  ],
};

const op = (overrides: Partial<CheckInOperation>): CheckInOperation => ({
  id: crypto.randomUUID(),
  op: "check-in",
  registrationId: REG_A,
  attendeeKey: "g-dana",
  at: "2026-11-11T23:04:00Z",
  ...overrides,
});

describe("matching a scan", () => {
  test("a scanned code matches its registration's signed reference exactly", () => {
    expect(matchScan(copy, `HOMEFRONT-REG:${REG_B}.sig\n`)?.buyerName).toBe("Zoë Adams");
  });
  test("a code that differs in one character, or a short reference, matches nothing", () => {
    expect(matchScan(copy, `HOMEFRONT-REG:${REG_B}.sih`)).toBeUndefined();
    expect(matchScan(copy, REG_B.slice(0, 8).toUpperCase())).toBeUndefined();
    expect(matchScan(copy, "  ")).toBeUndefined();
  });
});

describe("searching the copy", () => {
  test("finds a registration by a guest's name, the buyer's e-mail or the short reference, whatever the case or accents", () => {
    expect(searchCopy(copy, "lee").map((r) => r.id)).toEqual([REG_A]);
    expect(searchCopy(copy, "ZOE@EXAMPLE").map((r) => r.id)).toEqual([REG_B]);
    expect(searchCopy(copy, "zoe adams").map((r) => r.id)).toEqual([REG_B]);
    expect(searchCopy(copy, `#${REG_A.slice(0, 8).toUpperCase()}`).map((r) => r.id)).toEqual([
      REG_A,
    ]);
  });
  test("lists admitted registrations before the others, and nothing for an empty query", () => {
    expect(searchCopy(copy, "dan").map((r) => r.id)).toEqual([REG_A, REG_C]);
    expect(searchCopy(copy, "   ")).toEqual([]);
  });
});

test("only active registrations are admitted; the others say why", () => {
  expect(refusalReason(copy.registrations[0]!)).toBeNull();
  expect(refusalReason(copy.registrations[2]!)).toBe("This registration was cancelled.");
  expect(refusalReason({ ...copy.registrations[0]!, status: "pending" })).toMatch(/Not paid yet/);
});

describe("applying operations", () => {
  test("a check-in sets the time once: the first check-in wins, undo clears it", () => {
    const first = applyOperation(copy, op({}));
    const second = applyOperation(first, op({ at: "2026-11-11T23:30:00Z" }));
    expect(second.registrations[0]!.attendees[0]!.checkedInAt).toBe("2026-11-11T23:04:00Z");
    const undone = applyOperation(second, op({ op: "undo" }));
    expect(undone.registrations[0]!.attendees[0]!.checkedInAt).toBeNull();
    expect(copy.registrations[0]!.attendees[0]!.checkedInAt).toBeNull();
  });
  test("a cancelled registration cannot be checked in", () => {
    const after = applyOperation(copy, op({ registrationId: REG_C, attendeeKey: `${REG_C}-1` }));
    expect(after).toBe(copy);
  });
});

test("counts seats checked in of seats expected, overall and by ticket type, leaving out refused registrations", () => {
  const after = withQueued(copy, [
    op({}),
    op({ registrationId: REG_B, attendeeKey: `${REG_B}-1` }),
  ]);
  expect(countCheckIns(copy)).toMatchObject({ checkedIn: 0, expected: 3 });
  expect(countCheckIns(after)).toEqual({
    checkedIn: 2,
    expected: 3,
    byTicketType: [
      { id: "t-general", name: "General", checkedIn: 1, expected: 2 },
      { id: "t-vip", name: "VIP", checkedIn: 1, expected: 1 },
    ],
  });
});

describe("merging the server's answers", () => {
  test("answered operations leave the queue; unanswered ones stay to be sent again", () => {
    const a = op({});
    const b = op({ attendeeKey: "g-lee" });
    const merged = mergeResults(copy, [a, b], [{ id: a.id, status: "applied", checkedInAt: a.at }]);
    expect(merged.queue).toEqual([b]);
    expect(merged.copy.registrations[0]!.attendees[0]!.checkedInAt).toBe(a.at);
    expect(merged.notices).toEqual([]);
  });
  test("'already' takes the winning check-in's time and tells the volunteer", () => {
    const a = op({ at: "2026-11-11T23:30:00Z" });
    const merged = mergeResults(
      copy,
      [a],
      [{ id: a.id, status: "already", checkedInAt: "2026-11-11T23:04:00Z" }],
    );
    expect(merged.copy.registrations[0]!.attendees[0]!.checkedInAt).toBe("2026-11-11T23:04:00Z");
    expect(merged.notices).toEqual([
      expect.objectContaining({
        kind: "already",
        attendeeName: "Dana Ruiz",
        checkedInAt: "2026-11-11T23:04:00Z",
      }),
    ]);
  });
  test("a re-sent operation first refused is still refused", () => {
    const a = op({});
    const merged = mergeResults(
      copy,
      [a],
      [{ id: a.id, status: "duplicate", original: "refused", message: "Cancelled." }],
    );
    expect(merged.copy).toBe(copy);
    expect(merged.notices).toEqual([
      expect.objectContaining({ kind: "refused", message: "Cancelled." }),
    ]);
  });
  test("'refused' drops the operation with the server's message, and a re-sent one counts as applied", () => {
    const a = op({});
    const b = op({ attendeeKey: "g-lee" });
    const merged = mergeResults(
      copy,
      [a, b],
      [
        { id: a.id, status: "refused", message: "This registration was cancelled." },
        { id: b.id, status: "duplicate", checkedInAt: "2026-11-11T23:01:00Z" },
      ],
    );
    expect(merged.queue).toEqual([]);
    expect(merged.copy.registrations[0]!.attendees.map((x) => x.checkedInAt)).toEqual([
      null,
      "2026-11-11T23:01:00Z",
    ]);
    expect(merged.notices).toEqual([
      expect.objectContaining({
        kind: "refused",
        attendeeName: "Dana Ruiz",
        message: "This registration was cancelled.",
      }),
    ]);
  });
});

describe("orders of several ticket types (docs/decisions/019-order-at-the-door.md)", () => {
  const ORDER = "44444444-4444-4444-8444-444444444444";
  const CHILD = "55555555-5555-4555-8555-555555555555";
  const SNACK = "66666666-6666-4666-8666-666666666666";
  const guest = (key: string, name: string, checkedInAt: string | null = null) => ({
    key,
    name,
    isPrimaryContact: false,
    dietary: null,
    accessibility: null,
    checkedInAt,
  });
  const family: DoorCopy = {
    ...copy,
    ticketTypes: [
      { id: "t-adult", name: "Adult" },
      { id: "t-child", name: "Child" },
      { id: "t-snack", name: "Snack pass" },
    ],
    registrations: [
      // In the copy's name order; the lines of one order need not be next to each other.
      registration({
        id: CHILD,
        orderId: ORDER,
        buyerName: "Ana Family",
        ticketTypeId: "t-child",
        ticketType: "Child",
        seats: 3,
        attendees: [
          guest("g-kid1", "Kid One"),
          guest("g-kid2", "Kid Two", "2026-11-11T23:01:00Z"),
          guest("g-kid3", "Kid Three"),
        ],
      }),
      registration({ id: REG_B, buyerName: "Bo Solo" }),
      registration({
        id: SNACK,
        orderId: ORDER,
        buyerName: "Ana Family",
        ticketTypeId: "t-snack",
        ticketType: "Snack pass",
        status: "cancelled",
        attendees: [guest("g-snack", "Pat Snack")],
      }),
      registration({
        id: ORDER,
        orderId: ORDER,
        buyerName: "Ana Family",
        ticketTypeId: "t-adult",
        ticketType: "Adult",
        seats: 2,
        attendees: [guest("g-ana", "Ana Family"), guest("g-ben", "Ben Family")],
      }),
      // A copy stored before orders came to the door has no orderId: a line of its own.
      registration({ id: REG_C, buyerName: "Cy Old", orderId: undefined }),
    ],
  };

  test("the order's QR code (its first row) or any line gives every line, the first row first, then by ticket type", () => {
    const scanned = matchScan(family, `HOMEFRONT-REG:${ORDER}.sig`)!;
    expect(orderOf(family, scanned.id)?.lines.map((r) => r.ticketType)).toEqual([
      "Adult",
      "Child",
      "Snack pass",
    ]);
    expect(orderOf(family, CHILD)?.id).toBe(ORDER);
    expect(orderOf(family, REG_B)?.lines.map((r) => r.id)).toEqual([REG_B]);
    expect(orderOf(family, REG_C)).toEqual({ id: REG_C, lines: [family.registrations[4]] });
    expect(orderOf(family, "77777777-7777-4777-8777-777777777777")).toBeUndefined();
  });

  test("check in all takes every guest of the admitted lines not yet in; a cancelled line counts for nothing", () => {
    const order = orderOf(family, ORDER)!;
    const admission = orderAdmission(order);
    expect(admission.admitted.map((r) => r.id)).toEqual([ORDER, CHILD]);
    expect(admission.waiting.map((g) => [g.registrationId, g.attendee.key])).toEqual([
      [ORDER, "g-ana"],
      [ORDER, "g-ben"],
      [CHILD, "g-kid1"],
      [CHILD, "g-kid3"],
    ]);
    expect([admission.checkedIn, admission.expected]).toEqual([1, 5]);
    // Applying them checks in four guests; the counts by ticket type keep their meaning.
    const after = withQueued(
      family,
      admission.waiting.map((g) =>
        op({ registrationId: g.registrationId, attendeeKey: g.attendee.key }),
      ),
    );
    expect(orderAdmission(orderOf(after, ORDER)!).waiting).toEqual([]);
    expect(countCheckIns(after).byTicketType).toEqual([
      { id: "t-adult", name: "Adult", checkedIn: 2, expected: 2 },
      { id: "t-child", name: "Child", checkedIn: 3, expected: 3 },
      { id: "t-general", name: "General", checkedIn: 0, expected: 2 },
    ]);
  });

  test("a search matching any line shows the whole order once", () => {
    expect(searchOrders(family, "kid").map((o) => [o.id, o.lines.length])).toEqual([[ORDER, 3]]);
    expect(searchOrders(family, "family").map((o) => o.id)).toEqual([ORDER]);
    expect(searchOrders(family, "o").map((o) => o.id)).toEqual([ORDER, REG_B, REG_C]);
    expect(searchOrders(family, "o", 1).map((o) => o.id)).toEqual([ORDER]);
  });
});
