import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventRegistrations } from "../../server/db/schema";
import { createEvent, createTicketType } from "../../server/test/factories";
import { createTestServices, type TestServices } from "../../server/test/harness";
import { registrationOfManageToken } from "../../server/core/index.server";
import { action } from "./event-register";
import { action as cancelAction } from "./events-cancel";
import { eq } from "drizzle-orm";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

async function call(
  eventId: string,
  body: string,
  contentType = "application/json",
  clientIp = "192.0.2.10",
) {
  const request = new Request(`http://localhost:3000/events/${eventId}/register`, {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });
  const context = { services, user: null, requestId: "t", clientIp };
  const result = await action({
    request,
    context,
    params: { id: eventId },
  } as unknown as Parameters<typeof action>[0]);
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    return {
      status: (result as { init: { status: number } }).init.status,
      body: (result as { data: unknown }).data,
    };
  }
  return { status: 200, body: result };
}

describe("POST /events/:id/register", () => {
  test("a free registration answers isFree with the registration id and what its confirmation view shows", async () => {
    const event = await createEvent(services.db, {
      title: "Harvest Supper",
      location: "Killeen, TX",
    });
    const type = await createTicketType(services.db, event.id, { name: "Community Seat" });
    const res = await call(
      event.id,
      JSON.stringify({
        eventId: event.id,
        ticketTypeId: type.id,
        quantity: 1,
        customerName: "Ana",
        customerEmail: "ana@example.org",
      }),
    );
    expect(res.status).toBe(200);
    const body = res.body as { registrationId: string; confirmation: Record<string, unknown> };
    expect(body).toEqual({
      isFree: true,
      registrationId: expect.any(String),
      confirmation: expect.any(Object),
    });
    const { registrationId, confirmation } = body;
    expect(confirmation).toMatchObject({
      eventTitle: "Harvest Supper",
      startsAt: event.startsAt.toISOString(),
      location: "Killeen, TX",
      email: "ana@example.org",
      reference: registrationId.slice(0, 8).toUpperCase(),
      lines: [{ ticketTypeName: "Community Seat", quantity: 1 }],
    });
    // The buyer's own page (decision 017) names this registration, and its calendar file is beside it.
    const token = String(confirmation.managePath).replace("/registrations/", "");
    expect(registrationOfManageToken(services.secret, token)).toBe(registrationId);
    expect(confirmation.calendarPath).toBe(`${confirmation.managePath}/calendar.ics`);
  });

  test("bad requests get a 4xx with the error contract and write nothing", async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id);
    const before = (await services.db.select().from(eventRegistrations)).length;
    const valid = {
      eventId: event.id,
      ticketTypeId: type.id,
      quantity: 1,
      customerName: "Ana",
      customerEmail: "ana@example.org",
    };
    const cases: [string, string, number, string][] = [
      ["{not json", "application/json", 400, "The request body is not valid JSON."],
      ["quantity=1", "application/x-www-form-urlencoded", 415, "Please send the request as JSON."],
      [
        JSON.stringify({ ...valid, quantity: 101 }),
        "application/json",
        422,
        "Maximum 100 tickets per order",
      ],
      [
        JSON.stringify({ ...valid, customerEmail: "x" }),
        "application/json",
        422,
        "Valid email is required",
      ],
      [
        JSON.stringify({ ...valid, eventId: crypto.randomUUID() }),
        "application/json",
        422,
        "Event not found",
      ],
      [
        JSON.stringify([1, 2, 3]),
        "application/json",
        422,
        "Invalid input: expected object, received array",
      ],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await call(event.id, body, type);
      expect(res.status, body).toBe(status);
      expect((res.body as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await services.db.select().from(eventRegistrations)).length).toBe(before);
  });

  test("the dialog hears why a second hold from the same client is refused, and nothing is held (decision 010)", async () => {
    const event = await createEvent(services.db, { maxCapacity: 80 });
    const type = await createTicketType(services.db, event.id, {
      priceCents: 1500,
      quantityAvailable: 80,
    });
    const body = (quantity: number, customerEmail: string) =>
      JSON.stringify({
        eventId: event.id,
        ticketTypeId: type.id,
        quantity,
        customerName: "Hold Er",
        customerEmail,
        guests: Array.from({ length: quantity }, (_, i) => ({ guest_name: `Guest ${i + 1}` })),
      });
    expect(
      (await call(event.id, body(8, "first@example.org"), "application/json", "192.0.2.50")).status,
    ).toBe(200);
    const before = (await services.db.select().from(eventRegistrations)).length;
    const refused = await call(
      event.id,
      body(8, "second@example.org"),
      "application/json",
      "192.0.2.50",
    );
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string } }).error.message).toMatch(
      /^You already have 8 seats waiting for payment\. .* Please finish or cancel the checkout you started/,
    );
    expect((await services.db.select().from(eventRegistrations)).length).toBe(before);
  });

  test("a paid registration tells the dialog where to release its hold if the checkout cannot be opened (decision 010)", async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id, {
      priceCents: 1500,
      quantityAvailable: 10,
    });
    const res = await call(
      event.id,
      JSON.stringify({
        eventId: event.id,
        ticketTypeId: type.id,
        quantity: 1,
        customerName: "Rio",
        customerEmail: "rio@example.org",
      }),
      "application/json",
      "192.0.2.60",
    );
    expect(res.status).toBe(200);
    const { releasePath } = res.body as { releasePath: string };
    expect(releasePath).toMatch(
      new RegExp(`^/events/cancel\\?event=${event.id}&registration=[0-9a-f-]{36}\\.`),
    );
    const [held] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.ticketTypeId, type.id));
    expect(held!.status).toBe("pending");
    // What the dialog posts when it refuses the checkout URL: the seats go back at once.
    const request = new Request(`http://localhost:3000${releasePath}`, { method: "POST" });
    const context = { services, user: null, requestId: "t", clientIp: "192.0.2.60" };
    const released = await cancelAction({ request, context, params: {} } as unknown as Parameters<
      typeof cancelAction
    >[0]);
    expect(released).toEqual({ released: true });
    const [after] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, held!.id));
    expect(after!.status).toBe("expired");
  });
});
