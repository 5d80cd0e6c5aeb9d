import { describe, expect, test } from "vitest";
import { checkoutHref } from "./checkout-url";

describe("checkoutHref", () => {
  test("the demo checkout's same-origin path opens on the address the visitor is using", () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000"]) {
      expect(checkoutHref("/checkout/demo/cs_demo_abc", origin)).toBe(
        `${origin}/checkout/demo/cs_demo_abc`,
      );
    }
  });

  test("an absolute URL on this origin, and Stripe's https Checkout, are accepted", () => {
    expect(checkoutHref("http://localhost:3000/checkout/demo/x", "http://localhost:3000")).toBe(
      "http://localhost:3000/checkout/demo/x",
    );
    expect(
      checkoutHref("https://checkout.stripe.com/c/pay/cs_test_1", "http://localhost:3000"),
    ).toBe("https://checkout.stripe.com/c/pay/cs_test_1");
  });

  test.each([
    ["another http origin", "http://evil.example/pay"],
    ["the site's other local address", "http://localhost:3000/checkout/demo/x"],
    ["a protocol-relative URL to another host over http", "//evil.example/pay"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<p>pay</p>"],
    ["an empty string", ""],
    ["not a string", 42],
  ])("refuses %s", (_, url) => {
    expect(checkoutHref(url, "http://127.0.0.1:3000")).toBeNull();
  });
});
