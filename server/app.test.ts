import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createTestApp,
  createTestServices,
  signedInCookie,
  type TestServices,
} from "./test/harness";

let services: TestServices;
let app: ReturnType<typeof createTestApp>;
const origin = "http://localhost:3000";

beforeAll(async () => {
  services = await createTestServices();
  app = createTestApp(services);
});
afterAll(() => services.cleanup());

const req = (path: string, init?: RequestInit) => app.request(`${origin}${path}`, init);

describe("health", () => {
  test("GET /healthz answers 200 while the database answers", async () => {
    const res = await req("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("admin API guard", () => {
  test("anonymous requests get 401 with the error contract", async () => {
    const res = await req("/api/admin/stats");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: "unauthorized", message: "Please sign in to continue." },
    });
  });

  test("a signed-in non-admin gets 403", async () => {
    const cookie = await signedInCookie(services, { role: "user" });
    const res = await req("/api/admin/stats", { headers: { cookie } });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
  });

  test("an admin gets the dashboard counts", async () => {
    const cookie = await signedInCookie(services, { role: "owner" });
    const res = await req("/api/admin/stats", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ teamMembers: 0, fundraisers: 0, events: 0, messages: 0 });
  });
});

describe("bad input never answers 500", () => {
  test("malformed JSON to an auth route is a 400 with the error contract", async () => {
    const res = await req("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: "{bad",
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.message).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
  });

  test("a body over 1 MB is refused with 413", async () => {
    const res = await req("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: "a@b.org", password: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
  });

  test("an auth redirect target that is no URL is a 400, not a 500 (found by the fuzzer)", async () => {
    for (const target of [
      "𖬔⇜᪬",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "http://",
    ]) {
      const res = await req(
        `/api/auth/verify-email?token=D&callbackURL=${encodeURIComponent(target)}`,
      );
      expect(res.status, target).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_callback_url");
    }
    // A usable target still reaches Better Auth, which sends the visitor back with the error.
    const res = await req(
      `/api/auth/verify-email?token=D&callbackURL=${encodeURIComponent("/login?x=1")}`,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?x=1&error=INVALID_TOKEN");
  });

  test("an unknown API route is a JSON 404", async () => {
    const res = await req("/api/nothing-here");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });

  test("an unknown method is a 405", async () => {
    const res = await req("/about", { method: "PROPFIND" });
    expect(res.status).toBe(405);
    expect((await res.json()).error.code).toBe("method_not_allowed");
  });

  test("a state-changing request from another site is refused", async () => {
    const res = await req("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: "a@b.org", password: "password123" }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("cross_origin");
  });
});

describe("auth", () => {
  test("sign-up creates an ordinary account, never an admin", async () => {
    const res = await req("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({
        email: "visitor@example.org",
        password: "password123",
        name: "Visitor",
      }),
    });
    expect(res.status).toBe(200);
    const { user } = await import("./db/schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await services.db
      .select()
      .from(user)
      .where(eq(user.email, "visitor@example.org"));
    expect(row?.role).toBe("user");
  });

  test("passwords shorter than 8 or longer than 128 characters are refused", async () => {
    for (const password of ["short", "x".repeat(129)]) {
      const res = await req("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ email: `p${password.length}@example.org`, password, name: "P" }),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(/password/i);
    }
  });
});
