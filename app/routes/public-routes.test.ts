// In-process loader and action tests for the public pages (SPEC §2, decision 003): load
// failures, not-found, cache headers, contact form answers.
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { Db } from "../../server/db/client";
import { contactMessages, eventRegistrations } from "../../server/db/schema";
import type { Logger } from "../../server/logger";
import { createRegistration, createTicketType } from "../../server/test/factories";
import { createTestServices, type TestServices } from "../../server/test/harness";
import { action as contactAction, loader as contactLoader } from "./contact";
import { loader as eventDetailLoader } from "./event-detail";
import { loader as eventsLoader } from "./events";
import { loader as fundraisersLoader } from "./fundraisers";
import { loader as homeLoader } from "./home";
import { loader as aboutLoader } from "./about";
import { loader as sitemapLoader } from "./sitemap-xml";

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices({ DEMO_CONTENT: "true" });
});
afterAll(() => services.cleanup());

type Result = { data: Record<string, unknown>; init: ResponseInit | null };
const asResult = (value: unknown) => value as Result;
const header = (result: Result, name: string) => new Headers(result.init?.headers).get(name);

function context(
  overrides: Partial<{ db: Db; log: Logger; user: unknown; clientIp: string }> = {},
) {
  return {
    services: {
      ...services,
      ...(overrides.db ? { db: overrides.db } : {}),
      ...(overrides.log ? { log: overrides.log } : {}),
    },
    user: overrides.user ?? null,
    requestId: "test-request",
    clientIp: overrides.clientIp ?? "198.51.100.1",
  } as unknown as AppLoadContext;
}

const spyLog = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });
/** A database whose every read fails, as when it is unreachable. */
const brokenDb = () =>
  new Proxy(services.db, {
    get(target, prop, receiver) {
      if (prop === "select") {
        return () => {
          throw new Error("database unreachable");
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  }) as Db;

const args = (
  path: string,
  ctx = context(),
  params: Record<string, string> = {},
  init?: RequestInit,
) =>
  ({ request: new Request(`http://localhost:3000${path}`, init), params, context: ctx }) as never;

describe("home", () => {
  test("carries at most 3 active fundraisers and 3 upcoming events", async () => {
    const result = asResult(await homeLoader(args("/")));
    const { fundraisers, events } = result.data as {
      fundraisers: { isActive: boolean }[];
      events: unknown[];
    };
    expect(fundraisers).toHaveLength(3);
    expect(fundraisers.every((f) => f.isActive)).toBe(true);
    expect(events).toHaveLength(3);
  });

  test("a block that cannot load is left out and logged", async () => {
    const log = spyLog();
    const result = asResult(await homeLoader(args("/", context({ db: brokenDb(), log }))));
    expect(result.data).toMatchObject({ fundraisers: [], events: [] });
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});

describe("cache headers", () => {
  test("anonymous pages may be kept by a shared cache and are revalidated by browsers", async () => {
    const result = asResult(await fundraisersLoader(args("/fundraisers")));
    expect(header(result, "Cache-Control")).toBe(
      "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=60",
    );
    expect(header(result, "Vary")).toBe("Cookie");
  });

  test("a signed-in visitor's page, or one carrying a toast, is private", async () => {
    const signedIn = asResult(
      await eventsLoader(args("/events", context({ user: { id: "u", role: "owner" } }))),
    );
    expect(header(signedIn, "Cache-Control")).toBe("private, no-cache");
    const withFlash = asResult(
      await aboutLoader(
        args("/about", context(), {}, { headers: { cookie: "homefront.flash=%7B%7D" } }),
      ),
    );
    expect(header(withFlash, "Cache-Control")).toBe("private, no-cache");
  });
});

describe("load failures", () => {
  test("fundraisers: a 503 the page shows as its error text, logged, never cached", async () => {
    const log = spyLog();
    const result = asResult(
      await fundraisersLoader(args("/fundraisers", context({ db: brokenDb(), log }))),
    );
    expect(result.init?.status).toBe(503);
    expect(result.data.status).toBe("error");
    expect(header(result, "Cache-Control")).toBe("no-store");
    expect(log.error).toHaveBeenCalledWith(
      "fundraisers failed to load",
      expect.objectContaining({ requestId: "test-request" }),
    );
  });

  test("events: a 503 with the error state", async () => {
    const result = asResult(
      await eventsLoader(args("/events", context({ db: brokenDb(), log: spyLog() }))),
    );
    expect(result.init?.status).toBe(503);
    expect(result.data.status).toBe("error");
  });

  test("about: the team failure is a 503 with the error state", async () => {
    const result = asResult(
      await aboutLoader(args("/about", context({ db: brokenDb(), log: spyLog() }))),
    );
    expect(result.init?.status).toBe(503);
  });

  test("event detail: a failure reads as Event Not Found", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const result = asResult(
      await eventDetailLoader(
        args(`/events/${id}`, context({ db: brokenDb(), log: spyLog() }), { id }),
      ),
    );
    expect(result.init?.status).toBe(503);
    expect(result.data.status).toBe("not-found");
  });
});

describe("event detail", () => {
  test("unknown and malformed ids answer 404", async () => {
    for (const id of [
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
      "'; DROP TABLE events; --",
    ]) {
      const result = asResult(
        await eventDetailLoader(args(`/events/${encodeURIComponent(id)}`, context(), { id })),
      );
      expect(result.init?.status, id).toBe(404);
      expect(result.data.status).toBe("not-found");
    }
  });

  test("an event's data holds no customer names, e-mails or guests", async () => {
    const { events } = await import("../../server/db/schema");
    const [gala] = await services.db
      .select()
      .from(events)
      .where((await import("drizzle-orm")).eq(events.maxCapacity, 120));
    const type = await createTicketType(services.db, gala!.id, { name: "Extra" });
    await createRegistration(services.db, type, {
      customerName: "Secret Customer",
      customerEmail: "secret.customer@example.org",
      customerPhone: "555-0100",
      specialRequests: "Window seat",
    });
    const result = asResult(
      await eventDetailLoader(args(`/events/${gala!.id}`, context(), { id: gala!.id })),
    );
    expect(result.data.status).toBe("ok");
    const text = JSON.stringify(result.data);
    for (const secret of [
      "Secret Customer",
      "secret.customer@example.org",
      "555-0100",
      "Window seat",
    ]) {
      expect(text).not.toContain(secret);
    }
    const list = JSON.stringify(asResult(await eventsLoader(args("/events"))).data);
    expect(list).not.toContain("secret.customer@example.org");
    expect(list).toContain('"seatsTaken":1');
    await services.db.delete(eventRegistrations);
  });
});

describe("sitemap", () => {
  test("lists the public pages and every event with absolute URLs", async () => {
    const response = (await sitemapLoader(args("/sitemap.xml"))) as Response;
    const xml = await response.text();
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    expect(xml).toContain("<loc>http://localhost:3000/fundraisers</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/accessibility</loc>");
    expect(xml.match(/\/events\/[0-9a-f-]{36}</g)).toHaveLength(4);
  });
});

describe("contact", () => {
  const post = (fields: Record<string, string>, clientIp = "198.51.100.7") =>
    contactAction(
      args(
        "/contact",
        context({ clientIp }),
        {},
        { method: "POST", body: new URLSearchParams(fields) },
      ),
    ).then((value) => value as unknown);
  const valid = { name: "Pat", email: "pat@example.org", subject: "", message: "Hello there" };

  test("the page itself is cacheable", async () => {
    const result = asResult(contactLoader(args("/contact")));
    expect(header(result, "Cache-Control")).toContain("public");
  });

  test("a valid message answers ok and is stored", async () => {
    expect(await post(valid)).toEqual({ ok: true });
    const rows = await services.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({ name: "Pat", subject: null, message: "Hello there" });
  });

  test("bad fields answer 422 with a message per field", async () => {
    const result = asResult(await post({ name: "", email: "x", message: "" }));
    expect(result.init?.status).toBe(422);
    const issues = (result.data as { error: { issues: { path: string }[] } }).error.issues;
    expect(issues.map((i) => i.path)).toEqual(["name", "email", "message"]);
  });

  test("an unreadable body answers 400, not 500", async () => {
    const result = asResult(
      await contactAction(
        args(
          "/contact",
          context(),
          {},
          {
            method: "POST",
            headers: { "content-type": "multipart/form-data; boundary=x" },
            body: "garbage",
          },
        ),
      ),
    );
    expect(result.init?.status).toBe(400);
  });

  test("the 6th message in 10 minutes answers 429 with the limit message", async () => {
    for (let i = 0; i < 5; i++) expect(await post(valid, "198.51.100.99")).toEqual({ ok: true });
    const result = asResult(await post(valid, "198.51.100.99"));
    expect(result.init?.status).toBe(429);
    expect((result.data as { error: { code: string; message: string } }).error).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(
        /^You have sent several messages in a short time\. Please try again in \d+ minutes?\.$/,
      ),
    });
  });
});
