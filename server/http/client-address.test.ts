import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, dropClientAddressHeader, resolveClientAddress } from "./client-address";

describe("resolveClientAddress", () => {
  it("uses the socket address when no proxy is trusted, whatever the client sends", () => {
    expect(resolveClientAddress("198.51.100.9", "203.0.113.7", 0)).toBe("198.51.100.9");
    expect(resolveClientAddress("198.51.100.9", undefined, 1)).toBe("198.51.100.9");
  });

  it("takes the address the trusted proxy saw, not what the client put on the left", () => {
    // The client forged "1.2.3.4"; our one proxy appended the real peer 203.0.113.7.
    expect(resolveClientAddress("10.0.0.2", "1.2.3.4, 203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("walks as many hops as are trusted", () => {
    // CDN -> load balancer -> us: the CDN saw 203.0.113.7, the balancer saw the CDN edge.
    expect(resolveClientAddress("10.0.0.2", "1.2.3.4, 203.0.113.7, 192.0.2.50", 2)).toBe(
      "203.0.113.7",
    );
  });

  it("stops at the leftmost address when the header is shorter than the trusted hops", () => {
    expect(resolveClientAddress("10.0.0.2", "203.0.113.7", 3)).toBe("203.0.113.7");
  });

  it("never takes a garbled entry as an address", () => {
    expect(resolveClientAddress("10.0.0.2", "203.0.113.7, not-an-ip", 2)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "evil, 203.0.113.7", 2)).toBe("203.0.113.7");
  });

  it("accepts IPv6 and addresses with ports", () => {
    expect(resolveClientAddress("10.0.0.2", "2001:db8::1", 1)).toBe("2001:db8::1");
    expect(resolveClientAddress("10.0.0.2", "[2001:db8::1]:443", 1)).toBe("2001:db8::1");
    expect(resolveClientAddress("10.0.0.2", "203.0.113.7:5123", 1)).toBe("203.0.113.7");
  });
});

describe("TRUST_PROXY through the app", () => {
  const origin = "http://localhost:3000";

  async function sessionAddressAfterSignIn(vars: Record<string, string>) {
    const { createTestApp, createTestServices } = await import("../test/harness");
    const services = await createTestServices(vars);
    try {
      const email = `proxy-${Math.random().toString(36).slice(2, 8)}@example.org`;
      await services.auth.api.signUpEmail({
        body: { email, password: "password123", name: "Proxy Visitor" },
      });
      const res = await createTestApp(services).request(`${origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin,
          "x-forwarded-for": "1.2.3.4, 203.0.113.7",
        },
        body: JSON.stringify({ email, password: "password123" }),
      });
      expect(res.status).toBe(200);
      const { session } = await import("../db/schema");
      const [row] = await services.db.select({ ipAddress: session.ipAddress }).from(session);
      return row?.ipAddress;
    } finally {
      await services.cleanup();
    }
  }

  it("with one trusted proxy, sessions and auth limits see the forwarded client", async () => {
    expect(await sessionAddressAfterSignIn({ TRUST_PROXY: "1" })).toBe("203.0.113.7");
  });

  it("by default the forwarded header is ignored", async () => {
    expect(await sessionAddressAfterSignIn({})).not.toBe("203.0.113.7");
  });
});

describe("a client-sent x-homefront-client-ip", () => {
  it("is dropped before any route reads the request", async () => {
    const { Hono } = await import("hono");
    const app = new Hono();
    app.use(dropClientAddressHeader());
    app.get("/", (c) => c.text(c.req.header(CLIENT_IP_HEADER) ?? "absent"));
    const res = await app.request("/", { headers: { [CLIENT_IP_HEADER]: "6.6.6.6" } });
    expect(await res.text()).toBe("absent");
  });
});
