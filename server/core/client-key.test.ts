import { describe, expect, test } from "vitest";
import { clientKey, clientNetwork } from "./client-key";

describe("clientNetwork", () => {
  test("an IPv4 address is itself; an IPv6 address is its /64, however it is written", () => {
    expect(clientNetwork("203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork("::ffff:203.0.113.9")).toBe("::ffff:203.0.113.9");
    expect(clientNetwork("2001:db8:85a3:1:8a2e:370:7334:1")).toBe("2001:db8:85a3:1::/64");
    expect(clientNetwork("2001:DB8:85A3:0001::7334")).toBe("2001:db8:85a3:1::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::")).toBe("fe80:0:0:0::/64");
  });
});

describe("clientKey", () => {
  test("is a hash, the same for every address of one /64, and never the address", () => {
    const key = clientKey("2001:db8:85a3:1::1");
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(clientKey("2001:db8:85a3:1:ffff::2")).toBe(key);
    expect(clientKey("2001:db8:85a3:2::1")).not.toBe(key);
    expect(clientKey("203.0.113.9")).not.toBe(clientKey("203.0.113.10"));
  });
});
