// Refund actions in-process (docs/decisions/016-refunds.md): the registrations
// panel's and the gifts screen's `refund` intent, their field messages, and who may use them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  donations,
  eventRegistrations,
  eventTicketTypes,
  refunds,
} from "../../../server/db/schema";
import {
  adminUser,
  contextFor,
  doorUser,
  jsonRequest,
  settle,
} from "../../../server/test/admin-context";
import { createDonationRow } from "../../../server/test/back-office-factories";
import { createEvent, createRegistration, createTicketType } from "../../../server/test/factories";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import { action as donationsAction, loader as donationsLoader } from "./donations";
import {
  action as registrationsAction,
  loader as registrationsLoader,
} from "./event-registrations";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

async function table() {
  const event = await createEvent(services.db);
  const type = await createTicketType(services.db, event.id, {
    priceCents: 1500,
    quantityAvailable: 10,
  });
  const registration = await createRegistration(services.db, type, {
    quantity: 6,
    paymentIntentId: "pi_route",
  });
  return { event, type, registration };
}

const refundPost = (eventId: string, body: unknown, user = adminUser) =>
  settle(() =>
    registrationsAction({
      request: jsonRequest(`/admin/events/${eventId}/registrations`, body),
      context: contextFor(services, user),
      params: { id: eventId },
    } as never),
  );

describe("the registrations panel's refund", () => {
  test("refunds 3 of 6 tickets, and the panel lists the refund with its amount and who made it", async () => {
    const { event, type, registration } = await table();
    const answer = await refundPost(event.id, {
      intent: "refund",
      id: registration.id,
      values: { mode: "units", units: "3", reason: "Three could not come" },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, amountCents: 4500, status: "succeeded", notice: null },
    });
    const [sold] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.id, type.id));
    expect(sold!.quantitySold).toBe(3);
    const page = await settle(() =>
      registrationsLoader({
        request: new Request(`http://localhost:3000/admin/events/${event.id}/registrations`),
        context: contextFor(services, adminUser),
        params: { id: event.id },
      } as never),
    );
    const [card] = (page.body as { registrations: Record<string, unknown>[] }).registrations;
    expect(card).toMatchObject({
      quantity: 3,
      refundedUnits: 3,
      refundedCents: 4500,
      refundable: true,
      refunds: [
        { amountCents: 4500, units: 3, status: "succeeded", reason: "Three could not come" },
      ],
    });
  });

  test("an amount above what was paid is a 422 on the amount field and writes nothing", async () => {
    const { event, registration } = await table();
    const answer = await refundPost(event.id, {
      intent: "refund",
      id: registration.id,
      values: { mode: "amount", amount: "90.01" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      error: {
        issues: [{ path: "amount", message: "You can refund at most $90.00 ($90.00 paid)." }],
      },
    });
    expect(
      await services.db.select().from(refunds).where(eq(refunds.registrationId, registration.id)),
    ).toEqual([]);
    const [row] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registration.id));
    expect(row).toMatchObject({ quantity: 6, refundedCents: 0 });
  });

  test("bad input is refused with the field's message; another event's registration is not found", async () => {
    const { event, registration } = await table();
    const bad = await refundPost(event.id, {
      intent: "refund",
      id: registration.id,
      values: { mode: "amount", amount: "ten" },
    });
    expect(bad).toMatchObject({
      status: 422,
      body: {
        error: { issues: [{ path: "amount", message: "Enter an amount in dollars, like 12.50." }] },
      },
    });
    // A comma is no decimal mark: "1,50" is not read as $150.00 (shared/domain/money.ts).
    for (const amount of ["1,50", "12.505"]) {
      expect(
        await refundPost(event.id, {
          intent: "refund",
          id: registration.id,
          values: { mode: "amount", amount },
        }),
        amount,
      ).toMatchObject({
        status: 422,
        body: {
          error: {
            issues: [{ path: "amount", message: "Enter an amount in dollars, like 12.50." }],
          },
        },
      });
    }
    const other = await createEvent(services.db);
    expect(
      (
        await refundPost(other.id, {
          intent: "refund",
          id: registration.id,
          values: { mode: "full" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await refundPost(event.id, { intent: "refund", id: "not-a-uuid", values: { mode: "full" } }))
        .status,
    ).toBe(404);
  });

  test("a door volunteer cannot refund", async () => {
    const { event, registration } = await table();
    const answer = await refundPost(
      event.id,
      { intent: "refund", id: registration.id, values: { mode: "full" } },
      doorUser,
    );
    expect(answer).toMatchObject({ status: 403 });
    expect(
      await services.db.select().from(refunds).where(eq(refunds.registrationId, registration.id)),
    ).toEqual([]);
  });
});

describe("the gifts screen's refund", () => {
  const donationsPost = (body: unknown, user = adminUser) =>
    settle(() =>
      donationsAction({
        request: jsonRequest("/admin/donations", body),
        context: contextFor(services, user),
        params: {},
      } as never),
    );

  test("refunds part of a gift and the list shows it, net of refunds", async () => {
    const gift = await createDonationRow(services.db, {
      amountCents: 5000,
      paymentIntentId: "pi_gift_route",
    });
    const answer = await donationsPost({
      intent: "refund",
      id: gift.id,
      values: { mode: "amount", amount: "20", reason: "" },
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, amountCents: 2000 } });
    const [row] = await services.db.select().from(donations).where(eq(donations.id, gift.id));
    expect(row!.refundedCents).toBe(2000);
    const page = await settle(() =>
      donationsLoader({
        request: new Request("http://localhost:3000/admin/donations"),
        context: contextFor(services, adminUser),
        params: {},
      } as never),
    );
    expect(page.body).toMatchObject({ completedCents: 3000 });
    expect((page.body as { donations: Record<string, unknown>[] }).donations[0]).toMatchObject({
      refundedCents: 2000,
      refundable: true,
    });
  });

  test("a door volunteer cannot refund a gift; an unknown intent is refused", async () => {
    const gift = await createDonationRow(services.db, { paymentIntentId: "pi_gift_door" });
    expect(
      await donationsPost({ intent: "refund", id: gift.id, values: { mode: "full" } }, doorUser),
    ).toMatchObject({ status: 403 });
    expect((await donationsPost({ intent: "delete", id: gift.id })).status).toBe(400);
  });
});
