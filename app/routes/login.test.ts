import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestApp, createTestServices, type TestServices } from "../../server/test/harness";
import { accountSlowdown, recordLoginFailure } from "../../server/auth/login-throttle";
import { hashingGate } from "../../server/auth/password";
import { eq } from "drizzle-orm";
import { session, user } from "../../server/db/schema";
import { action } from "./login";

const ADMIN = { email: "member@example.org", password: "member-password" };
const THROTTLED = "Too many sign-in attempts. Please wait 15 minutes and try again.";
const origin = "http://localhost:3000";

let services: TestServices;
const slept: number[] = [];
beforeAll(async () => {
  services = await createTestServices();
  await services.auth.api.signUpEmail({ body: { ...ADMIN, name: "Member" } });
});
afterAll(() => services.cleanup());
afterEach(() => {
  slept.length = 0;
});
// No real waits in the suite: the slow-down is recorded instead.
vi.spyOn(accountSlowdown, "sleep").mockImplementation(async (ms) => {
  slept.push(ms);
});

function post(query: string, fields: Record<string, string>, clientIp: string) {
  const request = new Request(`${origin}/login?${query}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = { services, user: null, requestId: "test", clientIp };
  return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
}

const signIn = (
  email: string,
  password: string,
  clientIp = "203.0.113.7",
  query = "intent=signin",
) => post(query, { email, password }, clientIp);

async function outcome(result: unknown) {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("location") };
  const value = result as { data?: unknown; init?: { status?: number; headers?: HeadersInit } } & {
    error?: { message: string };
  };
  if (value && "data" in value && value.init) {
    return {
      status: value.init.status,
      message: (value.data as { error: { message: string } }).error.message,
      retryAfter: new Headers(value.init.headers).get("retry-after"),
    };
  }
  return { status: 200, message: value.error?.message };
}

const api = (path: string, body: unknown) =>
  createTestApp(services).request(`${origin}/api/auth/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });

describe("sign-in", () => {
  test("one generic message whether or not the e-mail exists", async () => {
    const unknown = await outcome(
      await signIn("nobody@example.org", "whatever-password", "198.51.100.1"),
    );
    const wrong = await outcome(await signIn(ADMIN.email, "wrong-password", "198.51.100.2"));
    expect(unknown.message).toBe(wrong.message);
    expect(unknown.message).toMatch(/invalid email or password/i);
  });

  test("after 5 failures from one client, that client is locked out of the account, even with the right password", async () => {
    for (let i = 0; i < 5; i++) await signIn(ADMIN.email, "wrong-password", "192.0.2.10");
    expect(await outcome(await signIn(ADMIN.email, ADMIN.password, "192.0.2.10"))).toEqual({
      status: 429,
      message: THROTTLED,
      retryAfter: null,
    });
  });

  test("an attacker failing from other clients only slows the administrator, who still signs in from their own", async () => {
    for (let i = 0; i < 8; i++)
      await signIn(ADMIN.email, "wrong-password", `192.0.2.${20 + (i % 2)}`);
    slept.length = 0;
    const own = await outcome(await signIn(ADMIN.email, ADMIN.password, "198.51.100.200"));
    expect(own).toEqual({ status: 302, location: "/admin" });
    expect(slept).toHaveLength(1);
    expect(slept[0]).toBeGreaterThan(0);
    expect(slept[0]).toBeLessThanOrEqual(accountSlowdown.capMs);
  });

  test("one client is limited across accounts", async () => {
    // 20 earlier failures from this client, on 20 different accounts.
    for (let i = 0; i < 20; i++)
      await recordLoginFailure(services.db, `someone${i}@example.org`, "203.0.113.50");
    const blocked = await outcome(
      await signIn("fresh@example.org", "whatever-password", "203.0.113.50"),
    );
    expect(blocked.status).toBe(429);
  });

  test("/api/auth/sign-in/email is throttled like /login, and counts toward the same limit", async () => {
    const email = "api-throttle@example.org";
    await services.auth.api.signUpEmail({ body: { email, password: "api-password", name: "Api" } });
    // The in-process app has no socket: its client is "unknown".
    for (let i = 0; i < 3; i++)
      expect((await api("sign-in/email", { email, password: "wrong-password" })).status).toBe(401);
    for (let i = 0; i < 2; i++) await signIn(email, "wrong-password", "unknown");
    const res = await api("sign-in/email", { email, password: "api-password" });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: "rate_limited", message: THROTTLED } });
    expect((await outcome(await signIn(email, "api-password", "unknown"))).status).toBe(429);
  });
});

describe("the client's address", () => {
  test("a client-sent x-homefront-client-ip never becomes the address a sign-in records", async () => {
    const email = "forged-ip@example.org";
    await services.auth.api.signUpEmail({
      body: { email, password: "password123", name: "Forger" },
    });
    const request = new Request(`${origin}/login?intent=signin`, {
      method: "POST",
      headers: { "x-homefront-client-ip": "6.6.6.6" },
      body: new URLSearchParams({ email, password: "password123" }),
    });
    const context = { services, user: null, requestId: "test", clientIp: "203.0.113.7" };
    const result = await action({ request, context, params: {} } as unknown as Parameters<
      typeof action
    >[0]);
    expect((result as Response).status).toBe(302);
    const [row] = await services.db
      .select({ ipAddress: session.ipAddress })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, email));
    expect(row?.ipAddress).toBe("203.0.113.7");
  });
});

describe("redirect after sign-in", () => {
  test.each([
    ["/admin%0d%0aSet-Cookie:%20x=1", "/admin"],
    [encodeURIComponent("/admin\r\nSet-Cookie: x=1"), "/admin"],
    ["%2F%2509%2Fevil.example", "/admin"],
    [encodeURIComponent("/\\evil.example"), "/admin"],
    [encodeURIComponent("https://evil.example/"), "/admin"],
    [encodeURIComponent("/admin/events?x=1"), "/admin/events?x=1"],
  ])("redirectTo=%s lands on %s", async (redirectTo, location) => {
    const result = await signIn(
      ADMIN.email,
      ADMIN.password,
      "198.51.100.77",
      `intent=signin&redirectTo=${redirectTo}`,
    );
    expect(await outcome(result)).toEqual({ status: 302, location });
  });
});

describe("sign-up", () => {
  const fields = (n: number) => ({
    fullName: "New Person",
    email: `new${n}@example.org`,
    password: "a-long-password",
  });
  // Too short a password: Better Auth refuses it after the limit counted it, without hashing.
  const apiSignUp = (n: number) =>
    api("sign-up/email", { email: `x${n}@example.org`, password: "short", name: "X" });

  test("is limited per client across /login?intent=signup and /api/auth/sign-up/*", async () => {
    // The in-process app has no socket: its client is "unknown", as is the action's here.
    for (let n = 0; n < 4; n++) expect((await apiSignUp(n)).status).toBe(400);
    expect(await outcome(await post("intent=signup", fields(0), "unknown"))).toEqual({
      status: 200,
      message: undefined,
    });
    const refused = await outcome(await post("intent=signup", fields(1), "unknown"));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^Too many accounts were created from your network/);
    expect((await apiSignUp(5)).status).toBe(429);
    // Another client is not affected.
    expect((await outcome(await post("intent=signup", fields(2), "203.0.113.91"))).status).toBe(
      200,
    );
  });
});

describe("password hashing at capacity", () => {
  test("sign-up and sign-in answer 503 with Retry-After on both paths, never 500", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 10 }, () => hashingGate.run(() => held));
    try {
      const action503 = await outcome(
        await post(
          "intent=signup",
          { fullName: "Busy", email: "busy@example.org", password: "a-long-password" },
          "203.0.113.120",
        ),
      );
      expect(action503).toMatchObject({ status: 503, retryAfter: "5" });
      expect(
        (await outcome(await signIn(ADMIN.email, ADMIN.password, "203.0.113.121"))).status,
      ).toBe(503);

      const res = await api("sign-in/email", ADMIN);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect((await res.json()).error.code).toBe("server_busy");
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
