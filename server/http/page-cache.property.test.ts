// docs/decisions/011-page-cache.md: the page cache is never stale. Random
// sequences of staff writes, registrations (free and paid, whose holds lapse),
// gifts and clock moves; after each step every public page (and its `.data`)
// answered by the caching app equals a fresh render by an app with an empty
// cache. The writes go straight to the database, as any future feature would:
// nothing tells the cache but the database. Renders the real React Router
// build (built first if missing). Also checks no public page reads a table the
// cache does not watch.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createApp } from "../app";
import { UNWATCHED_TABLES } from "../db/content-changes";
import { events, eventTicketTypes, fundraisers, teamMembers } from "../db/schema";
import { createRegistration as register } from "../modules/orders/index.server";
import {
  createEvent,
  createFundraiser,
  createTeamMember,
  createTicketType,
} from "../test/factories";
import { createTestServices, type TestServices } from "../test/harness";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD = path.join(ROOT, "build/server/index.js");
const HOUR = 3_600_000;

let services: TestServices;
let build: ServerBuild;
let cached: ReturnType<typeof createApp>;
const queries: string[] = [];

beforeAll(async () => {
  if (!existsSync(BUILD))
    execFileSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: "ignore" });
  build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  services = await createTestServices({}, { onQuery: (query) => queries.push(query) });
  cached = createApp({ services, build });
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await services?.cleanup();
});

const origin = "http://localhost:3000";
const get = async (app: ReturnType<typeof createApp>, url: string) => {
  const res = await app.request(`${origin}${url}`);
  return { status: res.status, body: await res.text(), etag: res.headers.get("etag") };
};

async function publicUrls() {
  const rows = await services.db.select({ id: events.id }).from(events);
  const detail = rows.slice(0, 3).map((r) => `/events/${r.id}`);
  return [
    "/",
    "/events",
    "/events.data",
    "/fundraisers",
    "/about",
    "/donate",
    ...detail,
    ...detail.map((d) => `${d}.data`),
  ];
}

/** Every public page from the caching app equals a fresh render (an app whose cache starts empty). */
async function expectFresh(step: string) {
  const fresh = createApp({ services, build });
  for (const url of await publicUrls()) {
    const a = await get(cached, url);
    const b = await get(fresh, url);
    expect({ step, url, status: a.status, body: a.body }).toEqual({
      step,
      url,
      status: b.status,
      body: b.body,
    });
  }
}

type Op =
  | { kind: "event"; days: number; capacity: number; salesInHours: number | null }
  | { kind: "rename-event"; pick: number }
  | { kind: "ticket-type"; pick: number; priceCents: number; quantity: number }
  | { kind: "toggle-ticket-type"; pick: number }
  | { kind: "delete-event"; pick: number }
  | { kind: "register"; pick: number; quantity: number }
  | { kind: "fundraiser"; active: boolean }
  | { kind: "gift"; pick: number; cents: number }
  | { kind: "team" }
  | { kind: "clock"; hours: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("event" as const),
    days: fc.integer({ min: -3, max: 10 }),
    capacity: fc.constantFrom(0, 3, 10),
    salesInHours: fc.option(fc.integer({ min: 1, max: 48 })),
  }),
  fc.record({ kind: fc.constant("rename-event" as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant("ticket-type" as const),
    pick: fc.nat(),
    priceCents: fc.constantFrom(0, 2500),
    quantity: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant("toggle-ticket-type" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("delete-event" as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant("register" as const),
    pick: fc.nat(),
    quantity: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({ kind: fc.constant("fundraiser" as const), active: fc.boolean() }),
  fc.record({
    kind: fc.constant("gift" as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 100, max: 50_000 }),
  }),
  fc.record({ kind: fc.constant("team" as const) }),
  fc.record({ kind: fc.constant("clock" as const), hours: fc.constantFrom(0.2, 0.6, 3, 13, 30) }),
);

const pickFrom = <T>(rows: T[], n: number) => (rows.length ? rows[n % rows.length] : undefined);

async function apply(step: Op) {
  const db = services.db;
  const now = Date.now();
  switch (step.kind) {
    case "event": {
      const event = await createEvent(db, {
        startsAt: new Date(now + step.days * 24 * HOUR + HOUR),
        maxCapacity: step.capacity,
        ticketSalesStartAt:
          step.salesInHours === null ? null : new Date(now + step.salesInHours * HOUR),
      });
      await createTicketType(db, event.id, { quantityAvailable: 4 });
      return;
    }
    case "rename-event": {
      const event = pickFrom(await db.select().from(events), step.pick);
      if (event)
        await db
          .update(events)
          .set({ title: `${event.title}!` })
          .where(eq(events.id, event.id));
      return;
    }
    case "ticket-type": {
      const event = pickFrom(await db.select().from(events), step.pick);
      if (event)
        await createTicketType(db, event.id, {
          name: "Dinner",
          priceCents: step.priceCents,
          quantityAvailable: step.quantity,
        });
      return;
    }
    case "toggle-ticket-type": {
      const type = pickFrom(await db.select().from(eventTicketTypes), step.pick);
      if (type)
        await db
          .update(eventTicketTypes)
          .set({ isActive: !type.isActive })
          .where(eq(eventTicketTypes.id, type.id));
      return;
    }
    case "delete-event": {
      const event = pickFrom(await db.select().from(events), step.pick);
      // An event with registrations cannot be deleted (a foreign key refuses it): a refused write is part of the game.
      if (event)
        await db
          .delete(events)
          .where(eq(events.id, event.id))
          .catch(() => {});
      return;
    }
    case "register": {
      const type = pickFrom(await db.select().from(eventTicketTypes), step.pick);
      if (!type) return;
      // Paid tickets hold their seats until the hold lapses (decision 004); refusals are part of the game.
      await register(
        {
          db,
          secret: services.secret,
          payments: services.payments,
          env: services.env,
          log: services.log,
        } as never,
        {
          eventId: type.eventId,
          ticketTypeId: type.id,
          quantity: step.quantity,
          customerName: "Casey Park",
          customerEmail: `casey-${Math.random().toString(36).slice(2)}@example.org`,
        } as never,
      ).catch(() => {});
      return;
    }
    case "fundraiser":
      await createFundraiser(db, { isActive: step.active, goalCents: 1_000_000 });
      return;
    case "gift": {
      const fundraiser = pickFrom(await db.select().from(fundraisers), step.pick);
      if (fundraiser)
        await db
          .update(fundraisers)
          .set({ raisedCents: sql`${fundraisers.raisedCents} + ${step.cents}` })
          .where(eq(fundraisers.id, fundraiser.id));
      return;
    }
    case "team":
      await createTeamMember(db, {
        displayOrder: (await db.select().from(teamMembers)).length,
      } as never);
      return;
    case "clock":
      vi.setSystemTime(now + step.hours * HOUR);
      return;
  }
}

describe("page cache", () => {
  test("after any sequence of writes and clock moves, every cached public page equals a fresh render", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T15:00:00Z") });
    await expectFresh("start");
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 8 }), async (steps) => {
        for (const [i, step] of steps.entries()) {
          // Read every page first, so the cache holds the state before the step.
          for (const url of await publicUrls()) await get(cached, url);
          await apply(step);
          await expectFresh(`${i}: ${JSON.stringify(step)}`);
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  test("the cache answers repeat visits (the property above is not met by never caching)", async () => {
    const first = await get(cached, "/events");
    const second = await get(cached, "/events");
    expect(second.etag).toBe(first.etag);
    const before = queries.length;
    await get(cached, "/events");
    expect(queries.length).toBe(before);
  });

  test("no public page reads a table the cache does not watch", async () => {
    queries.length = 0;
    const fresh = createApp({ services, build });
    for (const url of await publicUrls()) await get(fresh, url);
    expect(queries.length).toBeGreaterThan(0);
    for (const table of UNWATCHED_TABLES) {
      expect(
        queries.filter((q) => q.includes(`"${table}"`)),
        table,
      ).toEqual([]);
    }
  });
});
