// The door's check-in API over HTTP (docs/decisions/014-check-in-sync.md): who may
// call it, what it answers, and that nothing a client sends makes it fail.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createEvent, createRegistration, createTicketType } from "../test/factories";
import {
  createTestApp,
  createTestServices,
  signedInCookie,
  type TestServices,
} from "../test/harness";
import { registrationReference } from "../modules/orders/index.server";
import type { DoorCopy } from "../../shared/schemas/check-in";

let services: TestServices;
let doorCookie: string;
let userCookie: string;
let eventId: string;
let registrationId: string;
const origin = "http://localhost:3000";

beforeAll(async () => {
  services = await createTestServices();
  doorCookie = await signedInCookie(services, { role: "door" });
  userCookie = await signedInCookie(services, { role: "user" });
  const event = await createEvent(services.db, { title: "Spring Gala" });
  const type = await createTicketType(services.db, event.id);
  const registration = await createRegistration(services.db, type, { customerName: "Ana Buyer" }, [
    { guestName: "Ana Buyer" },
  ]);
  eventId = event.id;
  registrationId = registration.id;
});
afterAll(() => services.cleanup());

function call(
  path: string,
  init: { method?: string; cookie?: string; body?: string; type?: string } = {},
) {
  const headers: Record<string, string> = { origin };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers["content-type"] = init.type ?? "application/json";
  return createTestApp(services).request(`${origin}/api/admin/events/${path}`, {
    method: init.method ?? (init.body !== undefined ? "POST" : "GET"),
    headers,
    body: init.body,
  });
}

describe("/api/admin/events/:id (door)", () => {
  test("a door volunteer downloads the door copy, uncached", async () => {
    const response = await call(`${eventId}/door-copy`, { cookie: doorCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const copy = (await response.json()) as DoorCopy;
    expect(copy.event.title).toBe("Spring Gala");
    expect(copy.registrations[0]).toMatchObject({
      id: registrationId,
      buyerName: "Ana Buyer",
      status: "active",
    });
  });

  test("a door volunteer checks a guest in and is answered with the results and the counts", async () => {
    const copy = (await (
      await call(`${eventId}/door-copy`, { cookie: doorCookie })
    ).json()) as DoorCopy;
    const key = copy.registrations[0]!.attendees[0]!.key;
    const operation = {
      id: randomUUID(),
      op: "check-in",
      registrationId,
      attendeeKey: key,
      at: new Date(Date.now() - 60_000).toISOString(),
    };
    const body = JSON.stringify({ deviceId: "phone-1234", operations: [operation] });
    const response = await call(`${eventId}/check-ins`, { cookie: doorCookie, body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      results: [
        { id: operation.id, status: "applied", checkedInAt: new Date(operation.at).toISOString() },
      ],
      counts: {
        checkedIn: 1,
        expected: 1,
        byTicketType: [expect.objectContaining({ checkedIn: 1, expected: 1 })],
      },
    });
    const again = await call(`${eventId}/check-ins`, { cookie: doorCookie, body });
    expect(((await again.json()) as { results: { status: string }[] }).results[0]!.status).toBe(
      "duplicate",
    );
  });

  test("a door volunteer looks a reference up", async () => {
    const reference = registrationReference(services.secret, registrationId);
    const response = await call(`${eventId}/lookup`, {
      cookie: doorCookie,
      body: JSON.stringify({ reference }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: "this-event",
      registrationId,
      orderId: registrationId,
    });
    const forged = await call(`${eventId}/lookup`, {
      cookie: doorCookie,
      body: JSON.stringify({ reference: "HOMEFRONT-REG:nope" }),
    });
    expect(await forged.json()).toEqual({ result: "invalid" });
  });

  test.each([
    ["GET", "door-copy"],
    ["POST", "check-ins"],
    ["POST", "lookup"],
  ])("%s %s: 401 anonymous, 403 to a signed-in visitor", async (method, route) => {
    const body = method === "POST" ? "{}" : undefined;
    expect((await call(`${eventId}/${route}`, { method, body })).status).toBe(401);
    expect((await call(`${eventId}/${route}`, { method, body, cookie: userCookie })).status).toBe(
      403,
    );
  });

  test.each([
    ["a malformed event id", "not-an-id/door-copy", undefined, undefined, 404],
    ["an unknown event", `${randomUUID()}/door-copy`, undefined, undefined, 404],
    [
      "an unknown event's check-ins",
      `${randomUUID()}/check-ins`,
      JSON.stringify({
        deviceId: "phone-1234",
        operations: [
          {
            id: randomUUID(),
            op: "check-in",
            registrationId: randomUUID(),
            attendeeKey: "x",
            at: new Date().toISOString(),
          },
        ],
      }),
      undefined,
      404,
    ],
    ["a body that is not JSON", "EVENT/check-ins", "{not json", undefined, 400],
    ["an empty body", "EVENT/check-ins", "", undefined, 400],
    ["a form body", "EVENT/check-ins", "deviceId=x", "application/x-www-form-urlencoded", 415],
    ["JSON that is not a batch", "EVENT/check-ins", JSON.stringify([1, 2, 3]), undefined, 422],
    [
      "a batch with a wrong type",
      "EVENT/check-ins",
      JSON.stringify({ deviceId: 12, operations: "all" }),
      undefined,
      422,
    ],
    [
      "a batch naming a forged registration",
      "EVENT/check-ins",
      JSON.stringify({
        deviceId: "phone-1234",
        operations: [
          {
            id: randomUUID(),
            op: "undo",
            registrationId: randomUUID(),
            attendeeKey: "x",
            at: new Date().toISOString(),
          },
        ],
      }),
      undefined,
      422,
    ],
    ["a lookup without a reference", "EVENT/lookup", JSON.stringify({}), undefined, 422],
    ["a lookup with a number", "EVENT/lookup", JSON.stringify({ reference: 42 }), undefined, 422],
    ["a lookup of null", "EVENT/lookup", "null", undefined, 422],
  ])("%s is refused with a 4xx, never a 500", async (_name, path, body, type, status) => {
    const response = await call(path.replace("EVENT", eventId), {
      cookie: doorCookie,
      body,
      type,
      method: body === undefined ? "GET" : "POST",
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });
});
