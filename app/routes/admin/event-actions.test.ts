// The event back office's actions in-process: every refusal is a 4xx with
// field messages (SPEC §5 wording) and writes nothing; every change needs an admin.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AppLoadContext } from "react-router";
import {
  auditLog,
  eventGuests,
  eventRegistrations,
  events,
  eventTicketTypes,
} from "../../../server/db/schema";
import {
  createEvent,
  createRegistration as createRegistrationRow,
  createTicketType,
} from "../../../server/test/factories";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import { action as eventsAction, loader as eventsLoader } from "./events";
import { loader as manageLoader } from "./event-manage";
import {
  action as registrationsAction,
  loader as registrationsLoader,
} from "./event-registrations";
import { loader as exportLoader } from "./event-registrations-export";
import { action as ticketTypesAction } from "./event-ticket-types";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const admin = { id: "admin-1", name: "Admin", email: "admin@example.org", role: "owner" };
const context = (user: typeof admin | null = admin) =>
  ({ services, user, requestId: "test" }) as unknown as AppLoadContext;

function post(path: string, body: unknown) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

type Outcome = {
  status: number;
  body: {
    ok?: true;
    error?: { code: string; message: string; issues?: { path: string; message: string }[] };
  };
};

/** An action's answer as status + body, whether it returned data() or a plain object. */
async function run(result: Promise<unknown> | unknown): Promise<Outcome> {
  const value = (await result) as { type?: string; data?: unknown; init?: { status?: number } };
  if (value && value.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as Outcome["body"] };
  }
  return { status: 200, body: value as Outcome["body"] };
}

const messages = (outcome: Outcome) =>
  Object.fromEntries((outcome.body.error?.issues ?? []).map((i) => [i.path, i.message]));

const eventsPost = (body: unknown, user: typeof admin | null = admin) =>
  run(
    eventsAction({
      request: post("/admin/events", body),
      context: context(user),
      params: {},
    } as never),
  );
const typesPost = (eventId: string, body: unknown) =>
  run(
    ticketTypesAction({
      request: post(`/admin/events/${eventId}/ticket-types`, body),
      context: context(),
      params: { id: eventId },
    } as never),
  );
const registrationsPost = (eventId: string, body: unknown) =>
  run(
    registrationsAction({
      request: post(`/admin/events/${eventId}/registrations`, body),
      context: context(),
      params: { id: eventId },
    } as never),
  );

const eventCount = async () => (await services.db.select({ n: count() }).from(events))[0]!.n;
const validEvent = {
  title: "Gala",
  description: "Dinner",
  startsAt: "2030-07-04T18:30",
  location: "Killeen, TX",
  hasTickets: true,
  maxCapacity: "",
  ticketSalesStartAt: "",
};

describe("the events action", () => {
  test("refuses anonymous and non-admin callers", async () => {
    await expect(eventsPost({ intent: "create", values: validEvent }, null)).rejects.toMatchObject({
      init: { status: 401 },
    });
    await expect(
      eventsPost({ intent: "create", values: validEvent }, { ...admin, role: "user" }),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
  });

  test("the loader requires an admin too", async () => {
    const request = new Request("http://localhost/admin/events");
    await expect(
      eventsLoader({ request, context: context(null), params: {} } as never),
    ).rejects.toMatchObject({ status: 302 });
  });

  test("a body that is not JSON, or an unknown intent, is a 400", async () => {
    expect((await eventsPost("not json")).status).toBe(400);
    expect((await eventsPost([1, 2])).status).toBe(400);
    expect((await eventsPost({ intent: "explode" })).status).toBe(400);
  });

  test("missing fields get SPEC's messages and nothing is written", async () => {
    const before = await eventCount();
    const outcome = await eventsPost({ intent: "create", values: {} });
    expect(outcome.status).toBe(422);
    expect(messages(outcome)).toMatchObject({
      title: "Title is required",
      description: "Description is required",
      startsAt: "Event date is required",
      location: "Location is required",
    });
    expect(await eventCount()).toBe(before);
  });

  test("malformed dates, capacities, image URLs and over-long text are refused field by field", async () => {
    const before = await eventCount();
    const outcome = await eventsPost({
      intent: "create",
      values: {
        ...validEvent,
        title: "x".repeat(201),
        startsAt: "2030-02-30T10:00",
        ticketSalesStartAt: "next week",
        maxCapacity: "-3",
        imageUrl: "javascript:alert(1)",
      },
    });
    expect(outcome.status).toBe(422);
    expect(messages(outcome)).toEqual({
      title: "Title must be less than 200 characters",
      startsAt: "Please enter a valid date and time",
      ticketSalesStartAt: "Please enter a valid date and time",
      maxCapacity: "Maximum capacity must be a whole number 0 or greater",
      imageUrl: "Invalid image URL",
    });
    for (const values of [
      { ...validEvent, maxCapacity: "abc" },
      { ...validEvent, maxCapacity: 2.5 },
      { ...validEvent, startsAt: 20300704 },
      { ...validEvent, hasTickets: "yes" },
      { ...validEvent, ticketSalesStartAt: "2030-07-05T09:00" },
    ]) {
      expect((await eventsPost({ intent: "create", values })).status, JSON.stringify(values)).toBe(
        422,
      );
    }
    expect(await eventCount()).toBe(before);
  });

  test("a sales start after the event is refused with its own message", async () => {
    const outcome = await eventsPost({
      intent: "create",
      values: { ...validEvent, ticketSalesStartAt: "2030-07-05T09:00" },
    });
    expect(messages(outcome)).toEqual({
      ticketSalesStartAt: "Ticket sales must start before the event",
    });
  });

  test("creates, updates and deletes an event", async () => {
    const created = await eventsPost({ intent: "create", values: validEvent });
    expect(created).toMatchObject({ status: 200, body: { ok: true } });
    const id = (created.body as { id: string }).id;
    expect(
      (await eventsPost({ intent: "update", id, values: { ...validEvent, title: "Renamed" } }))
        .status,
    ).toBe(200);
    const [row] = await services.db.select().from(events).where(eq(events.id, id));
    expect(row?.title).toBe("Renamed");
    expect((await eventsPost({ intent: "delete", id })).status).toBe(200);
    expect(await services.db.select().from(events).where(eq(events.id, id))).toEqual([]);
  });

  test("unknown or malformed ids are a 404", async () => {
    for (const id of ["1", "not-a-uuid", crypto.randomUUID(), undefined]) {
      expect((await eventsPost({ intent: "update", id, values: validEvent })).status).toBe(404);
      expect((await eventsPost({ intent: "delete", id })).status).toBe(404);
    }
  });

  test("deleting an event with registrations is refused with a way forward", async () => {
    const event = await createEvent(services.db, { title: "Packed" });
    const type = await createTicketType(services.db, event.id);
    await createRegistrationRow(services.db, type);
    const outcome = await eventsPost({ intent: "delete", id: event.id });
    expect(outcome.status).toBe(409);
    expect(outcome.body.error?.message).toBe(
      '"Packed" has 1 active registration. Cancel it in Manage first, then delete the event.',
    );
  });
});

describe("the ticket types action", () => {
  const valid = {
    name: "General",
    description: "",
    price: 10,
    quantityAvailable: 5,
    seatsPerUnit: 1,
    isActive: true,
  };
  const typeCount = async (eventId: string) =>
    (
      await services.db
        .select({ n: count() })
        .from(eventTicketTypes)
        .where(eq(eventTicketTypes.eventId, eventId))
    )[0]!.n;

  test("price -1 or 'abc', quantity 0, seats 0 and a blank name get SPEC's messages and write nothing", async () => {
    const event = await createEvent(services.db);
    for (const [values, expected] of [
      [{ ...valid, price: -1 }, { price: "Price must be 0 or greater" }],
      [{ ...valid, price: "abc" }, { price: "Price must be 0 or greater" }],
      [{ ...valid, price: "1e3" }, { price: "Price must be 0 or greater" }],
      [{ ...valid, price: "12.505" }, { price: "Enter an amount in dollars, like 12.50." }],
      [{ ...valid, price: "1,50" }, { price: "Enter an amount in dollars, like 12.50." }],
      [{ ...valid, quantityAvailable: 0 }, { quantityAvailable: "Quantity must be at least 1" }],
      [
        { ...valid, quantityAvailable: "lots" },
        { quantityAvailable: "Quantity must be at least 1" },
      ],
      [
        { ...valid, quantityAvailable: 1.5 },
        { quantityAvailable: "Quantity must be a whole number" },
      ],
      [{ ...valid, seatsPerUnit: 0 }, { seatsPerUnit: "Seats per unit must be at least 1" }],
      [{ ...valid, seatsPerUnit: 11 }, { seatsPerUnit: "Seats per unit must be 10 or less" }],
      [{ ...valid, name: "  " }, { name: "Name is required" }],
      [{ ...valid, name: "n".repeat(101) }, { name: "Name must be less than 100 characters" }],
      [
        { ...valid, description: "d".repeat(1001) },
        { description: "Description must be less than 1000 characters" },
      ],
      [{ ...valid, isActive: "true" }, { isActive: "Invalid input" }],
    ] as const) {
      const outcome = await typesPost(event.id, { intent: "create", values });
      expect(outcome.status, JSON.stringify(values)).toBe(422);
      expect(messages(outcome)).toEqual(expected);
    }
    expect(await typeCount(event.id)).toBe(0);
  });

  test("numeric strings are read as numbers and a blank price is 0", async () => {
    const event = await createEvent(services.db);
    const outcome = await typesPost(event.id, {
      intent: "create",
      values: { ...valid, price: "", quantityAvailable: "12", seatsPerUnit: " 2 " },
    });
    expect(outcome.status).toBe(200);
    const [row] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, event.id));
    expect(row).toMatchObject({
      priceCents: 0,
      quantityAvailable: 12,
      seatsPerUnit: 2,
      isActive: true,
    });
  });

  test("a price typed as $12.50 is read like every amount: 1250 cents", async () => {
    const event = await createEvent(services.db);
    const outcome = await typesPost(event.id, {
      intent: "create",
      values: { ...valid, price: "$12.50", fairMarketValue: "$10" },
    });
    expect(outcome.status).toBe(200);
    const [row] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, event.id));
    expect(row).toMatchObject({ priceCents: 1250, fairMarketValueCents: 1000 });
  });

  test("a ticket type id of another event is SPEC's permission message, and nothing changes", async () => {
    const event = await createEvent(services.db);
    const other = await createEvent(services.db);
    const foreign = await createTicketType(services.db, other.id, { name: "Theirs" });
    const update = await typesPost(event.id, {
      intent: "update",
      id: foreign.id,
      values: { ...valid, name: "Mine" },
    });
    expect(update).toMatchObject({
      status: 404,
      body: {
        error: {
          code: "not_updated",
          message:
            "Permission denied: Unable to update ticket type. You may not have admin access.",
        },
      },
    });
    expect(
      (await typesPost(event.id, { intent: "update", id: "nope", values: valid })).body.error?.code,
    ).toBe("not_updated");
    expect((await typesPost(event.id, { intent: "delete", id: foreign.id })).status).toBe(404);
    expect((await typesPost(event.id, { intent: "reorder", ids: [foreign.id] })).status).toBe(409);
    const [row] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.id, foreign.id));
    expect(row?.name).toBe("Theirs");
  });

  test("a malformed reorder list or event id is refused", async () => {
    const event = await createEvent(services.db);
    expect((await typesPost(event.id, { intent: "reorder", ids: "a,b" })).status).toBe(422);
    expect((await typesPost(event.id, { intent: "reorder", ids: ["x"] })).status).toBe(422);
    expect((await typesPost(event.id, { intent: "reorder", ids: [] })).status).toBe(422);
    expect((await typesPost("not-an-id", { intent: "create", values: valid })).status).toBe(404);
    expect((await typesPost(crypto.randomUUID(), { intent: "create", values: valid })).status).toBe(
      404,
    );
  });

  test("lowering the quantity below what is sold answers with a field message", async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id, { quantityAvailable: 5 });
    await createRegistrationRow(services.db, type, { quantity: 3 });
    const outcome = await typesPost(event.id, {
      intent: "update",
      id: type.id,
      values: { ...valid, quantityAvailable: 2 },
    });
    expect(outcome.status).toBe(409);
    expect(messages(outcome)).toEqual({
      quantityAvailable: "Quantity can't be lower than the 3 already sold",
    });
  });
});

describe("the registrations action", () => {
  async function seeded() {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id, { seatsPerUnit: 2 });
    const reg = await createRegistrationRow(services.db, type, { customerName: "Jordan" }, [
      { guestName: "Jordan" },
      { guestName: "Sam" },
    ]);
    return { event, reg };
  }
  const valid = {
    customerName: "Jordan",
    customerEmail: "jordan@example.org",
    status: "active",
    guests: [],
  };

  test("SPEC's edit-form messages per field, and nothing is written", async () => {
    const { event, reg } = await seeded();
    const outcome = await registrationsPost(event.id, {
      intent: "update",
      id: reg.id,
      values: {
        customerName: "",
        customerEmail: "not-an-email",
        customerPhone: "1".repeat(21),
        specialRequests: "s".repeat(1001),
        status: "refunded",
        guests: [{ guestName: "" }, { guestName: "Ok", guestEmail: "bad" }],
      },
    });
    expect(outcome.status).toBe(422);
    expect(messages(outcome)).toEqual({
      customerName: "Customer name is required",
      customerEmail: "Invalid email address",
      customerPhone: "Phone number must be less than 20 characters",
      specialRequests: "Special requests must be less than 1000 characters",
      status: "Invalid input",
      "guests.0.guestName": "Guest name is required",
      "guests.1.guestEmail": "Invalid email address",
    });
    const [row] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, reg.id));
    expect(row?.customerName).toBe("Jordan");
    expect(
      await services.db.select().from(eventGuests).where(eq(eventGuests.registrationId, reg.id)),
    ).toHaveLength(2);
  });

  test("a registration of another event, or a malformed id, is not found", async () => {
    const first = await seeded();
    const second = await seeded();
    expect(
      (
        await registrationsPost(first.event.id, {
          intent: "update",
          id: second.reg.id,
          values: valid,
        })
      ).status,
    ).toBe(404);
    expect(
      (await registrationsPost(first.event.id, { intent: "delete", id: second.reg.id })).status,
    ).toBe(404);
    expect((await registrationsPost(first.event.id, { intent: "delete", id: "abc" })).status).toBe(
      404,
    );
    expect(
      await services.db
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.id, second.reg.id)),
    ).toHaveLength(1);
  });

  test("cancels, resolves and deletes through the action", async () => {
    const { event, reg } = await seeded();
    expect(
      (
        await registrationsPost(event.id, {
          intent: "update",
          id: reg.id,
          values: { ...valid, status: "cancelled" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await registrationsPost(event.id, { intent: "resolve-refund", id: reg.id })).status,
    ).toBe(409);
    expect((await registrationsPost(event.id, { intent: "delete", id: reg.id })).status).toBe(200);
    expect(
      await services.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, reg.id)),
    ).toEqual([]);
  });
});

describe("releasing a hold (decision 010)", () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  test("shows a pending hold's age, releases it at once with an audit entry, and only once", async () => {
    const event = await createEvent(services.db, { maxCapacity: 50 });
    const type = await createTicketType(services.db, event.id, {
      priceCents: 4000,
      quantityAvailable: 50,
    });
    const hold = await createRegistrationRow(services.db, type, {
      status: "pending",
      quantity: 4,
      registeredAt: minutesAgo(12),
      holdExpiresAt: new Date(Date.now() + 18 * 60_000),
      clientKey: "0123456789abcdef0123456789abcdef",
    });
    const request = new Request(`http://localhost/admin/events/${event.id}/manage`);
    const manage = async () =>
      (
        (await manageLoader({
          request,
          context: context(),
          params: { id: event.id },
        } as never)) as unknown as {
          registrations: { registrations: { id: string; heldMinutes: number | null }[] };
        }
      ).registrations;
    expect((await manage()).registrations).toMatchObject([{ id: hold.id, heldMinutes: 12 }]);

    expect((await registrationsPost(event.id, { intent: "release", id: hold.id })).status).toBe(
      200,
    );
    const [row] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, hold.id));
    expect(row).toMatchObject({ status: "expired", clientKey: null });
    expect((await manage()).registrations).toMatchObject([{ id: hold.id, heldMinutes: null }]);
    const audit = await services.db.select().from(auditLog).where(eq(auditLog.entityId, hold.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update", entity: "event_registrations" });
    expect(JSON.stringify(audit[0])).not.toContain("0123456789abcdef");

    const again = await registrationsPost(event.id, { intent: "release", id: hold.id });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe("This registration is not holding any seats.");
  });

  test("a hold of another event, or a malformed id, is not found and stays", async () => {
    const event = await createEvent(services.db);
    const other = await createEvent(services.db);
    const type = await createTicketType(services.db, other.id, { priceCents: 4000 });
    const hold = await createRegistrationRow(services.db, type, {
      status: "pending",
      holdExpiresAt: new Date(Date.now() + 60_000),
    });
    expect((await registrationsPost(event.id, { intent: "release", id: hold.id })).status).toBe(
      404,
    );
    expect((await registrationsPost(event.id, { intent: "release", id: "abc" })).status).toBe(404);
    const [row] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, hold.id));
    expect(row!.status).toBe("pending");
  });
});

describe("the manage loader", () => {
  test("returns ticket types and registrations of one event, or a 404", async () => {
    const { id } = await createEvent(services.db, { title: "Managed" });
    await createTicketType(services.db, id, { name: "Only" });
    const request = new Request(`http://localhost/admin/events/${id}/manage`);
    const data = (await manageLoader({
      request,
      context: context(),
      params: { id },
    } as never)) as unknown as {
      event: { title: string };
      ticketTypes: { name: string }[];
      stats: { all: number };
      registrations: { registrations: unknown[]; total: number; page: number };
    };
    expect(data.event.title).toBe("Managed");
    expect(data.ticketTypes.map((t) => t.name)).toEqual(["Only"]);
    expect(data.stats.all).toBe(0);
    expect(data.registrations).toMatchObject({ registrations: [], total: 0, page: 1 });
    for (const bad of ["x", crypto.randomUUID()]) {
      expect(
        (await run(manageLoader({ request, context: context(), params: { id: bad } } as never)))
          .status,
      ).toBe(404);
    }
  });
});

describe("the registrations loader and the CSV export", () => {
  async function seeded(count: number) {
    const event = await createEvent(services.db, { title: "Paged" });
    const type = await createTicketType(services.db, event.id, {
      priceCents: 2500,
      quantityAvailable: 500,
    });
    const base = Date.now() - 60 * 60_000;
    for (let i = 0; i < count; i++) {
      await createRegistrationRow(
        services.db,
        type,
        {
          customerName: `Buyer ${i}`,
          customerEmail: `buyer${i}@example.org`,
          registeredAt: new Date(base + i * 1000),
        },
        [{ guestName: i === 7 ? "Zelda Quartermaine" : `Guest ${i}` }],
      );
    }
    return event.id;
  }
  const get = (path: string) => new Request(`http://localhost${path}`);

  test("answers one page of 50, newest first, with the count; ?q= matches a guest's name in SQL", async () => {
    const id = await seeded(60);
    const page = (await registrationsLoader({
      request: get(`/admin/events/${id}/registrations?page=2`),
      context: context(),
      params: { id },
    } as never)) as { registrations: { customerName: string }[]; total: number; page: number };
    expect(page.total).toBe(60);
    expect(page.page).toBe(2);
    expect(page.registrations.map((r) => r.customerName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Buyer ${9 - i}`),
    );
    const found = (await registrationsLoader({
      request: get(`/admin/events/${id}/registrations?q=zelda%20QUARTER`),
      context: context(),
      params: { id },
    } as never)) as { registrations: { customerName: string }[]; total: number };
    expect(found.total).toBe(1);
    expect(found.registrations.map((r) => r.customerName)).toEqual(["Buyer 7"]);
    // A page now: an id that names no event is the not-found page.
    await expect(
      registrationsLoader({ request: get("/x"), context: context(), params: { id: "x" } } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
    const unknown = crypto.randomUUID();
    await expect(
      registrationsLoader({
        request: get(`/admin/events/${unknown}/registrations`),
        context: context(),
        params: { id: unknown },
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
    // With the event's title for the page's heading and the stats over the whole event, whatever the search.
    expect(found).toMatchObject({
      event: { id, title: expect.any(String) },
      stats: { registrations: 60, all: 60 },
      q: "zelda QUARTER",
    });
  });

  test("streams every match as SPEC's CSV, named after the event; the search narrows it", async () => {
    const id = await seeded(3);
    const response = (await exportLoader({
      request: get(`/admin/events/${id}/registrations/export`),
      context: context(),
      params: { id },
    } as never)) as Response;
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="event-registrations-${id}.csv"`,
    );
    // The BOM is kept for Excel; Response.text() would drop it, so decode the bytes as sent.
    const lines = new TextDecoder("utf-8", { ignoreBOM: true })
      .decode(await response.arrayBuffer())
      .split("\r\n");
    // SPEC §7's columns, then the door's (docs/decisions/014-check-in-sync.md).
    expect(lines[0]).toBe(
      "\uFEFFCustomer Name,Email,Phone,Ticket Type,Quantity,Total Amount,Status,Registration Date,Guests,Reference,Dietary Needs,Accessibility Needs,Checked In,Check-in Times,Refunded Amount,Net Amount,Tickets Refunded",
    );
    expect(lines.slice(1, 4).map((l) => l.split(",")[0])).toEqual([
      "Buyer 2",
      "Buyer 1",
      "Buyer 0",
    ]);
    expect(lines[1]).toContain(",General Admission,1,25.00,active,");
    expect(lines[1]).toMatch(/,Guest 2,[0-9A-F]{8},,,0,,0.00,25.00,0$/);
    const narrowed = (await exportLoader({
      request: get(`/admin/events/${id}/registrations/export?q=buyer1`),
      context: context(),
      params: { id },
    } as never)) as Response;
    expect((await narrowed.text()).trim().split("\r\n")).toHaveLength(2);
  });
});
