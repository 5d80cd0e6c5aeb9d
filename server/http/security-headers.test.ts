import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseEnv } from "../env";
import { createTestApp, createTestServices, type TestServices } from "../test/harness";
import { pageResponses } from "./page-responses";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

function directives(csp: string) {
  return new Map(csp.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const));
}

describe("security headers", () => {
  test("every response carries the CSP, nosniff, referrer, permissions and framing headers", async () => {
    const app = createTestApp(services);
    for (const res of [
      await app.request("http://localhost:3000/healthz"),
      await app.request("http://localhost:3000/api/admin/stats"),
      await app.request("http://localhost:3000/api/nowhere"),
      await app.request("http://localhost:3000/anything", {
        method: "POST",
        headers: { origin: "https://evil.example" },
      }),
    ]) {
      const csp = directives(res.headers.get("Content-Security-Policy")!);
      expect(csp.get("script-src")).toEqual([
        "'self'",
        expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==?'$/),
      ]);
      expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("connect-src")).toEqual(["'self'"]);
      expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(res.headers.get("Permissions-Policy")).toContain("geolocation=()");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    }
  });

  test("only the check-in screen may use the camera (docs/decisions/015-offline-check-in.md)", async () => {
    const app = createTestApp(services);
    const id = "00000000-0000-4000-8000-000000000000";
    const policy = async (path: string) =>
      (await app.request(`http://localhost:3000${path}`)).headers.get("Permissions-Policy");
    expect(await policy(`/admin/events/${id}/check-in`)).toContain("camera=(self)");
    for (const path of [
      `/admin/events/${id}/door-list`,
      `/admin/events/${id}/check-in/x`,
      "/",
      "/check-in-sw.js",
    ])
      expect(await policy(path)).toContain("camera=()");
  });

  test("the nonce is new on every response", async () => {
    const app = createTestApp(services);
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const csp = (await app.request("http://localhost:3000/healthz")).headers.get(
        "Content-Security-Policy",
      )!;
      nonces.add(/'nonce-([^']+)'/.exec(csp)![1]);
    }
    expect(nonces.size).toBe(20);
  });

  test("HSTS is sent only when PUBLIC_URL is https", async () => {
    const plain = new Hono()
      .use(securityHeaders(parseEnv({ PUBLIC_URL: "http://localhost:3000" })))
      .get("/", (c) => c.text("x"));
    const https = new Hono()
      .use(
        securityHeaders(
          parseEnv({ PUBLIC_URL: "https://homefront.example", DEMO_PAYMENTS: "true" }),
        ),
      )
      .get("/", (c) => c.text("x"));
    expect((await plain.request("/")).headers.get("Strict-Transport-Security")).toBeNull();
    expect((await https.request("/")).headers.get("Strict-Transport-Security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  test("form-action allows this site and Stripe's hosted pages only", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "n" }, { NODE_ENV: "production" }));
    expect(csp.get("form-action")).toEqual([
      "'self'",
      "https://checkout.stripe.com",
      "https://billing.stripe.com",
    ]);
  });

  test("an unchanged page revalidates to 304 although its nonce changed, and the 304 keeps the stored policy", async () => {
    const app = new Hono()
      .use(securityHeaders(parseEnv({})))
      .use(pageResponses())
      .get("/page", (c) =>
        c.html(`<script nonce="${c.get("cspNonce")}">1</script>`, 200, {
          "Cache-Control": "public, max-age=0",
        }),
      );
    const first = await app.request("/page");
    const tag = first.headers.get("ETag")!;
    expect(tag).toMatch(/^W\//);
    const again = await app.request("/page", { headers: { "If-None-Match": tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Security-Policy")).toBeNull();
    expect(again.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
