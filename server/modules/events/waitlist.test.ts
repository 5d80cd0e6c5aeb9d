// Decision 017: the waitlist of a sold-out event, with a controllable clock:
// queue order, an entry updated rather than duplicated, offers made when seats
// free up and counted as taken, an offer that lapses passing on, a claim.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventRegistrations, outbox, waitlistEntries } from "../../db/schema";
import { AppError } from "../../errors";
import { createEvent, createTicketType } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { registrationRequestSchema } from "../../../shared/schemas/registration";
import { waitlistJoinSchema } from "../../../shared/schemas/waitlist";
import { createRegistration, expireLapsedHolds } from "../orders/index.server";
import { countSeats } from "./seats";
import { seatsFreed } from "./seats-freed";
import { offerToken, lockEvent } from "../../core/index.server";
import { OFFER_ONE_TYPE, viewOffer, WAITLIST_FIRST } from "./waitlist-claims";
import { joinWaitlist } from "./waitlist-join";
import { sweepWaitlists } from "./waitlist-sweep";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const HOUR = 60 * 60_000;
const T0 = new Date(Date.now() + 60_000);
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

/** A free event of `capacity` seats with its waitlist on, sold out to one buyer. */
async function soldOutEvent(capacity = 2, overrides: { priceCents?: number } = {}) {
  const event = await createEvent(services.db, {
    maxCapacity: capacity,
    waitlistEnabled: true,
    waitlistOfferHours: 12,
    startsAt: at(24 * 10),
  });
  const type = await createTicketType(services.db, event.id, {
    quantityAvailable: capacity,
    ...overrides,
  });
  return { event, type };
}

let emails = 0;
function order(
  type: { id: string; eventId: string },
  quantity: number,
  extra: Record<string, unknown> = {},
) {
  return registrationRequestSchema.parse({
    eventId: type.eventId,
    ticketTypeId: type.id,
    quantity,
    customerName: "Sam Buyer",
    customerEmail: `buyer-${++emails}@example.org`,
    guests:
      quantity > 1
        ? Array.from({ length: quantity }, (_, i) => ({ guest_name: `Guest ${i + 1}` }))
        : [],
    ...extra,
  });
}

const join = (eventId: string, values: Record<string, unknown>, now = T0) =>
  joinWaitlist(
    services,
    eventId,
    waitlistJoinSchema.parse({ name: "Wai Ting", quantity: 1, ...values }),
    { now },
  );

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

/** Cancels a registration as the buyer's cancel does, at `now`, and frees its seats. */
async function freeSeats(eventId: string, registrationId: string, now: Date) {
  await services.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    await tx
      .update(eventRegistrations)
      .set({ status: "cancelled" })
      .where(eq(eventRegistrations.id, registrationId));
    await seatsFreed(tx, services, eventId, now);
  });
}

const entriesOf = (eventId: string) =>
  services.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, eventId))
    .orderBy(waitlistEntries.joinedAt);

const offerMails = async (to: string) =>
  (await services.db.select().from(outbox).where(eq(outbox.to, to))).filter((m) =>
    m.subject.startsWith("Seats are available"),
  );

describe("joining", () => {
  test("only a sold-out event with its waitlist on takes entries", async () => {
    const open = await createEvent(services.db, { waitlistEnabled: true, maxCapacity: 5 });
    await createTicketType(services.db, open.id, { quantityAvailable: 5 });
    expect(await refusal(join(open.id, { email: "a@example.org" }))).toEqual({
      status: 409,
      message: "Tickets are still available: you can register now.",
    });
    const off = await createEvent(services.db, { waitlistEnabled: false });
    expect((await refusal(join(off.id, { email: "a@example.org" }))).message).toBe(
      "This event has no waitlist.",
    );
  });

  test("a second entry of the same e-mail (any case) updates the first and keeps its place", async () => {
    const { event, type } = await soldOutEvent(1);
    await createRegistration(services, order(type, 1), { now: T0 });
    const first = await join(event.id, { email: "Pat@Example.org" }, T0);
    await join(event.id, { email: "other@example.org" }, at(0.1));
    const again = await join(
      event.id,
      { email: "pat@example.ORG", quantity: 1, name: "Pat Again" },
      at(0.2),
    );
    expect(again.updated).toBe(true);
    expect(again.entry.id).toBe(first.entry.id);
    const entries = await entriesOf(event.id);
    expect(entries.map((e) => e.name)).toEqual(["Pat Again", "Wai Ting"]);
  });

  test("the unique index refuses a duplicate open entry even past the service", async () => {
    const { event, type } = await soldOutEvent(1);
    await createRegistration(services, order(type, 1), { now: T0 });
    await join(event.id, { email: "dup@example.org" });
    await expect(
      services.db
        .insert(waitlistEntries)
        .values({ eventId: event.id, name: "X", email: "DUP@example.org", quantity: 1 }),
    ).rejects.toThrow();
  });
});

describe("offers", () => {
  test("freed seats go to the queue in order, count as taken, lapse and pass on", async () => {
    const { event, type } = await soldOutEvent(2);
    const first = await createRegistration(services, order(type, 1), { now: T0 });
    const second = await createRegistration(services, order(type, 1), { now: T0 });
    await join(event.id, { email: "one@example.org" }, at(0.1));
    await join(event.id, { email: "two@example.org" }, at(0.2));
    await join(event.id, { email: "three@example.org" }, at(0.3));

    await freeSeats(event.id, first.registrationId, at(1));
    let entries = await entriesOf(event.id);
    expect(entries.map((e) => e.status)).toEqual(["offered", "waiting", "waiting"]);
    expect(entries[0]!.offerExpiresAt).toEqual(at(13));
    expect(await offerMails("one@example.org")).toHaveLength(1);
    // The offer holds the freed seat: nobody else can buy it, not even with seats left.
    expect((await countSeats(services.db, [event.id], at(2))).seatsOf(event.id)).toBe(2);
    expect(
      await refusal(createRegistration(services, order(type, 1), { now: at(2) })),
    ).toMatchObject({ status: 409 });

    // Twelve hours later the offer has lapsed: the sweep passes it on.
    await sweepWaitlists(services, at(13));
    entries = await entriesOf(event.id);
    expect(entries.map((e) => e.status)).toEqual(["expired", "offered", "waiting"]);
    expect(await offerMails("two@example.org")).toHaveLength(1);

    // A second freed seat goes to the third person; two open offers never exceed capacity.
    await freeSeats(event.id, second.registrationId, at(14));
    entries = await entriesOf(event.id);
    expect(entries.map((e) => e.status)).toEqual(["expired", "offered", "offered"]);
    expect((await countSeats(services.db, [event.id], at(14))).seatsOf(event.id)).toBe(2);
  });

  test("strict queue order: a head that wants more than is free blocks those behind", async () => {
    const { event, type } = await soldOutEvent(3);
    const regs = [];
    for (let i = 0; i < 3; i++)
      regs.push(await createRegistration(services, order(type, 1), { now: T0 }));
    await join(event.id, { email: "big@example.org", quantity: 2 }, at(0.1));
    await join(event.id, { email: "small@example.org", quantity: 1 }, at(0.2));
    await freeSeats(event.id, regs[0]!.registrationId, at(1));
    expect((await entriesOf(event.id)).map((e) => e.status)).toEqual(["waiting", "waiting"]);
    // Nobody without an offer takes the freed seat while the queue waits for it.
    expect(await refusal(createRegistration(services, order(type, 1), { now: at(1) }))).toEqual({
      status: 409,
      message: WAITLIST_FIRST,
    });
    await freeSeats(event.id, regs[1]!.registrationId, at(2));
    expect((await entriesOf(event.id)).map((e) => e.status)).toEqual(["offered", "waiting"]);
  });

  test("a lapsed hold's seats are offered by the hold sweeper", async () => {
    const { event, type } = await soldOutEvent(1, { priceCents: 2000 });
    await createRegistration(services, order(type, 1), { now: T0 });
    await join(event.id, { email: "sweep@example.org" }, at(0.1));
    await expireLapsedHolds(services.db, at(1), services);
    expect((await entriesOf(event.id)).map((e) => e.status)).toEqual(["offered"]);
  });
});

describe("claiming", () => {
  test("the offer's link registers with the held seats and marks the entry claimed", async () => {
    const { event, type } = await soldOutEvent(1);
    const first = await createRegistration(services, order(type, 1), { now: T0 });
    const { entry } = await join(event.id, { email: "claim@example.org" }, at(0.1));
    await freeSeats(event.id, first.registrationId, at(1));
    const token = offerToken(services.secret, entry.id);
    expect((await viewOffer(services, token, at(2)))?.state).toBe("open");
    // A tampered token is not found; a stranger without the token is refused.
    expect(
      (
        await refusal(
          createRegistration(services, order(type, 1, { offerToken: `${token}x` }), { now: at(2) }),
        )
      ).status,
    ).toBe(404);
    const created = await createRegistration(services, order(type, 1, { offerToken: token }), {
      now: at(2),
    });
    const [claimed] = await services.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entry.id));
    expect(claimed).toMatchObject({ status: "claimed", registrationId: created.registrationId });
    expect((await viewOffer(services, token, at(3)))?.state).toBe("claimed");
    const active = await services.db
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "active")),
      );
    expect(active).toHaveLength(1);
  });

  test("in an order of several ticket types the queue goes first for every line, and an offer holds one type", async () => {
    const event = await createEvent(services.db, {
      maxCapacity: 0,
      waitlistEnabled: true,
      startsAt: at(24 * 10),
    });
    const scarce = await createTicketType(services.db, event.id, {
      name: "Reserved",
      quantityAvailable: 1,
    });
    const plenty = await createTicketType(services.db, event.id, {
      name: "General",
      quantityAvailable: 20,
    });
    const first = await createRegistration(services, order(scarce, 1), { now: T0 });
    const { entry } = await join(
      event.id,
      { email: "head@example.org", ticketTypeId: scarce.id },
      at(0.1),
    );
    await join(event.id, { email: "next@example.org", ticketTypeId: scarce.id }, at(0.2));
    await freeSeats(event.id, first.registrationId, at(1));
    const both = { guests: [{ guest_name: "One" }, { guest_name: "Two" }] };
    // A stranger's second line of the waited-for type is refused, though the first line has room.
    expect(
      await refusal(
        createRegistration(
          services,
          order(plenty, 1, { ...both, items: [{ ticketTypeId: scarce.id, quantity: 1 }] }),
          { now: at(2) },
        ),
      ),
    ).toMatchObject({ status: 409, message: WAITLIST_FIRST });
    const token = offerToken(services.secret, entry.id);
    expect(
      await refusal(
        createRegistration(
          services,
          order(scarce, 1, {
            ...both,
            offerToken: token,
            items: [{ ticketTypeId: plenty.id, quantity: 1 }],
          }),
          { now: at(2) },
        ),
      ),
    ).toMatchObject({ status: 409, message: OFFER_ONE_TYPE });
    const created = await createRegistration(services, order(scarce, 1, { offerToken: token }), {
      now: at(2),
    });
    const [claimed] = await services.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entry.id));
    expect(claimed).toMatchObject({ status: "claimed", registrationId: created.registrationId });
  });

  test("a lapsed offer cannot be claimed", async () => {
    const { event, type } = await soldOutEvent(1);
    const first = await createRegistration(services, order(type, 1), { now: T0 });
    const { entry } = await join(event.id, { email: "late@example.org" }, at(0.1));
    await freeSeats(event.id, first.registrationId, at(1));
    const token = offerToken(services.secret, entry.id);
    expect(
      await refusal(
        createRegistration(services, order(type, 1, { offerToken: token }), { now: at(14) }),
      ),
    ).toMatchObject({
      status: 409,
    });
    expect((await viewOffer(services, token, at(14)))?.state).toBe("lapsed");
  });
});
