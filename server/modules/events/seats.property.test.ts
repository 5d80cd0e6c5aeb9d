// Property (DESIGN "Capacity", SPEC §9): whatever happens to an event's
// registrations, the "remaining" the public pages and the registration dialog
// show is exactly what a new registration is allowed to take.
import { asc, eq, TransactionRollbackError } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { eventRegistrations, eventTicketTypes } from "../../db/schema";
import { AppError } from "../../errors";
import { dispatchPaymentEvent } from "../payment-events/index.server";
import type { PaymentEvent } from "../../payments/provider";
import { adminUser } from "../../test/admin-context";
import { createEvent, createTicketType } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { registrationRequestSchema } from "../../../shared/schemas/registration";
import { registrationEditSchema } from "../../../shared/schemas/registration-edit";
import { getEventDetail, type EventDetail } from "./event-detail";
import { createRegistration, expireLapsedHolds, updateRegistration } from "../orders/index.server";

// The check-in QR image plays no part in seats; a fixed one keeps the many runs quick.
vi.mock("../orders/registration-reference", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../orders/registration-reference")>()),
  registrationQrPng: async () => "iVBORw0KGgo=",
}));

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = new Date("2031-03-01T15:00:00Z");

const scenario = fc.record({
  maxCapacity: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10 })),
  types: fc.array(
    fc.record({
      seatsPerUnit: fc.integer({ min: 1, max: 3 }),
      // At most 3 × 3 = 9 seats in one order: within what one buyer may hold
      // (decision 010), so every refusal here is about seats.
      quantityAvailable: fc.integer({ min: 1, max: 3 }),
      paid: fc.boolean(),
    }),
    { minLength: 2, maxLength: 3 },
  ),
  steps: fc.array(
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          op: fc.constant("register" as const),
          type: fc.nat(),
          // "rest" takes all that is shown, so sold-out moments come often.
          quantity: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant("rest" as const)),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          op: fc.constant("wait" as const),
          minutes: fc.integer({ min: 5, max: 40 }),
        }),
      },
      { weight: 3, arbitrary: fc.record({ op: fc.constant("pay" as const), pick: fc.nat() }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constant("cancel" as const), pick: fc.nat() }) },
      {
        weight: 2,
        arbitrary: fc.record({ op: fc.constant("reactivate" as const), pick: fc.nat() }),
      },
      { weight: 1, arbitrary: fc.record({ op: fc.constant("sweep" as const) }) },
    ),
    { minLength: 4, maxLength: 14 },
  ),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
type TypeRow = typeof eventTicketTypes.$inferSelect;
type Registration = typeof eventRegistrations.$inferSelect;

/** 'ok', or the status of the AppError it was refused with. */
async function outcome(promise: Promise<unknown>) {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

// Every order is another buyer: one buyer's new hold would replace their earlier
// one, and one buyer's checkouts are capped per hour (decision 010).
let buyers = 0;
function order(eventId: string, type: TypeRow, quantity: number) {
  const seats = quantity * type.seatsPerUnit;
  return registrationRequestSchema.parse({
    eventId,
    ticketTypeId: type.id,
    quantity,
    customerName: "Pat Buyer",
    customerEmail: `buyer-${++buyers}@example.org`,
    // SPEC §5: one guest per seat once an order has more than one.
    guests:
      seats > 1 ? Array.from({ length: seats }, (_, i) => ({ guest_name: `Guest ${i + 1}` })) : [],
  });
}

const edit = (status: "active" | "cancelled") =>
  registrationEditSchema.parse({
    customerName: "Pat Buyer",
    customerEmail: "pat@example.org",
    status,
    guests: [],
  });

/** What the payment provider sends when a checkout is paid. */
function paymentFor(registrationId: string): PaymentEvent {
  return {
    id: `evt_${crypto.randomUUID()}`,
    provider: "demo",
    type: "checkout.session.completed",
    kind: "registration",
    metadata: { registrationId },
    sessionId: null,
    paymentStatus: "paid",
    subscriptionId: null,
    invoiceId: null,
    billingReason: null,
    customerId: null,
    customerEmail: null,
    paymentIntentId: null,
    amountCents: null,
    createdAt: new Date(),
    raw: null,
  };
}

/** Runs `work` in a transaction that is always rolled back, so a probe changes nothing. */
async function rolledBack(work: (services: TestServices) => Promise<void>) {
  await services.db
    .transaction(async (tx) => {
      await work({ ...services, db: tx });
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
}

async function run({ maxCapacity, types: typeSpecs, steps }: Scenario) {
  let now = START;
  vi.setSystemTime(now);
  const event = await createEvent(services.db, {
    maxCapacity,
    startsAt: new Date(START.getTime() + 30 * DAY),
  });
  const types: TypeRow[] = [];
  for (const spec of typeSpecs) {
    const { seatsPerUnit, quantityAvailable, paid } = spec;
    types.push(
      await createTicketType(services.db, event.id, {
        seatsPerUnit,
        quantityAvailable,
        priceCents: paid ? 1500 : 0,
      }),
    );
  }
  const typeOf = (id: string) => types.find((t) => t.id === id)!;
  const registrations = () =>
    services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id))
      .orderBy(asc(eventRegistrations.registeredAt), asc(eventRegistrations.id));
  const shownNow = async () => (await getEventDetail(services.db, event.id, { now }))!;
  const remainingOf = (shown: EventDetail, typeId: string) =>
    shown.ticketTypes.find((t) => t.id === typeId)!.unitsRemaining;

  async function check(label: string) {
    const shown = await shownNow();
    // SPEC §9, counted here independently: seats of active registrations and of unexpired holds.
    const taken = (await registrations())
      .filter((r) => r.status === "active" || (r.status === "pending" && r.holdExpiresAt! > now))
      .reduce((sum, r) => sum + r.quantity * typeOf(r.ticketTypeId).seatsPerUnit, 0);
    const capacity =
      maxCapacity || types.reduce((sum, t) => sum + t.quantityAvailable * t.seatsPerUnit, 0);
    expect(shown.seatsTaken, label).toBe(taken);
    expect(taken, `${label}: oversold`).toBeLessThanOrEqual(capacity);
    expect(shown.seatsRemaining, label).toBe(capacity - taken);
    const sellable = types.map((t) => remainingOf(shown, t.id) * t.seatsPerUnit);
    if (maxCapacity === 0)
      expect(
        sellable.reduce((a, b) => a + b, 0),
        label,
      ).toBe(shown.seatsRemaining);
    else expect(Math.max(...sellable), label).toBeLessThanOrEqual(shown.seatsRemaining);

    for (const type of types) {
      const remaining = remainingOf(shown, type.id);
      await rolledBack(async (inTx) => {
        const more = await outcome(
          createRegistration(inTx, order(event.id, type, remaining + 1), { now }),
        );
        expect(more, `${label}: ${remaining + 1} of ${type.id} is one more than shown`).toBe(409);
        if (remaining > 0) {
          const exact = await outcome(
            createRegistration(inTx, order(event.id, type, remaining), { now }),
          );
          expect(exact, `${label}: ${remaining} of ${type.id} is what is shown`).toBe("ok");
        }
      });
    }
  }

  await check("at the start");
  for (const [index, step] of steps.entries()) {
    const label = `step ${index} ${JSON.stringify(step)}`;
    const before = await shownNow();
    const rows = await registrations();
    const fits = (r: { quantity: number; ticketTypeId: string }) =>
      r.quantity <= remainingOf(before, r.ticketTypeId);
    const pick = (list: Registration[], at: number) => list[at % Math.max(list.length, 1)];
    switch (step.op) {
      case "register": {
        const type = types[step.type % types.length]!;
        const quantity =
          step.quantity === "rest" ? Math.max(1, remainingOf(before, type.id)) : step.quantity;
        const result = await outcome(
          createRegistration(services, order(event.id, type, quantity), { now }),
        );
        expect(result, label).toBe(fits({ quantity, ticketTypeId: type.id }) ? "ok" : 409);
        break;
      }
      case "wait":
        now = new Date(now.getTime() + step.minutes * MINUTE);
        vi.setSystemTime(now);
        break;
      case "sweep":
        await expireLapsedHolds(services.db, now);
        break;
      case "pay": {
        const target = pick(
          rows.filter((r) => ["pending", "expired"].includes(r.status) && !r.needsRefund),
          step.pick,
        );
        if (!target) break;
        const holdLive = target.status === "pending" && target.holdExpiresAt! > now;
        await dispatchPaymentEvent(services, paymentFor(target.id));
        const [after] = await services.db
          .select()
          .from(eventRegistrations)
          .where(eq(eventRegistrations.id, target.id));
        // A live hold is simply paid; a lapsed one only while its seats are still free (DESIGN "Payments").
        const accepted = holdLive || fits(target);
        expect({ status: after!.status, needsRefund: after!.needsRefund }, label).toEqual(
          accepted
            ? { status: "active", needsRefund: false }
            : { status: target.status, needsRefund: true },
        );
        break;
      }
      case "cancel": {
        const target = pick(
          rows.filter((r) => r.status !== "cancelled"),
          step.pick,
        );
        if (target)
          await updateRegistration(
            services.db,
            adminUser,
            event.id,
            target.id,
            edit("cancelled"),
            now,
          );
        break;
      }
      case "reactivate": {
        const target = pick(
          rows.filter((r) => r.status === "cancelled"),
          step.pick,
        );
        if (!target) break;
        const result = await outcome(
          updateRegistration(services.db, adminUser, event.id, target.id, edit("active"), now),
        );
        expect(result, label).toBe(fits(target) ? "ok" : 409);
        break;
      }
    }
    await check(label);
  }
}

describe("seats", () => {
  // About 10 s on PGlite; the time limit leaves room for a busy machine and for shrinking a failure.
  test("the remaining shown publicly is always what a new registration may take", async () => {
    // Only Date is faked: payment fulfilment reads the clock, and the scenario moves it.
    vi.useFakeTimers({ toFake: ["Date"] });
    await fc.assert(fc.asyncProperty(scenario, run), { numRuns: 25 });
  }, 120_000);
});
