// docs/security.md §2: state-changing requests another site started are refused, with or
// without an Origin header, and the JSON API takes JSON only.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createTestApp,
  createTestServices,
  signedInCookie,
  type TestServices,
} from "../test/harness";
import { isJsonContentType } from "./json-only";

let services: TestServices;
let app: ReturnType<typeof createTestApp>;
const site = "http://localhost:3000";

beforeAll(async () => {
  services = await createTestServices();
  app = createTestApp(services);
});
afterAll(() => services.cleanup());

const signIn = (headers: Record<string, string>) =>
  app.request(`${site}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email: "nobody@example.org", password: "wrong-password-1" }),
  });

describe("cross-site requests", () => {
  test("a foreign Origin is refused with 403", async () => {
    const res = await signIn({ origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: "cross_origin",
        message: "This request came from another site and was refused.",
      },
    });
  });

  test("no Origin but Sec-Fetch-Site cross-site or same-site is refused with 403", async () => {
    for (const value of ["cross-site", "same-site"]) {
      const res = await signIn({ "sec-fetch-site": value });
      expect(res.status, value).toBe(403);
      expect((await res.json()).error.code).toBe("cross_origin");
    }
  });

  test("the null Origin of a sandboxed frame is refused", async () => {
    expect((await signIn({ origin: "null" })).status).toBe(403);
  });

  test("same-origin requests, and server-to-server ones without browser headers, go through", async () => {
    expect((await signIn({ origin: site, "sec-fetch-site": "same-origin" })).status).toBe(401);
    expect((await signIn({ "sec-fetch-site": "same-origin" })).status).toBe(401);
    expect((await signIn({ "sec-fetch-site": "none" })).status).toBe(401);
    expect((await signIn({})).status).toBe(401);
  });

  test("safe methods are never refused for their origin", async () => {
    const res = await app.request(`${site}/healthz`, {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
  });
});

describe("JSON only", () => {
  test("a body-less DELETE (removing an upload) is not taken for a non-JSON body", async () => {
    const cookie = await signedInCookie(services, { role: "owner" });
    const res = await app.request(
      `${site}/api/admin/uploads?path=team-photos/${"a".repeat(32)}-1600.webp`,
      {
        method: "DELETE",
        headers: { origin: site, cookie },
      },
    );
    expect(res.status).toBe(204);
  });

  test("the JSON API answers 415 to a form, text/plain or missing content type", async () => {
    const cookie = await signedInCookie(services, { role: "owner" });
    for (const [path, type] of [
      ["/api/auth/sign-in/email", "application/x-www-form-urlencoded"],
      ["/api/auth/sign-in/email", "text/plain"],
      ["/api/auth/sign-in/email", "multipart/form-data; boundary=x"],
      ["/api/admin/stats", "text/plain"],
      ["/api/webhooks/stripe", "text/plain"],
      ["/api/auth/sign-up/email", ""],
    ] as const) {
      const res = await app.request(`${site}${path}`, {
        method: "POST",
        headers: { origin: site, cookie, ...(type ? { "content-type": type } : {}) },
        body:
          type === "" ? new Blob(['{"email":"a@b.org"}']) : '{"email":"a@b.org","password":"x"}',
      });
      expect(res.status, `${path} ${type}`).toBe(415);
      expect(await res.json()).toEqual({
        error: { code: "unsupported_media_type", message: "Please send the request as JSON." },
      });
    }
  });

  test("JSON content types are recognised with parameters and +json suffixes", () => {
    expect(isJsonContentType("application/json; charset=utf-8")).toBe(true);
    expect(isJsonContentType("Application/JSON")).toBe(true);
    expect(isJsonContentType("application/merge-patch+json")).toBe(true);
    expect(isJsonContentType("text/plain")).toBe(false);
    expect(isJsonContentType("application/jsonp")).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });
});

describe("NUL at the edge", () => {
  test("a NUL in a page's form body or an id is a 400 with the error contract, before any route runs", async () => {
    const bad = [
      app.request(`${site}/contact`, {
        method: "POST",
        headers: { origin: site, "content-type": "application/x-www-form-urlencoded" },
        body: "name=a%00",
      }),
      app.request(`${site}/checkout/demo/%00`),
      app.request(`${site}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: site, "content-type": "application/json" },
        body: '{"email":"\\u0000"}',
      }),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: "bad_request",
          message: "The request contains a NUL character, which is not allowed.",
        },
      });
    }
  });
});
