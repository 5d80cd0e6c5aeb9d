// Orders of several ticket type lines and promo / access codes
// (docs/decisions/018-codes-and-orders.md).
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  eventGuests,
  eventRegistrations,
  eventTicketTypes,
  outbox,
  promoCodes,
} from "../../db/schema";
import { adminUser } from "../../test/admin-context";
import { AppError } from "../../errors";
import { isDemoProvider, type DemoPaymentProvider } from "../../payments/demo-provider";
import { createEvent, createTicketType, daysFromNow } from "../../test/factories";
import { createTestServices, usesPostgres, type TestServices } from "../../test/harness";
import {
  DUPLICATE_LINE,
  ONE_CODE_PER_ORDER,
  registrationRequestSchema,
  type RegistrationRequest,
} from "../../../shared/schemas/registration";
import { dispatchPaymentEvent } from "../payment-events/index.server";
import {
  checkPromoCode,
  CODE_MESSAGES,
  registrationBySession,
  countSeats,
} from "../events/index.server";
import { releaseHold } from "./registration-changes-admin";
import { createRegistration } from "./registrations";
import { startTicketCheckout } from "./ticket-checkout";

let services: TestServices;
let demo: DemoPaymentProvider;
beforeAll(async () => {
  services = await createTestServices();
  if (!isDemoProvider(services.payments)) throw new Error("tests expect the demo provider");
  demo = services.payments;
});
afterAll(() => services.cleanup());

const guests = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ guest_name: `Guest ${i + 1}` }));
let buyer = 0;
function request(overrides: Partial<RegistrationRequest>) {
  buyer += 1;
  return registrationRequestSchema.parse({
    quantity: 1,
    customerName: "Jordan Lee",
    customerEmail: `buyer${buyer}@example.org`,
    guests: [],
    ...overrides,
  });
}

/** Status, message and the issue paths of a refusal. */
async function refused(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError)
      return {
        status: error.status,
        message: error.message,
        paths: (error.issues ?? []).map((i) => i.path),
      };
    throw error;
  }
  throw new Error("expected a refusal");
}

const rowsOf = (ids: string[]) =>
  services.db.select().from(eventRegistrations).where(inArray(eventRegistrations.id, ids));

async function gala(
  options: { maxCapacity?: number; adultPrice?: number; childPrice?: number } = {},
) {
  const event = await createEvent(services.db, { maxCapacity: options.maxCapacity ?? 0 });
  const adult = await createTicketType(services.db, event.id, {
    name: "Adult",
    priceCents: options.adultPrice ?? 0,
    quantityAvailable: 50,
  });
  const child = await createTicketType(services.db, event.id, {
    name: "Child",
    priceCents: options.childPrice ?? 0,
    quantityAvailable: 50,
  });
  return { event, adult, child };
}

async function code(
  eventId: string,
  values: Partial<typeof promoCodes.$inferInsert> & { code: string },
) {
  const [row] = await services.db
    .insert(promoCodes)
    .values({ eventId, discountType: "percent", discountValue: 10, ...values })
    .returning();
  return row!;
}

describe("several ticket types in one order", () => {
  test("2 adults + 3 children: one row per line sharing the first row's id, guests assigned in order, one e-mail", async () => {
    const { event, adult, child } = await gala();
    const created = await createRegistration(
      services,
      request({
        eventId: event.id,
        ticketTypeId: adult.id,
        quantity: 2,
        items: [{ ticketTypeId: child.id, quantity: 3 }],
        guests: guests(5),
      }),
    );
    expect(created.isFree).toBe(true);
    expect(created.lines.map((l) => [l.ticketType.name, l.quantity])).toEqual([
      ["Adult", 2],
      ["Child", 3],
    ]);
    const rows = await rowsOf(created.lines.map((l) => l.registrationId));
    expect(rows.every((r) => r.orderId === created.registrationId && r.status === "active")).toBe(
      true,
    );
    const childRow = rows.find((r) => r.ticketTypeId === child.id)!;
    const childGuests = await services.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.registrationId, childRow.id));
    expect(childGuests.map((g) => g.guestName).sort()).toEqual(["Guest 3", "Guest 4", "Guest 5"]);
    expect(childGuests.some((g) => g.isPrimaryContact)).toBe(false);
    const [childType] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.id, child.id));
    expect(childType!.quantitySold).toBe(3);
    const mails = await services.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, rows[0]!.customerEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("2 × Adult (Free)");
    expect(mails[0]!.text).toContain("3 × Child (Free)");
  });

  test("each type's stock, the event's capacity for the whole order and the hold bound for its total are checked", async () => {
    const { event, adult, child } = await gala({ maxCapacity: 6, adultPrice: 1000 });
    await services.db
      .update(eventTicketTypes)
      .set({ quantityAvailable: 2 })
      .where(eq(eventTicketTypes.id, child.id));
    expect(
      await refused(
        createRegistration(
          services,
          request({
            eventId: event.id,
            ticketTypeId: adult.id,
            quantity: 1,
            items: [{ ticketTypeId: child.id, quantity: 3 }],
            guests: guests(4),
          }),
        ),
      ),
    ).toMatchObject({ status: 409, message: "Only 2 Child tickets left." });
    expect(
      await refused(
        createRegistration(
          services,
          request({
            eventId: event.id,
            ticketTypeId: adult.id,
            quantity: 5,
            items: [{ ticketTypeId: child.id, quantity: 2 }],
            guests: guests(7),
          }),
        ),
      ),
    ).toMatchObject({ status: 409, message: "Only 6 seats left for this event." });
    const big = await gala({ adultPrice: 1000 });
    expect(
      await refused(
        createRegistration(
          services,
          request({
            eventId: big.event.id,
            ticketTypeId: big.adult.id,
            quantity: 6,
            items: [{ ticketTypeId: big.child.id, quantity: 5 }],
            guests: guests(11),
          }),
        ),
      ),
    ).toMatchObject({
      status: 409,
      message: expect.stringContaining("You can hold up to 10 unpaid seats"),
    });
    expect(
      (await countSeats(services.db, [event.id, big.event.id], new Date())).seatsOf(event.id),
    ).toBe(0);
  });

  test("a type twice in one order, or too many lines, is refused at the field", () => {
    const result = registrationRequestSchema.safeParse({
      eventId: crypto.randomUUID(),
      ticketTypeId: "11111111-1111-4111-8111-111111111111",
      quantity: 1,
      customerName: "A",
      customerEmail: "a@example.org",
      items: [{ ticketTypeId: "11111111-1111-4111-8111-111111111111", quantity: 2 }],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["items", 0, "ticketTypeId"],
      message: DUPLICATE_LINE,
    });
    const two = registrationRequestSchema.safeParse({
      eventId: crypto.randomUUID(),
      ticketTypeId: crypto.randomUUID(),
      quantity: 1,
      customerName: "A",
      customerEmail: "a@example.org",
      promoCode: ["ONE", "TWO"],
    });
    expect(two.error?.issues[0]).toMatchObject({
      path: ["promoCode"],
      message: ONE_CODE_PER_ORDER,
    });
  });

  test("a paid order is one checkout; paying activates every row with one e-mail, cancelling releases them all", async () => {
    const { event, adult, child } = await gala({ adultPrice: 4000, childPrice: 1500 });
    const promo = await code(event.id, {
      code: "FRIENDS",
      discountType: "fixed",
      discountValue: 1000,
      maxUses: 1,
    });
    const input = request({
      eventId: event.id,
      ticketTypeId: adult.id,
      quantity: 2,
      items: [{ ticketTypeId: child.id, quantity: 3 }],
      guests: guests(5),
      promoCode: "friends",
    });
    const created = await createRegistration(services, input);
    expect(created).toMatchObject({
      isFree: false,
      totalCents: 8000 + 4500 - 1000,
      discountCents: 1000,
      promoCode: "FRIENDS",
    });
    expect(created.lines.reduce((s, l) => s + l.totalCents, 0)).toBe(created.totalCents);
    const url = await startTicketCheckout(services, created, input.customerEmail);
    const sessionId = url.split("/").pop()!;
    const paid = await demo.pay(sessionId);
    expect(await dispatchPaymentEvent(services, paid!.event)).toBe("processed");
    const rows = await rowsOf(created.lines.map((l) => l.registrationId));
    expect(rows.map((r) => r.status)).toEqual(["active", "active"]);
    expect(rows.map((r) => r.promoCodeId)).toEqual([promo.id, promo.id]);
    const mails = await services.db.select().from(outbox).where(eq(outbox.to, input.customerEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Code FRIENDS: −$10.00");
    expect(mails[0]!.text).toContain("Total: $115.00");
    // The success page shows every line and the order's total.
    expect(await registrationBySession(services.db, sessionId)).toMatchObject({
      status: "active",
      totalCents: 11_500,
      lines: [
        { ticketTypeName: "Adult", quantity: 2 },
        { ticketTypeName: "Child", quantity: 3 },
      ],
    });
    // ...and the order's reference, the one its e-mail prints (the first line's id).
    const { reference } = (await registrationBySession(services.db, sessionId))!;
    expect(reference).toBe(created.lines[0]!.registrationId.slice(0, 8).toUpperCase());
    expect(mails[0]!.text).toContain(`Registration reference: ${reference}`);

    const other = request({
      eventId: event.id,
      ticketTypeId: adult.id,
      quantity: 1,
      items: [{ ticketTypeId: child.id, quantity: 1 }],
      guests: guests(2),
    });
    const held = await createRegistration(services, other);
    const heldUrl = await startTicketCheckout(services, held, other.customerEmail);
    const cancelled = await demo.cancel(heldUrl.split("/").pop()!);
    await dispatchPaymentEvent(services, cancelled!.event!);
    expect((await rowsOf(held.lines.map((l) => l.registrationId))).map((r) => r.status)).toEqual([
      "expired",
      "expired",
    ]);
  });

  test("staff releasing one line of a held order release the whole order, each row audited", async () => {
    const { event, adult, child } = await gala({ adultPrice: 2000, childPrice: 1000 });
    const held = await createRegistration(
      services,
      request({
        eventId: event.id,
        ticketTypeId: adult.id,
        items: [{ ticketTypeId: child.id, quantity: 1 }],
        guests: guests(2),
      }),
    );
    await releaseHold(services.db, adminUser, event.id, held.lines[1]!.registrationId);
    expect((await rowsOf(held.lines.map((l) => l.registrationId))).map((r) => r.status)).toEqual([
      "expired",
      "expired",
    ]);
    expect(
      await services.db
        .select()
        .from(auditLog)
        .where(
          inArray(
            auditLog.entityId,
            held.lines.map((l) => l.registrationId),
          ),
        ),
    ).toHaveLength(2);
  });
});

describe("promo and access codes", () => {
  test("a percent code rounds half up per line and is stored on each row", async () => {
    const { event, adult, child } = await gala({ adultPrice: 1005, childPrice: 1005 });
    await code(event.id, { code: "TEN", discountValue: 10 });
    const created = await createRegistration(
      services,
      request({
        eventId: event.id,
        ticketTypeId: adult.id,
        items: [{ ticketTypeId: child.id, quantity: 1 }],
        guests: guests(2),
        promoCode: " ten ",
      }),
    );
    expect(created.lines.map((l) => [l.discountCents, l.totalCents])).toEqual([
      [101, 904],
      [101, 904],
    ]);
    const rows = await rowsOf(created.lines.map((l) => l.registrationId));
    expect(rows.map((r) => [r.discountCents, r.totalCents])).toEqual([
      [101, 904],
      [101, 904],
    ]);
  });

  test("a 100 % code registers a paid ticket at once, like a free one, with its e-mail", async () => {
    const { event, adult } = await gala({ adultPrice: 5000 });
    await code(event.id, { code: "COMP", discountValue: 100 });
    const input = request({ eventId: event.id, ticketTypeId: adult.id, promoCode: "COMP" });
    const created = await createRegistration(services, input);
    expect(created).toMatchObject({ isFree: true, totalCents: 0, discountCents: 5000 });
    expect((await rowsOf([created.registrationId]))[0]).toMatchObject({
      status: "active",
      holdExpiresAt: null,
    });
    expect(
      await services.db.select().from(outbox).where(eq(outbox.to, input.customerEmail)),
    ).toHaveLength(1);
  });

  test("a hidden ticket type is not public and is sold only with the code that unlocks it", async () => {
    const { event, adult } = await gala({ adultPrice: 5000 });
    const military = await createTicketType(services.db, event.id, {
      name: "Military",
      priceCents: 2500,
      isHidden: true,
    });
    await code(event.id, {
      code: "SALUTE",
      discountType: "none",
      discountValue: 0,
      unlocksTicketTypeIds: [military.id],
    });
    await code(event.id, { code: "OTHER", discountValue: 10 });
    const { getEventDetail } = await import("../events/event-detail");
    expect((await getEventDetail(services.db, event.id))!.ticketTypes.map((t) => t.name)).toEqual([
      "Adult",
      "Child",
    ]);
    for (const promoCode of [undefined, "OTHER"]) {
      expect(
        await refused(
          createRegistration(
            services,
            request({ eventId: event.id, ticketTypeId: military.id, promoCode }),
          ),
        ),
      ).toMatchObject({
        status: 422,
        message: CODE_MESSAGES.hiddenType,
        paths: ["ticketTypeId"],
      });
    }
    const checked = await checkPromoCode(services.db, event.id, "salute");
    expect(checked).toMatchObject({
      label: "Access code",
      unlocked: [{ id: military.id, name: "Military", remaining: 100 }],
    });
    const created = await createRegistration(
      services,
      request({
        eventId: event.id,
        ticketTypeId: adult.id,
        items: [{ ticketTypeId: military.id, quantity: 1 }],
        guests: guests(2),
        promoCode: "SALUTE",
      }),
    );
    expect(created.totalCents).toBe(7500);
  });

  test("each bad code is refused at the field with what is wrong, and nothing is written", async () => {
    const { event, adult, child } = await gala({ adultPrice: 2000 });
    const elsewhere = await gala();
    const now = new Date();
    await code(elsewhere.event.id, { code: "THEIRS" });
    await code(event.id, { code: "LATER", startsAt: daysFromNow(2) });
    await code(event.id, { code: "OVER", endsAt: new Date(now.getTime() - 60_000) });
    await code(event.id, { code: "OFF", isActive: false });
    await code(event.id, { code: "KIDS", appliesToTicketTypeIds: [child.id] });
    const cases: [string, string | RegExp][] = [
      ["NOPE", CODE_MESSAGES.unknown],
      ["THEIRS", CODE_MESSAGES.otherEvent],
      ["LATER", /^This code can be used from /],
      ["OVER", /^This code expired on /],
      ["OFF", CODE_MESSAGES.inactive],
      ["KIDS", CODE_MESSAGES.notForTypes],
    ];
    for (const [typed, message] of cases) {
      const refusal = await refused(
        createRegistration(
          services,
          request({ eventId: event.id, ticketTypeId: adult.id, promoCode: typed }),
        ),
      );
      expect(refusal).toMatchObject({ status: 422, paths: ["promoCode"] });
      expect(refusal.message).toMatch(message);
    }
    expect(
      await services.db
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, event.id)),
    ).toEqual([]);
  });

  test("uses count when the order is created, once per order; a released hold gives its use back", async () => {
    const { event, adult, child } = await gala({ adultPrice: 2000, childPrice: 1000 });
    await code(event.id, { code: "ONCE", maxUses: 1 });
    const first = request({
      eventId: event.id,
      ticketTypeId: adult.id,
      items: [{ ticketTypeId: child.id, quantity: 1 }],
      guests: guests(2),
      promoCode: "ONCE",
    });
    const held = await createRegistration(services, first);
    expect(
      await refused(
        createRegistration(
          services,
          request({ eventId: event.id, ticketTypeId: adult.id, promoCode: "ONCE" }),
        ),
      ),
    ).toMatchObject({
      status: 422,
      message: CODE_MESSAGES.usedUp,
    });
    const url = await startTicketCheckout(services, held, first.customerEmail);
    const cancelled = await demo.cancel(url.split("/").pop()!);
    await dispatchPaymentEvent(services, cancelled!.event!);
    const third = request({ eventId: event.id, ticketTypeId: adult.id, promoCode: "ONCE" });
    await expect(createRegistration(services, third)).resolves.toMatchObject({
      discountCents: 200,
    });
    // The same e-mail trying again: its new hold replaces the earlier one, and with it the use.
    await expect(
      createRegistration(services, {
        ...third,
        quantity: 2,
        guests: registrationRequestSchema.parse({ ...third, guests: guests(2) }).guests,
      }),
    ).resolves.toMatchObject({ discountCents: 400 });
  });
});

// DESIGN "After the sale": codes are counted inside the registration transaction.
describe.skipIf(!usesPostgres)("the last use of a code on PostgreSQL", () => {
  test("a code with one use left and 20 concurrent buyers: exactly one gets it", async () => {
    const { event, adult } = await gala({ adultPrice: 2000 });
    const promo = await code(event.id, { code: "LAST", maxUses: 1 });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        createRegistration(
          services,
          request({ eventId: event.id, ticketTypeId: adult.id, promoCode: "LAST" }),
        ).then(
          () => "ok" as const,
          (error: unknown) =>
            error instanceof AppError && error.message === CODE_MESSAGES.usedUp
              ? ("used up" as const)
              : error,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "used up")).toHaveLength(19);
    expect(
      await services.db
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.promoCodeId, promo.id)),
    ).toHaveLength(1);
  });
});
