// Decision 017: the buyer's own page from the confirmation e-mail's signed link:
// a tampered token is not found; guests are edited until the cutoff; a cancel
// follows the event's policy, frees the seats and is audited. An order of several
// ticket types (decision 018) is one order on that page: every line, all guests,
// one cancel and a refund of every paid line.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  eventGuests,
  eventRegistrations,
  eventTicketTypes,
  outbox,
  refunds,
} from "../../db/schema";
import { AppError } from "../../errors";
import { createEvent, createTicketType } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { registrationRequestSchema } from "../../../shared/schemas/registration";
import { ownGuestsSchema } from "../../../shared/schemas/self-service";
import { manageToken, registrationOfManageToken } from "../../core/index.server";
import { createRegistration } from "./registrations";
import { CANCEL_NOT_OFFERED, cancelOwnRegistration } from "./self-service-cancel";
import { EDIT_CLOSED, updateOwnGuests } from "./self-service-guests";
import { getOwnRegistration, ownRegistrationCalendar } from "./self-service-page";
import { countSeats } from "../events/index.server";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const HOUR = 60 * 60_000;
const START = new Date(Date.now() + 10 * 24 * HOUR);
const before = (hours: number) => new Date(START.getTime() - hours * HOUR);

let emails = 0;
async function registered(
  policy: {
    selfCancelHours?: number | null;
    selfCancelRefund?: boolean;
    guestEditHours?: number;
  } = {},
  quantity = 2,
  priceCents = 0,
) {
  const event = await createEvent(services.db, { startsAt: START, selfCancelHours: 48, ...policy });
  const type = await createTicketType(services.db, event.id, { priceCents, quantityAvailable: 10 });
  const created = await createRegistration(
    services,
    registrationRequestSchema.parse({
      eventId: event.id,
      ticketTypeId: type.id,
      quantity,
      customerName: "Pat Buyer",
      customerEmail: `pat-${++emails}@example.org`,
      guests: Array.from({ length: quantity }, (_, i) => ({ guest_name: `Guest ${i + 1}` })),
    }),
    { now: before(24 * 5) },
  );
  if (priceCents > 0) {
    // Paid as the payment fulfilment would confirm it.
    await services.db
      .update(eventRegistrations)
      .set({ status: "active" })
      .where(eq(eventRegistrations.id, created.registrationId));
    await services.db
      .update(eventTicketTypes)
      .set({ quantitySold: quantity })
      .where(eq(eventTicketTypes.id, type.id));
  }
  return {
    event,
    type,
    id: created.registrationId,
    token: manageToken(services.secret, created.registrationId),
  };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

const registration = async (id: string) =>
  (await services.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]!;

describe("the manage link", () => {
  test("the confirmation e-mail carries it, and it opens the registration", async () => {
    const { id, token } = await registered();
    const [mail] = await services.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "You're registered: Test Gala"))
      .orderBy(outbox.createdAt);
    expect(mail).toBeDefined();
    const sent = (await services.db.select().from(outbox)).find((m) => m.text.includes(token));
    expect(sent?.text).toContain(`/registrations/${token}`);
    const page = await getOwnRegistration(services, token, before(100));
    expect(page.registration).toMatchObject({
      status: "Confirmed",
      quantity: 2,
      reference: id.slice(0, 8).toUpperCase(),
    });
    expect(page.guests.map((g) => g.guest_name)).toEqual(["Guest 1", "Guest 2"]);
    expect(page.checkIn?.qrPngBase64).toBeTruthy();
    expect(page.googleCalendarUrl).toContain("calendar.google.com");
    expect(await ownRegistrationCalendar(services, token)).toContain("BEGIN:VEVENT");
  });

  test("a tampered, foreign or malformed token is not found", async () => {
    const { id, token } = await registered();
    const tampered = `${token.slice(0, -2)}xx`;
    const foreign = `${id}.${token.split(".")[1]!.split("").reverse().join("")}`;
    for (const bad of [
      tampered,
      foreign,
      "nonsense",
      "",
      `not-a-uuid.${token.split(".")[1]}`,
      `${crypto.randomUUID()}.abc`,
    ]) {
      expect(registrationOfManageToken(services.secret, bad)).toBeNull();
      expect((await refusal(getOwnRegistration(services, bad))).status).toBe(404);
      expect((await refusal(cancelOwnRegistration(services, bad))).status).toBe(404);
    }
    // Another purpose's signature of the same id (the check-in reference) is no manage token.
    const { registrationReference } = await import("./registration-reference");
    const checkIn = registrationReference(services.secret, id).replace("HOMEFRONT-REG:", "");
    expect(registrationOfManageToken(services.secret, checkIn)).toBeNull();
  });
});

describe("editing guests", () => {
  test("names and needs change before the cutoff, validated as the registration form does", async () => {
    const { id, token } = await registered({ guestEditHours: 24 });
    const page = await getOwnRegistration(services, token, before(48));
    expect(page.policy.canEdit).toBe(true);
    const input = ownGuestsSchema.parse({
      specialRequests: "Near the stage",
      guests: page.guests.map((g, i) => ({
        ...g,
        guest_name: `Renamed ${i + 1}`,
        dietary_restrictions: i === 0 ? "Vegan" : "",
      })),
    });
    await updateOwnGuests(services, token, input, before(48));
    const guests = await services.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.registrationId, id));
    expect(guests.map((g) => g.guestName).sort()).toEqual(["Renamed 1", "Renamed 2"]);
    expect(guests.find((g) => g.guestName === "Renamed 1")?.dietaryRestrictions).toBe("Vegan");
    expect((await registration(id)).specialRequests).toBe("Near the stage");
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ actorId: `manage-link:${id}`, action: "update" });
    expect(
      ownGuestsSchema.safeParse({ guests: [{ id: guests[0]!.id, guest_name: "" }] }).success,
    ).toBe(false);
  });

  test("after the cutoff the page says so and a change is refused", async () => {
    const { token } = await registered({ guestEditHours: 24 });
    const page = await getOwnRegistration(services, token, before(12));
    expect(page.policy.canEdit).toBe(false);
    const input = ownGuestsSchema.parse({ guests: page.guests });
    expect(await refusal(updateOwnGuests(services, token, input, before(12)))).toEqual({
      status: 409,
      message: EDIT_CLOSED,
    });
  });

  test("guests cannot be added, removed or swapped for another registration's", async () => {
    const { token } = await registered();
    const other = await registered();
    const page = await getOwnRegistration(services, token, before(48));
    const otherPage = await getOwnRegistration(services, other.token, before(48));
    for (const guests of [page.guests.slice(0, 1), [page.guests[0]!, otherPage.guests[0]!]]) {
      const input = ownGuestsSchema.parse({ guests });
      expect((await refusal(updateOwnGuests(services, token, input, before(48)))).status).toBe(422);
    }
  });
});

describe("cancelling", () => {
  test("a free ticket cancels at once: its seats are freed and quantity_sold goes down", async () => {
    const { event, type, id, token } = await registered({ selfCancelHours: 48 });
    expect((await countSeats(services.db, [event.id], before(72))).seatsOf(event.id)).toBe(2);
    expect(await cancelOwnRegistration(services, token, before(72))).toBe("free");
    expect((await registration(id)).status).toBe("cancelled");
    expect((await countSeats(services.db, [event.id], before(72))).seatsOf(event.id)).toBe(0);
    const [t] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.id, type.id));
    expect(t!.quantitySold).toBe(0);
    const audits = await services.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(
      audits.some((a) => (a.after as { status?: string } | null)?.status === "cancelled"),
    ).toBe(true);
    expect((await refusal(cancelOwnRegistration(services, token, before(72)))).message).toBe(
      "This registration is already cancelled.",
    );
  });

  test("a paid ticket under a refunding policy is refunded in full through the payment provider", async () => {
    const { id, token } = await registered(
      { selfCancelHours: 48, selfCancelRefund: true },
      1,
      2500,
    );
    await services.db
      .update(eventRegistrations)
      .set({ paymentIntentId: "pi_demo_paid" })
      .where(eq(eventRegistrations.id, id));
    expect((await getOwnRegistration(services, token, before(72))).policy.refund).toBe("refunded");
    expect(await cancelOwnRegistration(services, token, before(72))).toBe("refund");
    expect(await registration(id)).toMatchObject({
      status: "cancelled",
      needsRefund: false,
      refundedCents: 2500,
    });
    expect(
      await services.db.select().from(refunds).where(eq(refunds.registrationId, id)),
    ).toMatchObject([{ amountCents: 2500, status: "succeeded", createdBy: null }]);
  });

  test("a paid ticket the provider cannot refund (no payment on record) is flagged for staff instead", async () => {
    const { id, token } = await registered(
      { selfCancelHours: 48, selfCancelRefund: true },
      1,
      2500,
    );
    expect(await cancelOwnRegistration(services, token, before(72))).toBe("refund");
    expect(await registration(id)).toMatchObject({
      status: "cancelled",
      needsRefund: true,
      refundedCents: 0,
    });
    expect(await services.db.select().from(refunds).where(eq(refunds.registrationId, id))).toEqual(
      [],
    );
  });

  test("a paid ticket without refund frees its seats and pays nothing back", async () => {
    const { id, token } = await registered(
      { selfCancelHours: 48, selfCancelRefund: false },
      1,
      2500,
    );
    expect(await cancelOwnRegistration(services, token, before(72))).toBe("no refund");
    expect(await registration(id)).toMatchObject({ status: "cancelled", needsRefund: false });
  });

  test("after the policy window, or without a policy, the cancel is refused with a clear message", async () => {
    const late = await registered({ selfCancelHours: 48 });
    const refused = await refusal(cancelOwnRegistration(services, late.token, before(24)));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(
      /^Online cancellation closed on .*, 48 hours before the event\. Please contact us if you can't attend\.$/,
    );
    expect((await registration(late.id)).status).toBe("active");
    const none = await registered({ selfCancelHours: null });
    expect((await getOwnRegistration(services, none.token, before(72))).policy.canCancel).toBe(
      false,
    );
    expect(await refusal(cancelOwnRegistration(services, none.token, before(72)))).toEqual({
      status: 409,
      message: CANCEL_NOT_OFFERED,
    });
  });
});

describe("an order of several ticket types (decision 018)", () => {
  /** 2 adults + 3 children in one order, as the registration dialog sends it. */
  async function family(
    policy: { selfCancelHours?: number | null; selfCancelRefund?: boolean } = {},
    prices = { adult: 0, child: 0 },
  ) {
    const event = await createEvent(services.db, {
      startsAt: START,
      selfCancelHours: 48,
      ...policy,
    });
    const adult = await createTicketType(services.db, event.id, {
      name: "Adult",
      priceCents: prices.adult,
      quantityAvailable: 10,
    });
    const child = await createTicketType(services.db, event.id, {
      name: "Child",
      priceCents: prices.child,
      quantityAvailable: 10,
    });
    const created = await createRegistration(
      services,
      registrationRequestSchema.parse({
        eventId: event.id,
        ticketTypeId: adult.id,
        quantity: 2,
        items: [{ ticketTypeId: child.id, quantity: 3 }],
        customerName: "Pat Buyer",
        customerEmail: `pat-${++emails}@example.org`,
        guests: Array.from({ length: 5 }, (_, i) => ({ guest_name: `Guest ${i + 1}` })),
      }),
      { now: before(24 * 5) },
    );
    const ids = created.lines.map((l) => l.registrationId);
    if (prices.adult + prices.child > 0) {
      // Paid as the payment fulfilment would confirm it: every row active and carrying the payment intent.
      await services.db
        .update(eventRegistrations)
        .set({ status: "active", paymentIntentId: "pi_demo_paid" })
        .where(inArray(eventRegistrations.id, ids));
      await services.db
        .update(eventTicketTypes)
        .set({ quantitySold: 2 })
        .where(eq(eventTicketTypes.id, adult.id));
      await services.db
        .update(eventTicketTypes)
        .set({ quantitySold: 3 })
        .where(eq(eventTicketTypes.id, child.id));
    }
    return {
      event,
      adult,
      child,
      ids,
      token: manageToken(services.secret, created.registrationId),
    };
  }

  test("the page lists every line, the order's total and all guests in line order; any row's token opens the whole order", async () => {
    const { ids, token } = await family({}, { adult: 2500, child: 1000 });
    const page = await getOwnRegistration(services, token, before(100));
    expect(page.lines).toEqual([
      {
        ticketTypeName: "Adult",
        quantity: 2,
        discountCents: 0,
        totalCents: 5000,
        status: "Confirmed",
      },
      {
        ticketTypeName: "Child",
        quantity: 3,
        discountCents: 0,
        totalCents: 3000,
        status: "Confirmed",
      },
    ]);
    expect(page.registration).toMatchObject({
      status: "Confirmed",
      quantity: 5,
      seats: 5,
      totalCents: 8000,
      reference: ids[0]!.slice(0, 8).toUpperCase(),
    });
    expect(page.guests.map((g) => g.guest_name).slice(0, 2)).toEqual(["Guest 1", "Guest 2"]);
    expect(
      page.guests
        .map((g) => g.guest_name)
        .slice(2)
        .sort(),
    ).toEqual(["Guest 3", "Guest 4", "Guest 5"]);
    expect(page.policy.refund).toBe("not refunded");
    const second = await getOwnRegistration(
      services,
      manageToken(services.secret, ids[1]!),
      before(100),
    );
    expect(second.lines).toEqual(page.lines);
    expect(second.guests).toEqual(page.guests);
    expect(second.registration.reference).toBe(page.registration.reference);
  });

  test("guests of every line are edited together, and checked against the whole order", async () => {
    const { ids, token } = await family();
    const page = await getOwnRegistration(services, token, before(100));
    expect(page.guests).toHaveLength(5);
    const input = ownGuestsSchema.parse({
      specialRequests: "Booster seat",
      guests: page.guests.map((g, i) => ({ ...g, guest_name: `Renamed ${i + 1}` })),
    });
    await updateOwnGuests(services, manageToken(services.secret, ids[1]!), input, before(100));
    const childGuests = await services.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.registrationId, ids[1]!));
    expect(childGuests.map((g) => g.guestName).sort()).toEqual([
      "Renamed 3",
      "Renamed 4",
      "Renamed 5",
    ]);
    expect((await registration(ids[0]!)).specialRequests).toBe("Booster seat");
    expect((await registration(ids[1]!)).specialRequests).toBe("Booster seat");
    const audits = await services.db.select().from(auditLog).where(inArray(auditLog.entityId, ids));
    expect(audits.map((a) => a.entityId).sort()).toEqual([...ids].sort());
    // Only the adults' guests, or a stranger's guest instead of a child's: refused.
    const other = await registered();
    const otherPage = await getOwnRegistration(services, other.token, before(100));
    for (const guests of [
      page.guests.slice(0, 2),
      [...page.guests.slice(0, 4), otherPage.guests[0]!],
    ]) {
      expect(
        (
          await refusal(
            updateOwnGuests(services, token, ownGuestsSchema.parse({ guests }), before(100)),
          )
        ).status,
      ).toBe(422);
    }
  });

  test("cancel cancels every line, frees all seats and each type's quantity_sold, audited per row", async () => {
    const { event, adult, child, ids, token } = await family();
    await services.db
      .update(eventTicketTypes)
      .set({ quantitySold: 2 })
      .where(eq(eventTicketTypes.id, adult.id));
    await services.db
      .update(eventTicketTypes)
      .set({ quantitySold: 3 })
      .where(eq(eventTicketTypes.id, child.id));
    expect((await countSeats(services.db, [event.id], before(72))).seatsOf(event.id)).toBe(5);
    expect(await cancelOwnRegistration(services, token, before(72))).toBe("free");
    for (const id of ids) expect((await registration(id)).status).toBe("cancelled");
    expect((await countSeats(services.db, [event.id], before(72))).seatsOf(event.id)).toBe(0);
    const types = await services.db
      .select()
      .from(eventTicketTypes)
      .where(inArray(eventTicketTypes.id, [adult.id, child.id]));
    expect(types.map((t) => t.quantitySold)).toEqual([0, 0]);
    const audits = await services.db.select().from(auditLog).where(inArray(auditLog.entityId, ids));
    expect(
      new Set(
        audits
          .filter((a) => (a.after as { status?: string } | null)?.status === "cancelled")
          .map((a) => a.entityId),
      ).size,
    ).toBe(2);
    const page = await getOwnRegistration(services, token, before(72));
    expect(page.registration.status).toBe("Cancelled");
    expect(page.lines.map((l) => l.status)).toEqual(["Cancelled", "Cancelled"]);
    expect(
      (
        await refusal(
          cancelOwnRegistration(services, manageToken(services.secret, ids[1]!), before(72)),
        )
      ).message,
    ).toBe("This registration is already cancelled.");
  });

  test("a line staff cancelled on its own stays out of the page's total, guests and cancel", async () => {
    const { adult, child, ids, token } = await family({}, { adult: 2500, child: 1000 });
    // The back office cancelled the children's line alone (decision 018: staff edit one row), its units already returned.
    await services.db
      .update(eventRegistrations)
      .set({ status: "cancelled" })
      .where(eq(eventRegistrations.id, ids[1]!));
    await services.db
      .update(eventTicketTypes)
      .set({ quantitySold: 0 })
      .where(eq(eventTicketTypes.id, child.id));
    const page = await getOwnRegistration(
      services,
      manageToken(services.secret, ids[1]!),
      before(72),
    );
    expect(page.registration).toMatchObject({ status: "Confirmed", quantity: 2, totalCents: 5000 });
    expect(page.lines.map((l) => l.status)).toEqual(["Confirmed", "Cancelled"]);
    expect(page.guests.map((g) => g.guest_name)).toEqual(["Guest 1", "Guest 2"]);
    expect(await cancelOwnRegistration(services, token, before(72))).toBe("no refund");
    const types = await services.db
      .select()
      .from(eventTicketTypes)
      .where(inArray(eventTicketTypes.id, [adult.id, child.id]));
    expect(types.map((t) => t.quantitySold)).toEqual([0, 0]);
  });

  test("a paid order under a refunding policy is refunded on every row", async () => {
    const { ids, token } = await family({ selfCancelRefund: true }, { adult: 2500, child: 1000 });
    expect((await getOwnRegistration(services, token, before(72))).policy.refund).toBe("refunded");
    expect(await cancelOwnRegistration(services, token, before(72))).toBe("refund");
    expect(await registration(ids[0]!)).toMatchObject({
      status: "cancelled",
      needsRefund: false,
      refundedCents: 5000,
    });
    expect(await registration(ids[1]!)).toMatchObject({
      status: "cancelled",
      needsRefund: false,
      refundedCents: 3000,
    });
    const made = await services.db
      .select()
      .from(refunds)
      .where(inArray(refunds.registrationId, ids));
    expect(made.map((r) => [r.registrationId, r.amountCents, r.status]).sort()).toEqual(
      [
        [ids[0], 5000, "succeeded"],
        [ids[1], 3000, "succeeded"],
      ].sort(),
    );
  });

  test("a free line in a paid order is not flagged; a paid line without a payment on record is", async () => {
    const { ids, token } = await family({ selfCancelRefund: true }, { adult: 2500, child: 0 });
    await services.db
      .update(eventRegistrations)
      .set({ paymentIntentId: null })
      .where(eq(eventRegistrations.id, ids[0]!));
    expect(await cancelOwnRegistration(services, token, before(72))).toBe("refund");
    expect(await registration(ids[0]!)).toMatchObject({
      status: "cancelled",
      needsRefund: true,
      refundedCents: 0,
    });
    expect(await registration(ids[1]!)).toMatchObject({
      status: "cancelled",
      needsRefund: false,
      refundedCents: 0,
    });
  });
});
