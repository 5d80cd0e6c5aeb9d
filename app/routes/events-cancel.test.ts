// In-process tests of the checkout's cancel page action (docs/payments.md "Event registrations"):
// only the signed link the checkout was given releases its hold.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventRegistrations } from "../../server/db/schema";
import { isDemoProvider } from "../../server/payments/demo-provider";
import { HOLD_RELEASE_LINK, signValue } from "../../server/payments/signed-links";
import { createRegistration, startTicketCheckout } from "../../server/modules/orders/index.server";
import { createEvent, createTicketType } from "../../server/test/factories";
import { createTestServices, type TestServices } from "../../server/test/harness";
import { registrationRequestSchema } from "../../shared/schemas/registration";
import { action } from "./events-cancel";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

/** A pending paid registration and the cancel path its demo checkout sends the buyer back to. */
async function heldCheckout() {
  const event = await createEvent(services.db);
  const type = await createTicketType(services.db, event.id, {
    priceCents: 2500,
    quantityAvailable: 5,
  });
  const request = registrationRequestSchema.parse({
    eventId: event.id,
    ticketTypeId: type.id,
    quantity: 1,
    customerName: "Casey Buyer",
    customerEmail: "casey@example.org",
  });
  const created = await createRegistration(services, request);
  const url = await startTicketCheckout(services, created, request.customerEmail);
  if (!isDemoProvider(services.payments)) throw new Error("tests expect the demo provider");
  const session = await services.payments.getSession(url.split("/").pop()!);
  return {
    registrationId: created.registrationId,
    eventId: event.id,
    cancelPath: session!.cancelUrl,
  };
}

async function post(path: string) {
  const request = new Request(`http://127.0.0.1:3000${path}`, { method: "POST" });
  const context = { services, user: null, requestId: "t", clientIp: "192.0.2.20" };
  const result = await action({ request, context, params: {} } as unknown as Parameters<
    typeof action
  >[0]);
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    return {
      status: (result as { init: { status: number } }).init.status,
      body: (result as { data: unknown }).data,
    };
  }
  return { status: 200, body: result };
}

const statusOf = async (id: string) =>
  (await services.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]!
    .status;

describe("POST /events/cancel", () => {
  test("the checkout's own cancel link releases the hold at once", async () => {
    const { registrationId, eventId, cancelPath } = await heldCheckout();
    expect(cancelPath).toMatch(
      new RegExp(`^/events/cancel\\?event=${eventId}&registration=${registrationId}\\.`),
    );
    expect(await post(cancelPath)).toEqual({ status: 200, body: { released: true } });
    expect(await statusOf(registrationId)).toBe("expired");
    // Coming back a second time has nothing left to release.
    expect(await post(cancelPath)).toEqual({ status: 200, body: { released: false } });
  });

  test("a bare registration id, another registration's token or a forged one releases nothing (403)", async () => {
    const { registrationId, eventId } = await heldCheckout();
    const other = await heldCheckout();
    const otherToken = other.cancelPath.split(".").pop()!;
    const forged = signValue(
      "not-the-site-secret-not-the-site-secret",
      HOLD_RELEASE_LINK,
      registrationId,
    );
    for (const registration of [registrationId, `${registrationId}.${otherToken}`, forged, "x.y"]) {
      const res = await post(
        `/events/cancel?event=${eventId}&registration=${encodeURIComponent(registration)}`,
      );
      expect(res).toEqual({
        status: 403,
        body: {
          error: {
            code: "invalid_link",
            message: "This cancel link is not valid; no seats were released.",
          },
        },
      });
    }
    expect(await statusOf(registrationId)).toBe("pending");
    expect(await statusOf(other.registrationId)).toBe("pending");
  });

  test("a visit without a registration releases nothing and is not an error", async () => {
    expect(await post("/events/cancel")).toEqual({ status: 200, body: { released: false } });
  });
});
